/*
 * What a reader of a translated site sees (issue #33): the locale dropdown, a plain list of links before any script
 * runs, reached and opened by the keyboard, leading to the page being read in each locale; and search, which looks in
 * the page's own locale and finds a Japanese word inside a sentence written without spaces, marked in the result.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startSite, tempDir, writeFiles, type ServedSite } from '../helpers/site.js';
import { axeViolations, launchBrowser } from './harness.js';
import { assertQuiet, hydrated, openSession, type Session } from './ui-session.js';

const TIMEOUT = { timeout: 180_000 };

const FILES = {
  'site.config.yaml': `title: Polyglot
url: https://polyglot.example.com
i18n:
  defaultLocale: en
  locales: [en, ja, fr]
navbar:
  items:
    - { type: doc, docId: intro, label: Guide }
    - { type: search, position: right }
    - { type: localeDropdown, position: right, dropdownItemsAfter: [{ label: Help us translate, href: 'https://translate.example.com' }] }
docs:
  sidebars:
    main: [intro, hooks]
`,
  'docs/intro.md': '# Introduction\n\nThe zebrafish swims.\n',
  'docs/hooks.md': '# Hooks\n\nState lives in hooks.\n',
  'i18n/ja/docusaurus-plugin-content-docs/current/intro.md': '# はじめに\n\nゼブラフィッシュが泳ぎます。\n',
  'i18n/ja/docusaurus-plugin-content-docs/current/hooks.md': '# フック\n\n状態はフックの中に保存されます。\n',
};

let browser: Browser | null = null;
let served: ServedSite | undefined;
let dir: string | undefined;

before(
  async () => {
    browser = await launchBrowser();
    if (!browser) return;
    dir = await tempDir('docgen-locales-browser-');
    await writeFiles(dir, FILES);
    served = await startSite(path.join(dir, 'site.config.yaml'));
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await served?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function visit(t: TestContext, route: string, javaScriptEnabled = true): Promise<Session | null> {
  const s = await openSession(t, browser, served?.url, { javaScriptEnabled });
  if (!s) return null;
  await s.page.goto(served!.url + route);
  await s.page.getByRole('heading', { level: 1 }).first().waitFor();
  if (javaScriptEnabled) await hydrated(s.page);
  return s;
}

const dropdown = (page: Page) => page.locator('.navbar-items-right .navbar-dropdown');
const menuLinks = (page: Page) =>
  dropdown(page)
    .locator('.navbar-dropdown-menu a')
    .evaluateAll((links) =>
      links.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? '', a.getAttribute('lang') ?? '']),
    );

test(
  'without scripts, the locale dropdown is a list of links the keyboard opens by reaching it',
  TIMEOUT,
  async (t) => {
    const s = await visit(t, '/ja/docs/hooks', false);
    if (!s) return;
    const toggle = dropdown(s.page).getByRole('button');
    assert.equal(await toggle.textContent(), '日本語');
    assert.deepEqual(await menuLinks(s.page), [
      ['English', '/docs/hooks', 'en'],
      ['日本語', '/ja/docs/hooks', 'ja'],
      ['Français', '/fr/docs/hooks', 'fr'],
      ['Help us translate', 'https://translate.example.com', ''],
    ]);
    const first = dropdown(s.page).locator('.navbar-dropdown-menu a').first();
    assert.equal(await first.isVisible(), false);
    await toggle.focus();
    assert.equal(await first.isVisible(), true, 'focus on the button shows the menu');
    await s.page.keyboard.press('Tab');
    assert.equal(await s.page.evaluate(() => document.activeElement?.getAttribute('href')), '/docs/hooks');
  },
);

test('the locale dropdown opens by keyboard and leads to the same page in the locale chosen', TIMEOUT, async (t) => {
  const s = await visit(t, '/docs/hooks');
  if (!s) return;
  const toggle = dropdown(s.page).getByRole('button');
  assert.equal(await toggle.textContent(), 'English');
  await toggle.focus();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await s.page.keyboard.press('Enter');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await s.page.locator('.navbar-dropdown-menu a[aria-current="page"]').textContent(), 'English');
  await s.page.keyboard.press('Tab');
  await s.page.keyboard.press('Tab');
  assert.equal(await s.page.evaluate(() => document.activeElement?.textContent), '日本語');
  await s.page.keyboard.press('Enter');
  await s.page.waitForURL(/\/ja\/docs\/hooks$/);
  await s.page.getByRole('heading', { level: 1, name: 'フック' }).waitFor();
  assert.equal(await s.page.getAttribute('html', 'lang'), 'ja');
  await hydrated(s.page);
  assert.deepEqual(await axeViolations(s.page), []);
  assertQuiet(s);
});

test('search looks in the page’s locale and finds a Japanese word inside a sentence', TIMEOUT, async (t) => {
  const s = await visit(t, '/ja/docs/intro');
  if (!s) return;
  await s.page.locator('.navbar-search-button').click();
  const input = s.page.getByRole('dialog').getByRole('combobox');
  // 状態 is one word of "状態はフックの中に保存されます", which has no space in it.
  await input.fill('状態');
  const result = s.page.getByRole('dialog').locator('a[href="/ja/docs/hooks"]').first();
  await result.waitFor();
  // The word found is marked in the result's text, as an English word is.
  assert.deepEqual(await result.locator('mark').allTextContents(), ['状態']);
  // The English pages are not in the Japanese index.
  assert.equal(await s.page.getByRole('dialog').locator('a[href^="/docs/"]').count(), 0);
  const requested = await s.page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  );
  assert.ok(requested.includes('/_docgen/search/ja-current.json'), requested.join('\n'));
  assert.ok(!requested.includes('/_docgen/search/en-current.json'));
  assertQuiet(s);
});
