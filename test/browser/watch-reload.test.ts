/*
 * Watch mode in a real browser: an open page reloads by itself after a save (keeping its scroll
 * position), and build errors show in an overlay over the last good page until they are fixed.
 */
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { WatchServer } from '../../src/watch/serve-watch.js';
import { copyOfFixtureSite } from '../helpers/site.js';
import { save, startWatch, waitFor } from '../helpers/watch.js';
import { browserSkipReason, collectConsoleErrors, launchBrowser } from './harness.js';

const skip = browserSkipReason();
let site: { dir: string; config: string };
let server: WatchServer;
let browser: Browser | null;
let page: Page;
let consoleErrors: string[];
const file = (p: string) => path.join(site.dir, p);
const overlay = () => page.locator('docgen-error-overlay');

before(async () => {
  if (skip) return;
  site = await copyOfFixtureSite('mini-site');
  const intro = await readFile(file('docs/intro.md'), 'utf8');
  const filler = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} of a long page, long enough to scroll.`).join(
    '\n\n',
  );
  await save(file('docs/intro.md'), `${intro}\n${filler}\n`);
  // Without a favicon the browser asks for /favicon.ico, and reports the 404 as a console error.
  await edit('site.config.yaml', (s) => s.replace('title: Mini', 'title: Mini\nfavicon: img/dot.svg'));
  ({ server } = await startWatch(site.config));
  browser = await launchBrowser();
  page = await browser!.newPage({ viewport: { width: 1100, height: 700 } });
  consoleErrors = collectConsoleErrors(page);
});
after(async () => {
  if (skip) return;
  await browser?.close();
  await server.close();
  await rm(site.dir, { recursive: true, force: true });
});

/** Opens a page and waits until its live-reload connection is up. */
async function open(route: string) {
  const before = server.connections;
  await page.goto(new URL(route, server.url).href);
  await waitFor('the page to connect for live reload', () => server.connections > before || server.connections >= 1);
}

const pageHas = (text: string) =>
  page.waitForFunction((t) => document.body.textContent!.includes(t), text, { timeout: 120_000 });

async function edit(p: string, change: (old: string) => string) {
  await save(file(p), change(await readFile(file(p), 'utf8')));
}

test('an open page reloads by itself after a save, at the scroll position it had', { skip }, async () => {
  await open('/docs/intro');
  await page.evaluate(() => scrollTo(0, 900));
  await edit('docs/intro.md', (s) => `${s}\nSaved while the page was open.\n`);
  await pageHas('Saved while the page was open.');
  await page.waitForFunction(() => Math.abs(scrollY - 900) <= 2);
  assert.deepEqual(consoleErrors, []);
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
    assert.ok(await page.getByText('Saved while the page was open.').isVisible(), 'the last good page stays');

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
    assert.ok(await page.getByRole('heading', { name: 'Welcome to Mini' }).isVisible());

    await save(file('pages/index.tsx'), good.replace('Read the docs', 'Read the fine docs'));
    await pageHas('Read the fine docs');
    assert.equal(await overlay().count(), 0);
    assert.deepEqual(consoleErrors, []);
  },
);
