/** What the browser tests share: a fresh browser context per test, its page's errors, warnings and outside requests watched. */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { browserOnCraftSite, collectConsoleErrors } from './harness.js';

export interface Session {
  page: Page;
  /** Console errors and uncaught page errors. */
  errors: string[];
  warnings: string[];
  /** Requests to any host other than the site's. */
  external: string[];
}

export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 390, height: 844 };

export async function openSession(
  t: TestContext,
  browser: Browser | null,
  siteUrl: string | undefined,
  options: BrowserContextOptions = {},
): Promise<Session | null> {
  if (!browser || !siteUrl) {
    t.skip('Chromium not installed');
    return null;
  }
  const context = await browser.newContext({ viewport: WIDE, ...options });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const host = new URL(siteUrl).host;
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.host !== host) external.push(request.url());
  });
  return { page, errors, warnings, external };
}

/**
 * Records <html data-theme> (and the announcement attribute) in the first animation frame, which runs
 * just before the browser paints for the first time: what the reader sees first.
 */
export async function recordFirstPaintState(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { __firstPaint?: unknown }).__firstPaint = {
        theme: root.getAttribute('data-theme'),
        announcementDismissed: root.hasAttribute('data-announcement-dismissed'),
        bodyStarted: document.body !== null,
      };
    });
  });
}

export interface FirstPaintState {
  theme: string | null;
  announcementDismissed: boolean;
  bodyStarted: boolean;
}

export function firstPaintState(page: Page): Promise<FirstPaintState | undefined> {
  return page.evaluate(() => (window as unknown as { __firstPaint?: FirstPaintState }).__firstPaint);
}

/** WCAG contrast ratio of two CSS rgb()/rgba() colours (alpha ignored: callers pass opaque colours). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The page is hydrated once the runtime has marked it (its server-rendered copy looks the same before). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

export function assertQuiet(s: Session): void {
  assert.deepEqual(s.errors, [], 'console errors');
  assert.deepEqual(s.external, [], 'requests to other hosts');
}

/**
 * Sessions on the built craft.js site for the tests of a file (Chromium and the site as
 * `browserOnCraftSite` starts them): `open` starts one, or skips the test without Chromium; `visit`
 * goes to a route and waits for its heading.
 */
export function craftSiteSessions() {
  const shared = browserOnCraftSite();
  return {
    shared,
    open: (t: TestContext, options?: BrowserContextOptions) =>
      openSession(t, shared.browser, shared.site?.url, options),
    async visit(s: Session, route: string): Promise<void> {
      await s.page.goto(shared.site!.url + route);
      await s.page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  };
}
