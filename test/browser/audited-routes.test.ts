// The axe audit's choice of routes (test/browser/audited-routes.ts): a doc page is left out only when every element
// look it shows is shown by an audited doc.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docsShowingEveryLook, elementLooks, routesToAudit } from './audited-routes.js';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

test('an element look is its tag, classes, role, style and ARIA attributes under its parent; text is not one', () => {
  const looks = (body: string) => [...elementLooks(page(body))].sort();
  assert.deepEqual(looks('<p>one</p>'), looks('<p>two</p>'));
  for (const other of [
    '<h2>one</h2>',
    '<p class="lead">one</p>',
    '<p role="note">one</p>',
    '<p style="color:red">one</p>',
    '<p aria-hidden="true">one</p>',
    '<div><p>one</p></div>',
  ])
    assert.notDeepEqual(looks('<p>one</p>'), looks(other), other);
  // Classes in another order look the same.
  assert.deepEqual(looks('<p class="a b">x</p>'), looks('<p class="b a">x</p>'));
  // The same elements, a token under another parent: another look.
  assert.notDeepEqual(
    looks('<pre class="x"><span>a</span></pre><pre class="y"></pre>'),
    looks('<pre class="x"></pre><pre class="y"><span>a</span></pre>'),
  );
});

test('the docs chosen show every look; a doc whose looks others show is left out', () => {
  const doc = (route: string, ...looks: string[]) => ({ route, looks: new Set(looks) });
  const docs = [doc('/a', 'x', 'y'), doc('/b', 'x'), doc('/c', 'y', 'z', 'w'), doc('/d', 'v')];
  assert.deepEqual(docsShowingEveryLook(docs), ['/c', '/a', '/d']);
  assert.deepEqual(docsShowingEveryLook([doc('/only', 'x')]), ['/only']);
  assert.deepEqual(docsShowingEveryLook([]), []);
});

test('every route but docs is audited, and of docs those that show a look no other audited doc shows', async () => {
  const pages: Record<string, string> = {
    '/': '<main class="home"><p>x</p></main>',
    '/docs/a': '<main class="doc"><p>a</p></main>',
    '/docs/b': '<main class="doc"><p>b</p><table><tr><td>1</td></tr></table></main>',
    '/docs/c': '<main class="doc"><p>c</p></main>',
  };
  const audited = await routesToAudit(Object.keys(pages), '/docs/', async (route) => page(pages[route]!));
  assert.deepEqual(audited, ['/', '/docs/b']);
});
