/*
 * Behaviours that need configuration the craft.js site does not use (issue #3, items 5, 6, 8, 12), on the
 * fixture site test/fixtures/ui-site: base URL "/docs-site/", an announcement bar, navbar.hideOnScroll and
 * colorMode.respectPrefersColorScheme. One build, served twice: where it belongs (under /docs-site/) and,
 * for the base-URL banner, wrongly at the server's root.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test, type TestContext } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { FIXTURES, serveFolder, tempDir } from '../helpers/site.js';
import { launchBrowser } from './harness.js';
import {
  assertQuiet,
  firstPaintState,
  hydrated,
  openSession,
  recordFirstPaintState,
  type Session,
} from './ui-session.js';

// A limit for hangs only: each test takes seconds, many more on a busy machine.
const TIMEOUT = { timeout: 180_000 };
const BASE = '/docs-site/';

let browser: Browser | null = null;
let dir: string | undefined;
/** Serves the build under /docs-site/, as configured. */
let right: { url: string; close(): Promise<void> } | undefined;
/** Serves the same build at "/", where its links and assets do not resolve. */
let wrong: { url: string; close(): Promise<void> } | undefined;

before(
  async () => {
    browser = await launchBrowser();
    if (!browser) return;
    dir = await tempDir();
    const outDir = path.join(dir, 'docs-site');
    await build({ configFile: path.join(FIXTURES, 'ui-site/site.config.yaml'), outDir });
    right = await serveFolder(dir);
    wrong = await serveFolder(outDir);
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await right?.close();
  await wrong?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const open = (t: TestContext, options?: BrowserContextOptions) => openSession(t, browser, right?.url, options);

async function visit(s: Session, route: string): Promise<void> {
  await s.page.goto(right!.url + BASE.replace(/\/$/, '') + route);
  await s.page.getByRole('heading', { level: 1 }).first().waitFor();
  await hydrated(s.page);
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });

  test(
    'shown until dismissed; the dismissal is stored and holds on reload and on other pages, without a flash',
    TIMEOUT,
    async (t) => {
      const s = await open(t);
      if (!s) return;
      await recordFirstPaintState(s.page);
      await visit(s, '/');
      assert.equal(await bar(s.page).textContent(), 'Version 2 is out.×');
      await bar(s.page).getByRole('button', { name: 'Close announcement' }).click();
      assert.equal(await bar(s.page).isVisible(), false);
      assert.equal(await s.page.evaluate(() => localStorage.getItem('docgen.announcement.dismissed')), 'release-2');

      await s.page.reload();
      await s.page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal((await firstPaintState(s.page))?.announcementDismissed, true, 'hidden from the first frame');
      assert.equal(await bar(s.page).isVisible(), false);
      await visit(s, '/docs/long');
      assert.equal(await bar(s.page).isVisible(), false);
      assertQuiet(s);
    },
  );

  test('a bar with a new id shows again after an older one was dismissed', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    await s.page.addInitScript(() => localStorage.setItem('docgen.announcement.dismissed', 'release-1'));
    await recordFirstPaintState(s.page);
    await visit(s, '/');
    assert.equal((await firstPaintState(s.page))?.announcementDismissed, false);
    assert.equal(await bar(s.page).isVisible(), true);
    assertQuiet(s);
  });
});

test(
  'navbar.hideOnScroll: the navbar hides while scrolling down and comes back on scrolling up',
  TIMEOUT,
  async (t) => {
    const s = await open(t, { viewport: { width: 1280, height: 600 } });
    if (!s) return;
    await visit(s, '/docs/long');
    const navbarBottom = () => s.page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
    await s.page.mouse.move(640, 400);
    await s.page.mouse.wheel(0, 300);
    await s.page.mouse.wheel(0, 300);
    await s.page.waitForFunction(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom <= 0);
    await s.page.mouse.wheel(0, -120);
    await s.page.waitForFunction(() => document.querySelector('.navbar')!.getBoundingClientRect().top >= 0);
    assert.ok((await navbarBottom()) > 0);
    assert.ok((await s.page.evaluate(() => window.scrollY)) > 300, 'still far down the page');
    assertQuiet(s);
  },
);

