/*
 * A plain Markdown site (test/fixtures/tabs-site, no MDX) in headless Chromium: its code group and npm2yarn blocks are
 * tabs that switch on a click and the keyboard, one npm2yarn choice holds on the page and on the next page; printed,
 * a page is its article, with wrapped code, external links' addresses and light colours in dark mode.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { FIXTURES } from '../helpers/site.js';
import { browserOnFixture, collectConsoleErrors } from './harness.js';

const shared = browserOnFixture(path.join(FIXTURES, 'tabs-site/site.config.yaml'));

async function open(t: TestContext, theme?: 'dark'): Promise<{ page: Page; errors: string[] } | null> {
  if (!shared.browser || !shared.site) {
    t.skip('Chromium not installed');
    return null;
  }
  const context = await shared.browser.newContext();
  t.after(() => context.close());
  if (theme) await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`${shared.site!.url}/docs/install`);
  return { page, errors };
}

const waitForIslands = (page: Page) =>
  page.waitForFunction(() => {
    const islands = [...document.querySelectorAll('[data-island]')];
    return islands.length > 0 && islands.every((island) => island.hasAttribute('data-hydrated'));
  });
/** The label of the selected tab of each Tabs on the page. */
const selected = (page: Page) =>
  page.$$eval('[role=tab][aria-selected=true]', (tabs) => tabs.map((tab) => tab.textContent));
const visibleCode = (page: Page) =>
  page.$$eval('[role=tabpanel]:not([hidden]) code', (codes) => codes.map((code) => code.textContent));

test('code groups and npm2yarn blocks of a Markdown page are tabs: click, keyboard, and one choice for the group', async (t) => {
  const opened = await open(t);
  if (!opened) return;
  const { page, errors } = opened;
  await waitForIslands(page);
  assert.deepEqual(await selected(page), ['npm', 'config.js', 'npm']);
  assert.deepEqual(await visibleCode(page), [
    'npm install --save-dev docgen-ssr',
    "export default { title: 'Docs' };",
    'npm run build',
  ]);

  await page.getByRole('tab', { name: 'config.ts' }).click();
  await page.waitForFunction(
    () => document.querySelectorAll('[role=tab][aria-selected=true]')[1]?.textContent === 'config.ts',
  );

  // One npm2yarn group: choosing pnpm in the first block chooses it in the second, by the keyboard too.
  await page.getByRole('tab', { name: 'Yarn' }).first().click();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role=tab][aria-selected=true]')].map((tab) => tab.textContent).join() ===
      'pnpm,config.ts,pnpm',
  );
  assert.deepEqual(await visibleCode(page), [
    'pnpm add --save-dev docgen-ssr',
    "export default { title: 'Docs' } satisfies Config;",
    'pnpm run build',
  ]);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'pnpm');

  // The choice holds on the site's other pages.
  await page.goto(`${shared.site!.url}/docs/usage`);
  await waitForIslands(page);
  await page.waitForFunction(() => document.querySelector('[role=tab][aria-selected=true]')?.textContent === 'pnpm');
  assert.deepEqual(await visibleCode(page), ['pnpm dlx docgen-ssr build']);
  assert.deepEqual(errors, []);
});

test('a printed page is its article: no navbar, sidebar, table of contents, footer or copy buttons', async (t) => {
  const opened = await open(t, 'dark');
  if (!opened) return;
  const { page } = opened;
  await page.emulateMedia({ media: 'print' });
  const shown = (selector: string) =>
    page.$$eval(selector, (elements) => elements.some((element) => element.getClientRects().length > 0));
  for (const selector of ['.navbar', '.doc-sidebar', '.doc-toc', '.footer', '.code-copy', '.pagination'])
    assert.equal(await shown(selector), false, `${selector} is printed`);
  assert.equal(await shown('.doc-article h1'), true);
  const styles = await page.evaluate(() => {
    const pre = [...document.querySelectorAll('pre')].at(-1)!;
    const link = document.querySelector<HTMLAnchorElement>('.markdown a[href^="https://"]')!;
    const local = document.querySelector<HTMLAnchorElement>('.markdown a[href^="/docs/"]')!;
    return {
      theme: document.documentElement.dataset.theme,
      wrap: getComputedStyle(pre).whiteSpace,
      fits: pre.scrollWidth <= pre.clientWidth,
      after: getComputedStyle(link, '::after').content,
      localAfter: getComputedStyle(local, '::after').content,
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('.doc-article p')!).color,
      code: getComputedStyle(document.querySelector('.code-block-body pre')!).backgroundColor,
    };
  });
  assert.deepEqual(styles, {
    theme: 'dark',
    wrap: 'pre-wrap',
    fits: true,
    after: '" (https://example.com/guide)"',
    localAfter: 'none',
    background: 'rgb(255, 255, 255)',
    text: 'rgb(28, 30, 33)',
    code: 'rgb(246, 248, 250)',
  });
});
