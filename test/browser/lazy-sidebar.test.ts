/*
 * A sidebar too large to carry whole in every page (issue #21, point 2): closed categories come empty and
 * a long top level is cut short; the browser fetches the sidebar file when the reader opens one of them.
 * The site is generated here: an introduction, 24 top-level categories of two docs each, and a "Reference"
 * category of 30 docs, a long list inside a category.
 */
import assert from 'node:assert/strict';
import { rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { ROOT, serveFolder, tempDir } from '../helpers/site.js';
import { axeViolations, launchBrowser } from './harness.js';
import { assertQuiet, hydrated, openSession, type Session } from './ui-session.js';

const TIMEOUT = { timeout: 180_000 };
const SECTIONS = 24;
const REFERENCE = 30;
const SIDEBAR_FILE = /\/assets\/data\/sidebar-docs-[^/]+\.json$/;

let browser: Browser | null = null;
let dir: string | undefined;
let served: { url: string; close(): Promise<void> } | undefined;

async function writeSite(root: string): Promise<string> {
  const sections = Array.from({ length: SECTIONS }, (_, i) => `s${i}`);
  for (const section of sections) {
    await mkdir(path.join(root, 'docs', section), { recursive: true });
    for (const doc of ['a', 'b']) {
      await writeFile(
        path.join(root, 'docs', section, `${doc}.md`),
        `---\ntitle: Page ${section}${doc}\n---\n\nText of ${section}${doc}.\n`,
      );
    }
  }
  await mkdir(path.join(root, 'docs/ref'), { recursive: true });
  for (let i = 0; i < REFERENCE; i++)
    await writeFile(path.join(root, `docs/ref/r${i}.md`), `---\ntitle: Reference ${i}\n---\n\nText of r${i}.\n`);
  await mkdir(path.join(root, 'static'));
  await writeFile(path.join(root, 'static/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  await writeFile(path.join(root, 'docs/intro.md'), '---\ntitle: Introduction\n---\n\nWelcome.\n');
  const config = path.join(root, 'site.config.yaml');
  await writeFile(
    config,
    JSON.stringify({
      title: 'Lazy sidebar',
      url: 'https://lazy.example.com',
      pagesDir: 'pages',
      favicon: 'favicon.svg',
      docs: {
        sidebars: {
          docs: [
            'intro',
            ...sections.map((s, i) => ({ type: 'category', label: `Section ${i}`, items: [`${s}/a`, `${s}/b`] })),
            { type: 'category', label: 'Reference', items: Array.from({ length: REFERENCE }, (_, i) => `ref/r${i}`) },
          ],
        },
      },
    }),
  );
  return config;
}

before(
  async () => {
    browser = await launchBrowser();
    if (!browser) return;
    // Inside the repository, so that the site resolves React like a real site resolves its own packages.
    dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/lazy-sidebar-'));
    const configFile = await writeSite(dir);
    await build({ configFile, outDir: path.join(dir, 'build') });
    served = await serveFolder(path.join(dir, 'build'));
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await served?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function open(t: TestContext, route: string): Promise<(Session & { sidebarFetches: () => number }) | null> {
  const s = await openSession(t, browser, served?.url);
  if (!s) return null;
  let fetches = 0;
  s.page.on('request', (request) => {
    if (SIDEBAR_FILE.test(new URL(request.url()).pathname)) fetches++;
  });
  await s.page.goto(served!.url + route);
  await hydrated(s.page);
  return { ...s, sidebarFetches: () => fetches };
}

const sidebar = (page: Page) => page.locator('nav.sidebar').first();
const toggle = (page: Page, label: string) => sidebar(page).getByRole('button', { name: label, exact: true });

test(
  'the page carries the top level near it and its own path; the rest of the sidebar is not in its HTML',
  TIMEOUT,
  async () => {
    if (!served) return;
    const html = await (await fetch(`${served.url}/docs/s10/a`)).text();
    assert.match(html, /Page s10b/, 'the open category of the page');
    assert.match(html, /Section 14</);
    assert.doesNotMatch(html, /Section 15</, 'beyond the entries around the page');
    assert.doesNotMatch(html, /Page s2a/, 'the items of a closed category');
    assert.match(html, /Show 10 more/);
  },
);

test(
  'a closed category opens from the keyboard: its items are fetched once, focus stays, nothing above it moves',
  TIMEOUT,
  async (t) => {
    const s = await open(t, '/docs/s10/a');
    if (!s) return;
    const heading = await s.page.getByRole('heading', { level: 1 }).boundingBox();
    const button = toggle(s.page, 'Section 2');
    const before = await button.boundingBox();
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    await button.focus();
    await s.page.keyboard.press('Enter');
    await sidebar(s.page).getByRole('link', { name: 'Page s2b' }).waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.equal(await s.page.evaluate(() => document.activeElement?.textContent), 'Section 2');
    assert.deepEqual(await button.boundingBox(), before, 'the button did not move');
    assert.deepEqual(await s.page.getByRole('heading', { level: 1 }).boundingBox(), heading, 'the page did not move');
    await s.page.keyboard.press('Space');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    await toggle(s.page, 'Section 3').click();
    await sidebar(s.page).getByRole('link', { name: 'Page s3a' }).waitFor();
    assert.equal(s.sidebarFetches(), 1, 'one fetch of the sidebar file');
    assertQuiet(s);
  },
);

test('"Show more" puts the entries left out in its place and moves focus to the first of them', TIMEOUT, async (t) => {
  const s = await open(t, '/docs/s10/a');
  if (!s) return;
  const more = sidebar(s.page).getByRole('button', { name: 'Show 10 more' });
  await more.focus();
  await s.page.keyboard.press('Enter');
  await toggle(s.page, 'Section 23').waitFor();
  assert.equal(await more.count(), 0);
  assert.equal(await s.page.evaluate(() => document.activeElement?.textContent), 'Section 15');
  await s.page.keyboard.press('Enter');
  await sidebar(s.page).getByRole('link', { name: 'Page s15a' }).waitFor();
  assert.equal(await toggle(s.page, 'Section 15').getAttribute('aria-expanded'), 'true');
  assertQuiet(s);
});

test(
  'a long category\'s list is cut short around the page too; its "Show more" reveals the rest from the sidebar file',
  TIMEOUT,
  async (t) => {
    const s = await open(t, '/docs/ref/r20');
    if (!s) return;
    const html = await (await fetch(`${served!.url}/docs/ref/r20`)).text();
    assert.match(html, />Reference 7</);
    assert.doesNotMatch(html, />Reference 8</, 'between the first entries and those around the page');
    assert.match(html, />Reference 16</);
    assert.doesNotMatch(html, />Reference 25</, 'beyond the entries around the page');
    const more = sidebar(s.page).getByRole('button', { name: 'Show 8 more' });
    await more.focus();
    await s.page.keyboard.press('Enter');
    await sidebar(s.page).getByRole('link', { name: 'Reference 15' }).waitFor();
    assert.equal(await more.count(), 0);
    assert.equal(await s.page.evaluate(() => document.activeElement?.textContent), 'Reference 8');
    assert.equal(await sidebar(s.page).getByRole('button', { name: 'Show 5 more' }).count(), 1, 'the run after');
    assert.equal(s.sidebarFetches(), 1);
    assertQuiet(s);
  },
);

test(
  'after a client-side navigation the sidebar is whole, opened at the new page, and its categories still open',
  TIMEOUT,
  async (t) => {
    const s = await open(t, '/docs/s10/a');
    if (!s) return;
    await s.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await toggle(s.page, 'Section 2').click();
    await sidebar(s.page).getByRole('link', { name: 'Page s2b' }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Page s2b' }).waitFor();
    assert.equal(
      await s.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      true,
      'no full page load',
    );
    assert.equal(await sidebar(s.page).locator('a[aria-current="page"]').textContent(), 'Page s2b');
    assert.equal(
      await sidebar(s.page)
        .getByRole('button', { name: /^Show \d+ more$/ })
        .count(),
      0,
      'nothing left out',
    );
    await toggle(s.page, 'Section 20').click();
    await sidebar(s.page).getByRole('link', { name: 'Page s20a' }).waitFor();
    assert.equal(s.sidebarFetches(), 1);
    assertQuiet(s);
  },
);

test(
  'when the sidebar file fails to load, an opened category says so, and opening it again tries again',
  TIMEOUT,
  async (t) => {
    const s = await open(t, '/docs/s10/a');
    if (!s) return;
    await s.page.route(SIDEBAR_FILE, (route) => route.abort());
    const button = toggle(s.page, 'Section 2');
    await button.click();
    await sidebar(s.page)
      .getByRole('alert')
      .filter({ hasText: 'These items could not be loaded. Close and open again to retry.' })
      .waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');

    await s.page.unroute(SIDEBAR_FILE);
    await button.click();
    await button.click();
    await sidebar(s.page).getByRole('link', { name: 'Page s2a' }).waitFor();
    assert.equal(await sidebar(s.page).getByRole('alert').count(), 0);
  },
);

test(
  'when the sidebar file fails to load, "Show more" says so and tries again when pressed again',
  TIMEOUT,
  async (t) => {
    const s = await open(t, '/docs/s10/a');
    if (!s) return;
    await s.page.route(SIDEBAR_FILE, (route) => route.abort());
    const more = sidebar(s.page).getByRole('button', { name: 'Show 10 more' });
    await more.click();
    await sidebar(s.page)
      .getByRole('alert')
      .filter({ hasText: 'These items could not be loaded. Press the button to retry.' })
      .waitFor();

    await s.page.unroute(SIDEBAR_FILE);
    await more.click();
    await toggle(s.page, 'Section 23').waitFor();
    assert.equal(await sidebar(s.page).getByRole('alert').count(), 0);
  },
);

test(
  'axe finds nothing wrong in the sidebar with a category opened from the file and a run left out',
  TIMEOUT,
  async (t) => {
    const s = await open(t, '/docs/s10/a');
    if (!s) return;
    await toggle(s.page, 'Section 2').click();
    await sidebar(s.page).getByRole('link', { name: 'Page s2a' }).waitFor();
    const violations = (await axeViolations(s.page, 'nav.sidebar')).map((v) => v.id);
    assert.deepEqual(violations, []);
  },
);
