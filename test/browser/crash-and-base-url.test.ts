/*
 * The router on a fixture site served under a base URL with trailing slashes, and the crash screen of a
 * page that throws while rendering in the browser (test/fixtures/router-site).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { buildInto, FIXTURES, serveFolder } from '../helpers/site.js';
import { collectConsoleErrors, launchBrowser } from './harness.js';

let browser: Browser | null = null;
let origin = '';
const cleanups: (() => Promise<void>)[] = [];

before(
  async () => {
    browser = await launchBrowser();
    if (!browser) return;
    const built = await buildInto(path.join(FIXTURES, 'router-site/site.config.yaml'));
    cleanups.push(built.cleanup);
    // The site is built for /base/, and served there.
    const served = await serveFolder(built.outDir, '/base/');
    cleanups.push(served.close);
    origin = served.url;
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function open(t: TestContext, path: string): Promise<{ page: Page; errors: string[]; fetched: string[] } | null> {
  if (!browser) {
    t.skip('Chromium not installed');
    return null;
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  // The pages' HTML the client fetched to navigate, not the documents the browser loaded.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(origin + path);
  await page.waitForFunction(() => history.state && typeof history.state.key === 'string');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  return { page, errors, fetched };
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

test('under a base URL with trailing slashes, links, the #hash and back work without a full load', async (t) => {
  const s = await open(t, '/base/');
  if (!s) return;
  await s.page.getByRole('link', { name: 'Read the first doc' }).click();
  await s.page.getByRole('heading', { level: 1, name: 'First doc' }).waitFor();
  assert.equal(new URL(s.page.url()).pathname, '/base/docs/first/');
  assert.ok(s.fetched.includes('/base/docs/first/'), s.fetched.join());
  await s.page.getByRole('link', { name: 'its details' }).click();
  await s.page.getByRole('heading', { level: 1, name: 'Second doc' }).waitFor();
  assert.equal(new URL(s.page.url()).pathname + new URL(s.page.url()).hash, '/base/docs/second/#details');
  assert.deepEqual(await s.page.locator('.sidebar a[aria-current="page"]').allTextContents(), ['Second doc']);
  await s.page.goBack();
  await s.page.getByRole('heading', { level: 1, name: 'First doc' }).waitFor();
  await s.page.goBack();
  await s.page.getByRole('heading', { level: 1, name: 'Router home' }).waitFor();
  assert.equal(await marker(s.page), 1);
  assert.deepEqual(s.errors, []);
});

test('a page that throws while rendering shows the crash screen, the navbar still works, and Try again renders it again', async (t) => {
  const s = await open(t, '/base/');
  if (!s) return;
  await s.page.evaluate(() => ((window as Window & { crashPage?: boolean }).crashPage = true));
  await s.page.getByRole('link', { name: 'Crash', exact: true }).click();
  await s.page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
  assert.equal(await s.page.getByText('The crash page threw while rendering').count(), 1, 'the error message is shown');
  assert.ok(s.errors.some((e) => e.includes('The crash page threw while rendering')));

  // Still crashing: trying again shows the crash screen again.
  await s.page.getByRole('button', { name: 'Try again' }).click();
  await s.page.getByRole('heading', { name: 'This page crashed.' }).waitFor();

  // The navbar stays usable: it leads away, and back to a page that renders again.
  await s.page.getByRole('link', { name: 'Docs', exact: true }).click();
  await s.page.getByRole('heading', { level: 1, name: 'First doc' }).waitFor();
  assert.equal(await s.page.getByText('This page crashed.').count(), 0);
  await s.page.goBack();
  await s.page.getByRole('heading', { name: 'This page crashed.' }).waitFor();

  await s.page.evaluate(() => ((window as Window & { crashPage?: boolean }).crashPage = false));
  await s.page.getByRole('button', { name: 'Try again' }).click();
  await s.page.getByRole('heading', { level: 1, name: 'Crash page' }).waitFor();
  assert.equal(await marker(s.page), 1, 'all of it happened without a full load');
});
