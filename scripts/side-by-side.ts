// Screenshots of a migrated site beside Docusaurus's build of it (issue #35): the home page and one doc page, at
// 1280 px, light and dark, from both build folders served on 127.0.0.1.
//   node --import tsx scripts/side-by-side.ts DOCUSAURUS_BUILD DOCGEN_BUILD OUT_DIR [/docs/a-doc] [--base /path/]
// Writes OUT_DIR/<page>-<mode>-{docusaurus,docgen}.png; OUT_DIR should lie outside the repository.
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createStaticServer } from '../src/server/serve-static.js';

const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args.splice(baseAt, 2)[1]! : '/';
const [docusaurusBuild, docgenBuild, outDir, docPage = '/docs/'] = args;
if (!docusaurusBuild || !docgenBuild || !outDir) {
  process.stderr.write('usage: side-by-side.ts DOCUSAURUS_BUILD DOCGEN_BUILD OUT_DIR [DOC_PATH] [--base /path/]\n');
  process.exit(2);
}

async function serve(root: string): Promise<{ url: string; close(): void }> {
  const server = createStaticServer({ root: path.resolve(root), basePath: base });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** The page in one colour mode: both themes read it from localStorage's `theme` before the first paint. */
async function shoot(browser: Browser, url: string, mode: 'light' | 'dark', file: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: mode });
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await context.newPage();
  // Not 'networkidle': a page with analytics or live search may never get there.
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file });
  await context.close();
}

await mkdir(outDir, { recursive: true });
const servers = { docusaurus: await serve(docusaurusBuild), docgen: await serve(docgenBuild) };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const pages = { home: base, doc: path.posix.join(base, docPage) };
  for (const [name, route] of Object.entries(pages))
    for (const mode of ['light', 'dark'] as const)
      for (const [tool, server] of Object.entries(servers)) {
        const file = path.join(outDir, `${name}-${mode}-${tool}.png`);
        await shoot(browser, server.url + route, mode, file);
        process.stdout.write(`${file}\n`);
      }
} finally {
  await browser.close();
  for (const server of Object.values(servers)) server.close();
}