describe('colorMode.respectPrefersColorScheme', () => {
  test(
    'a reader who has not chosen gets the system mode from the first frame, and follows it when it changes',
    TIMEOUT,
    async (t) => {
      const s = await open(t, { colorScheme: 'dark' });
      if (!s) return;
      await recordFirstPaintState(s.page);
      await visit(s, '/docs/long');
      assert.equal((await firstPaintState(s.page))?.theme, 'dark');
      await s.page.emulateMedia({ colorScheme: 'light' });
      await s.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
      assertQuiet(s);
    },
  );

  test('a choice made with the toggle wins over the system', TIMEOUT, async (t) => {
    const s = await open(t, { colorScheme: 'dark' });
    if (!s) return;
    await recordFirstPaintState(s.page);
    await visit(s, '/docs/long');
    await s.page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    assert.equal(await theme(s.page), 'light');
    await s.page.reload();
    await s.page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal((await firstPaintState(s.page))?.theme, 'light');
    await s.page.emulateMedia({ colorScheme: 'light' });
    await s.page.emulateMedia({ colorScheme: 'dark' });
    assert.equal(await theme(s.page), 'light');
    assertQuiet(s);
  });
});

describe('docs.sidebar', () => {
  test('autoCollapseCategories: opening a category closes the one opened before', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/long');
    const toggle = (label: string) => s.page.locator('.sidebar-category-toggle', { hasText: label });
    const closed = (label: string) =>
      s.page.locator('.sidebar-category-toggle[aria-expanded="false"]', { hasText: label });
    await toggle('Guides').click();
    assert.equal(await toggle('Guides').getAttribute('aria-expanded'), 'true');
    await s.page.locator('.sidebar').getByRole('link', { name: 'Setup' }).waitFor();
    await toggle('Reference').click();
    assert.equal(await toggle('Reference').getAttribute('aria-expanded'), 'true');
    await closed('Guides').waitFor();
    assert.equal(await s.page.locator('.sidebar').getByRole('link', { name: 'Setup' }).count(), 0);
    await toggle('Guides').click();
    await closed('Reference').waitFor();
    assertQuiet(s);
  });

  test('hideable: the sidebar folds away, the article takes its room, and it comes back', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/long');
    const articleLeft = () => s.page.locator('.doc-main').evaluate((el) => el.getBoundingClientRect().left);
    const before = await articleLeft();
    await s.page.getByRole('button', { name: 'Collapse sidebar' }).click();
    assert.equal(await s.page.locator('.sidebar').count(), 0);
    assert.ok((await articleLeft()) < before - 100, 'the article moves into the room the sidebar took');
    await s.page.getByRole('link', { name: /^Next/ }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Options' }).waitFor();
    assert.equal(await s.page.locator('.sidebar').count(), 0, 'still folded on the next doc');
    await s.page.getByRole('button', { name: 'Expand sidebar' }).click();
    await s.page.locator('.sidebar').getByRole('link', { name: 'Options' }).waitFor();
    assert.equal(await articleLeft(), before);
    assertQuiet(s);
  });
});

describe('navbar.logo.srcDark', () => {
  test('the navbar shows the dark logo in dark mode and the light one in light mode', TIMEOUT, async (t) => {
    const s = await open(t, { colorScheme: 'dark' });
    if (!s) return;
    await visit(s, '/docs/long');
    const shown = () =>
      s.page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.navbar-brand img')]
          .filter((img) => img.offsetParent !== null)
          .map((img) => new URL(img.src).pathname),
      );
    assert.deepEqual(await shown(), [`${BASE}img/logo-dark.svg`]);
    assert.equal(await s.page.locator('.navbar-brand img').first().getAttribute('alt'), 'UI Fixture logo');
    await s.page.emulateMedia({ colorScheme: 'light' });
    await s.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    assert.deepEqual(await shown(), [`${BASE}img/logo.svg`]);
    assertQuiet(s);
  });
});

describe('base-URL banner', () => {
  const banner = (page: Page) => page.getByRole('alert');

  test(
    'the home page served away from its base URL explains what to fix, though its bundle fails to load',
    TIMEOUT,
    async (t) => {
      const s = await openSession(t, browser, wrong?.url);
      if (!s) return;
      // The bundle is asked for after the first paint, so its 404 may come after the banner shows.
      const bundleFailed = s.page.waitForResponse(
        (response) =>
          response.status() === 404 && /^\/docs-site\/assets\/js\/main-\w+\.js$/.test(new URL(response.url()).pathname),
      );
      await s.page.goto(`${wrong!.url}/`);
      await banner(s.page).waitFor();
      assert.equal(await banner(s.page).locator('strong').textContent(), 'This site did not load properly.');
      assert.equal(
        await banner(s.page).locator('p').textContent(),
        'It was built for the base URL "/docs-site/" but is served from "/". Set baseUrl in site.config.yaml to "/" (or serve the site from "/docs-site/"), then build again.',
      );
      await bundleFailed;
    },
  );

  test('no banner where the site is served at its base URL, nor on other pages', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/');
    assert.equal(await banner(s.page).count(), 0);
    await s.page.goto(`${wrong!.url}/docs/long`);
    await s.page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await banner(s.page).count(), 0);
  });
});
