/*
 * A doc whose images sit above its text (test/fixtures/images-site, docs/shift.md) in headless Chromium: the images
 * arrive only once the text is painted, and the page's layout-shift entries (what Lighthouse's CLS sums) add up to
 * nothing, since each image's box has its file's width and height before it loads.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { FIXTURES } from '../helpers/site.js';
import { browserOnFixture, collectConsoleErrors } from './harness.js';

const shared = browserOnFixture(path.join(FIXTURES, 'images-site/site.config.yaml'));

test('images above the text shift nothing as they load: the cumulative layout shift is 0', async (t) => {
  if (!shared.browser || !shared.site) return t.skip('Chromium not installed');
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 800 } });
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
  await page.goto(`${shared.site!.url}/docs/shift`, { waitUntil: 'domcontentloaded' });
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
