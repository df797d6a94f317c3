/*
 * A doc whose images sit above its text (test/fixtures/images-site, docs/shift.md) in headless Chromium: the images
 * arrive only once the text is painted, and the page's layout-shift entries (what Lighthouse's CLS sums) add up to
 * nothing, since each image's box has its file's width and height before it loads.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { buildInto, FIXTURES, serveFolder } from '../helpers/site.js';
import { collectConsoleErrors, launchBrowser } from './harness.js';

let browser: Browser | null = null;
let served: { url: string; close(): Promise<void> } | undefined;
let built: Awaited<ReturnType<typeof buildInto>> | undefined;

before(
  async () => {
    browser = await launchBrowser();
    if (!browser) return;
    built = await buildInto(path.join(FIXTURES, 'images-site/site.config.yaml'));
    served = await serveFolder(built.outDir);
  },
  { timeout: 120_000 },
);
after(async () => {
  await browser?.close();
  await served?.close();
  await built?.cleanup();
});

test('images above the text shift nothing as they load: the cumulative layout shift is 0', async (t) => {
  if (!browser || !served) return t.skip('Chromium not installed');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  // The banner is held back until the page's text is painted, as a slow network would hold it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/img/banner.png', async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${served.url}/docs/shift`, { waitUntil: 'domcontentloaded' });
  await page.getByText('The text under the banners stays in place').waitFor();
  // Two frames: the text is on screen before any image arrives.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  release();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('article img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  // Layout shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  assert.equal(await page.locator('article img').count(), 2);
  assert.deepEqual(shifts, [], `layout shifts: ${shifts.join(', ')}`);
  assert.deepEqual(errors, []);
});
