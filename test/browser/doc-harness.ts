/**
 * One Chromium for a test file of docs examples, and the page every example runs in: a made-up
 * origin served by the test itself (the examples call fetch('/api/…') and use localStorage), with
 * every console error and page error collected.
 */
import { after, before, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserSkipReason, collectConsoleErrors, launchBrowser } from './harness.js';

export const ORIGIN = 'http://docs-examples.test';
export const TIMEOUT = { timeout: 120_000 };

export interface DocPage {
  page: Page;
  /** Console errors and page errors, in order; cleared by `load`. */
  errors: string[];
  /** Goes to ORIGIN/ + `hash` and runs `script` there. */
  load(script: string, hash?: string): Promise<void>;
}

/** How the made-up backend answers `/api/…`: with nothing saved, or not at all (a network error). */
export type Backend = 'empty' | 'offline';

/** Launches Chromium before the file's tests and closes it after them; null when Chromium is missing. */
export function sharedBrowser(): { browser: Browser | null } {
  const shared: { browser: Browser | null } = { browser: null };
  before(async () => {
    shared.browser = await launchBrowser();
  }, TIMEOUT);
  after(() => shared.browser?.close());
  return shared;
}

/** A fresh browser context (its own localStorage) with one page; skips the test without Chromium. */
export async function openDocPage(
  t: TestContext,
  browser: Browser | null,
  backend: Backend = 'empty',
): Promise<DocPage | null> {
  if (!browser) {
    t.skip(browserSkipReason());
    return null;
  }
  const doc = await newDocPage(browser, backend);
  t.after(() => doc.page.context().close());
  return doc;
}

/** A fresh browser context with one page, closed with the browser. */
export async function newDocPage(browser: Browser, backend: Backend = 'empty'): Promise<DocPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/')
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>example</title><div id="root"></div>',
      });
    if (backend === 'offline' && url.pathname.startsWith('/api/')) return route.abort('internetdisconnected');
    return route.fulfill({ status: 200, body: '' });
  });
  return {
    page,
    errors,
    async load(script, hash = '') {
      // By way of a blank page, so that a change of hash alone still starts the script afresh
      await page.goto('about:blank');
      errors.length = 0;
      await page.goto(`${ORIGIN}/${hash}`);
      await page.addScriptTag({ content: script });
    },
  };
}
