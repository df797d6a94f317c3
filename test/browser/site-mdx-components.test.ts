/*
 * A Docusaurus site's MDXComponents gives every doc a stateful component, which no doc imports: after
 * `docgen init --from-docusaurus` and a build, it works in headless Chromium as an island.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { migratedFixtureSite, type MigratedSite } from '../helpers/docusaurus-site.js';
import { serveFolder } from '../helpers/site.js';
import { collectConsoleErrors, launchBrowser } from './harness.js';

let browser: Browser | null = null;
let built: MigratedSite | undefined;
let served: { url: string; close(): Promise<void> } | undefined;

before(
  async () => {
    browser = await launchBrowser();
    if (!browser) return;
    built = await migratedFixtureSite('docusaurus-theme-site');
    served = await serveFolder(built.outDir);
  },
  { timeout: 180_000 },
);
after(async () => {
  await browser?.close();
  await served?.close();
  await built?.cleanup();
});

test('a stateful component from MDXComponents hydrates and keeps its state', { timeout: 120_000 }, async (t) => {
  if (!browser || !served) return t.skip('Chromium not installed');
  const context = await browser.newContext();
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`${served.url}/intro`);
  // A click before the island is hydrated is the static markup's, and counts nothing.
  await page.waitForSelector('[data-island][data-hydrated] .clicker');
  assert.equal(await page.textContent('.clicker'), 'Clicked 1 times');
  await page.click('.clicker');
  await page.click('.clicker');
  await page.waitForFunction(() => document.querySelector('.clicker')?.textContent === 'Clicked 3 times');
  assert.deepEqual(errors, []);
});
