import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { build } from '../../src/build.js';
import { ROOT, serveFolder, tempDir, writeFiles } from '../helpers/site.js';
import { browserSkipReason, launchBrowser } from './harness.js';

// A stand-in for Plausible on 127.0.0.1: its script sends each page view it is told of to its endpoint, as the real one does.
const hits: string[] = [];
const stub = createServer((request, response) => {
  if (request.url === '/js/script.manual.js') {
    response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    response.end(
      `(function(){var q=(window.plausible&&window.plausible.q)||[];` +
        `window.plausible=function(){fetch(STUB+'/api/event?u='+encodeURIComponent(location.pathname),{mode:'no-cors'})};` +
        `q.forEach(function(a){window.plausible.apply(null,a)})})()`,
    );
    return;
  }
  if (request.url?.startsWith('/api/event')) hits.push(decodeURIComponent(request.url.split('u=')[1] ?? ''));
  response.writeHead(204, { 'access-control-allow-origin': '*' });
  response.end();
});

let dir: string;
let site: { url: string; close(): Promise<void> };
let browser: Browser | null = null;

before(
  async () => {
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/analytics-'));
    await writeFiles(dir, {
      'site.config.yaml': `title: Analytics
url: https://analytics.example.com
analytics:
  gtag: { trackingID: G-TEST }
  plausible: { domain: analytics.example.com, src: ${stubUrl}/js/script.manual.js }
headTags:
  - { tagName: meta, attributes: { name: generator-check, content: yes } }
scripts:
  - { src: ${stubUrl}/none.js, defer: true }
stylesheets:
  - ${stubUrl}/extra.css
`,
      'docs/intro.md': '# Intro\n\nGo to [the guide](./guide.md).\n',
      'docs/guide.md': '# Guide\n\nText.\n',
    });
    await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') });
    // The stub script names its endpoint through a global the page does not have otherwise.
    site = await serveFolder(path.join(dir, 'build'));
    browser = await launchBrowser();
    (globalThis as Record<string, unknown>).__stubUrl = stubUrl;
  },
  { timeout: 300_000 },
);
after(async () => {
  await browser?.close();
  await site?.close();
  stub.close();
  await rm(dir, { recursive: true, force: true });
});

test(
  'gtag and Plausible count the first page and each client-side navigation',
  { skip: browserSkipReason() },
  async () => {
    const page = await browser!.newPage();
    // Google's script is never fetched: gtag's queue (dataLayer) is what it would read.
    await page.route(/googletagmanager\.com/, (route) => route.abort());
    await page.addInitScript(`window.STUB = ${JSON.stringify((globalThis as Record<string, unknown>).__stubUrl)}`);
    await page.goto(`${site.url}/docs/intro`);
    await page.waitForSelector('html[data-hydrated]');
    await page.click('text=the guide');
    await page.waitForURL(/\/docs\/guide$/);
    await page.waitForFunction(() => document.title.startsWith('Guide'));
    const views = await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[][] }).dataLayer
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === 'config' || args[1] === 'page_view')
        .map((args) =>
          args[0] === 'config' ? `config ${args[1]}` : `page_view ${(args[2] as { page_path: string }).page_path}`,
        ),
    );
    assert.deepEqual(views, ['config G-TEST', 'page_view /docs/guide']);
    for (let i = 0; i < 50 && hits.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(hits, ['/docs/intro', '/docs/guide']);
    const head = await page.evaluate(() => document.head.innerHTML);
    assert.match(head, /<meta name="generator-check" content="yes">/);
    assert.match(head, /<script src="http:\/\/127\.0\.0\.1:\d+\/none\.js" defer=""><\/script>/);
    assert.match(head, /<link rel="stylesheet" href="http:\/\/127\.0\.0\.1:\d+\/extra\.css">/);
    await page.close();
  },
);
