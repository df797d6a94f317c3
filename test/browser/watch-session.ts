import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { WatchServer } from '../../src/watch/serve-watch.js';
import { copyOfFixtureSite } from '../helpers/site.js';
import { save, startWatch, waitFor } from '../helpers/watch.js';
import { browserSkipReason, collectConsoleErrors, launchBrowser } from './harness.js';

/** A paragraph list long enough to scroll a page by 900 px in a 700 px high window. */
export const FILLER = Array.from(
  { length: 60 },
  (_, i) => `Paragraph ${i} of a long page, long enough to scroll.`,
).join('\n\n');

/**
 * `serve --watch` on a copy of the mini-site (with a favicon, whose absence the browser reports as a console error),
 * changed first by `prepare`, and one Chromium page: started before a file's tests, closed after them.
 */
export function browserOnWatchedSite(
  prepare: (
    edit: (p: string, change: (old: string) => string) => Promise<void>,
    file: (p: string) => string,
  ) => Promise<void>,
) {
  const skip = browserSkipReason();
  let site: { dir: string; config: string };
  let browser: Browser | null;
  const file = (p: string) => path.join(site.dir, p);
  const session = {
    skip,
    server: undefined as unknown as WatchServer,
    page: undefined as unknown as Page,
    consoleErrors: [] as string[],
    file,
    async edit(p: string, change: (old: string) => string) {
      await save(file(p), change(await readFile(file(p), 'utf8')));
    },
    /** Opens a page and waits until its live-reload connection is up. */
    async open(route: string) {
      const { server, page } = session;
      const before = server.connections;
      await page.goto(new URL(route, server.url).href);
      await waitFor(
        'the page to connect for live reload',
        () => server.connections > before || server.connections >= 1,
      );
    },
    pageHas: (text: string) =>
      session.page.waitForFunction((t) => document.body.textContent!.includes(t), text, { timeout: 120_000 }),
    overlay: () => session.page.locator('docgen-error-overlay'),
  };
  before(async () => {
    if (skip) return;
    site = await copyOfFixtureSite('mini-site');
    await session.edit('site.config.yaml', (s) => s.replace('title: Mini', 'title: Mini\nfavicon: img/dot.svg'));
    await prepare(session.edit, file);
    ({ server: session.server } = await startWatch(site.config));
    browser = await launchBrowser();
    session.page = await browser!.newPage({ viewport: { width: 1100, height: 700 } });
    session.consoleErrors = collectConsoleErrors(session.page);
  });
  after(async () => {
    if (skip) return;
    await browser?.close();
    await session.server.close();
    await rm(site.dir, { recursive: true, force: true });
  });
  return session;
}
