/*
 * Watch mode in a real browser: an open page shows a save by itself (keeping its scroll
 * position), and build errors show in an overlay over the last good page until they are fixed.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { save } from '../helpers/watch.js';
import { browserOnWatchedSite, FILLER } from './watch-session.js';

const session = browserOnWatchedSite((edit) => edit('docs/intro.md', (s) => `${s}\n${FILLER}\n`));
const { skip, file, edit, open, pageHas, overlay } = session;

test('an open page shows a save by itself, at the scroll position it had', { skip }, async () => {
  await open('/docs/intro');
  await session.page.evaluate(() => scrollTo(0, 900));
  await edit('docs/intro.md', (s) => `${s}\nSaved while the page was open.\n`);
  await pageHas('Saved while the page was open.');
  await session.page.waitForFunction(() => Math.abs(scrollY - 900) <= 2);
  assert.deepEqual(session.consoleErrors, []);
});

test(
  'a broken front matter shows an overlay naming the file and line over the last good page; fixing it clears it',
  { skip },
  async () => {
    const good = await readFile(file('docs/intro.md'), 'utf8');
    await save(
      file('docs/intro.md'),
      good.replace('sidebar_position: 1', 'sidebar_position: first').replace('Saved while', 'Broken while'),
    );
    await overlay().waitFor({ state: 'visible' });
    assert.equal(await overlay().locator('.where').first().textContent(), 'docs/intro.md:3:19');
    assert.match(
      (await overlay().locator('.message').first().textContent())!,
      /^front matter "sidebar_position": expected number/,
    );
    assert.ok(await session.page.getByText('Saved while the page was open.').isVisible(), 'the last good page stays');

    await save(file('docs/intro.md'), good.replace('Saved while', 'Mended while'));
    await pageHas('Mended while the page was open.');
    assert.equal(await overlay().count(), 0);
  },
);

test('a config mistake shows in the overlay as text, never as markup; fixing it clears it', { skip }, async () => {
  const good = await readFile(file('site.config.yaml'), 'utf8');
  await save(file('site.config.yaml'), `${good}"<b>bold</b>": 1\n`);
  await overlay().waitFor({ state: 'visible' });
  const where = await overlay().locator('.where').first().textContent();
  assert.match(where!, /site\.config\.yaml:30:1$/);
  assert.equal(await overlay().locator('.message').first().textContent(), '<b>bold</b>: unknown key "<b>bold</b>"');
  assert.equal(await overlay().locator('b').count(), 0);

  await save(file('site.config.yaml'), good);
  await overlay().waitFor({ state: 'detached' });
});

test(
  'a TSX error in the page shown is reported with file, line and column; the fix reloads the page',
  { skip },
  async () => {
    await open('/');
    const good = await readFile(file('pages/index.tsx'), 'utf8');
    await save(file('pages/index.tsx'), good.replace('</main>', '</mian>'));
    await overlay().waitFor({ state: 'visible' });
    assert.match((await overlay().locator('.where').first().textContent())!, /^pages\/index\.tsx:\d+:\d+$/);
    assert.ok(await session.page.getByRole('heading', { name: 'Welcome to Mini' }).isVisible());

    await save(file('pages/index.tsx'), good.replace('Read the docs', 'Read the fine docs'));
    await pageHas('Read the fine docs');
    assert.equal(await overlay().count(), 0);
    assert.deepEqual(session.consoleErrors, []);
  },
);
