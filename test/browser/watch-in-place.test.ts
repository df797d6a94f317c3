/*
 * Watch mode in a real browser, edits that update the open page in place: a body edit swaps the article and its
 * table of contents without a reload, keeping the scroll position and the state of everything around the article; a
 * title edit reloads the page; an MDX syntax error shows in the overlay at its place, and its fix shows in place.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Request } from 'playwright-core';
import { save } from '../helpers/watch.js';
import { browserOnWatchedSite, FILLER } from './watch-session.js';

const NOTES = `---\ntitle: Notes\n---\n\nNotes begin here.\n\n<div className="note">\n\nA note in a box.\n\n</div>\n\n${FILLER}\n`;
const session = browserOnWatchedSite(async (edit, file) => {
  await edit('docs/intro.md', (s) => `${s}\n${FILLER}\n`);
  await save(file('docs/notes.mdx'), NOTES);
});
const { skip, file, edit, pageHas, overlay } = session;

/** Opens a page, waits until it is hydrated and connected for live reload, and marks its window. */
async function open(route: string) {
  await session.open(route);
  await session.page.waitForSelector('html[data-hydrated]');
  await session.page.evaluate(() => ((window as unknown as { docgenTestMark: number }).docgenTestMark = 1));
}

/** Whether the window is the one `open` marked, and the document the one it loaded: no reload, no navigation. */
const sameDocument = () =>
  session.page.evaluate(
    () =>
      (window as unknown as { docgenTestMark?: number }).docgenTestMark === 1 &&
      performance.getEntriesByType('navigation').length === 1,
  );

test(
  'a body edit replaces the article and its table of contents in place, keeping scroll and the state around it',
  { skip },
  async () => {
    await open('/docs/intro');
    const guide = session.page.locator('.doc-sidebar button.sidebar-category-toggle', { hasText: 'Guide' });
    await guide.click();
    await session.page.waitForFunction(
      () =>
        document.querySelector('.doc-sidebar button.sidebar-category-toggle')?.getAttribute('aria-expanded') === 'true',
    );
    await session.page.evaluate(() => scrollTo(0, 900));
    await session.page.waitForFunction(() => Math.abs(scrollY - 900) <= 2);
    const fetched: string[] = [];
    const noteFetch = (request: Request) => fetched.push(new URL(request.url()).pathname);
    session.page.on('request', noteFetch);

    await edit('docs/intro.md', (s) =>
      s.replace('Paragraph 3 of', '## Added while open\n\nChanged in place.\n\nParagraph 3 of'),
    );
    await pageHas('Changed in place.');
    await session.page.locator('.toc a', { hasText: 'Added while open' }).first().waitFor({ state: 'attached' });
    assert.ok(await sameDocument(), 'the page was updated without a reload or a navigation');
    session.page.off('request', noteFetch);
    assert.ok(!fetched.includes('/docs/intro'), 'the new page came with the news of the edit, not fetched');
    assert.equal(await guide.getAttribute('aria-expanded'), 'true', 'the sidebar category stays open');
    assert.ok(Math.abs((await session.page.evaluate(() => scrollY)) - 900) <= 2, 'the scroll position is kept');
    assert.equal(await session.page.locator('article h1, .doc-content h1').first().textContent(), 'Introduction');
    assert.deepEqual(session.consoleErrors, []);
  },
);

test('a title edit reloads the page', { skip }, async () => {
  await open('/docs/intro');
  await edit('docs/intro.md', (s) => s.replace('title: Introduction', 'title: Introduction to Mini'));
  await session.page.waitForFunction(() => document.title.startsWith('Introduction to Mini'), undefined, {
    timeout: 120_000,
  });
  await session.page.waitForSelector('html[data-hydrated]');
  assert.equal(await sameDocument(), false, 'the page was loaded again');
  assert.deepEqual(session.consoleErrors, []);
});

test(
  'an MDX syntax error shows in the overlay at its place; its fix shows in place and clears it',
  { skip },
  async () => {
    await open('/docs/notes');
    await save(file('docs/notes.mdx'), NOTES.replace('</div>', '</dvi>'));
    await overlay().waitFor({ state: 'visible' });
    const line = NOTES.split('\n').findIndex((l) => l === '</div>') + 1;
    assert.equal(await overlay().locator('.where').first().textContent(), `docs/notes.mdx:${line}:1`);
    assert.ok(await session.page.getByText('A note in a box.').isVisible(), 'the last good page stays');

    await save(file('docs/notes.mdx'), NOTES.replace('A note in a box.', 'A mended note.'));
    await pageHas('A mended note.');
    await overlay().waitFor({ state: 'detached' });
    assert.ok(await sameDocument(), 'the fix was shown without a reload');
    assert.deepEqual(session.consoleErrors, []);
  },
);
