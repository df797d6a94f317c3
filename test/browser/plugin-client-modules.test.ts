import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { build } from '../../src/build.js';
import { copyOfFixtureSite, serveFolder } from '../helpers/site.js';
import { browserSkipReason, launchBrowser } from './harness.js';

/** The browser module of test/fixtures/plugin-extras-site's plugin, which counts its runs on <html>. */
let dir: string;
let site: { url: string; close(): Promise<void> };
let browser: Browser | null = null;

before(
  async () => {
    const copy = await copyOfFixtureSite('plugin-extras-site');
    dir = copy.dir;
    await build({ configFile: copy.config, outDir: path.join(dir, 'build') });
    site = await serveFolder(path.join(dir, 'build'));
    browser = await launchBrowser();
  },
  { timeout: 300_000 },
);
after(async () => {
  await browser?.close();
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

test(
  "a plugin's browser module loads only on the pages its selector matches, on hydration and on client-side navigation",
  { skip: browserSkipReason() },
  async () => {
    const page = await browser!.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${site.url}/docs/plain`);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    const onPlain = scripts.length;
    assert.equal(await page.getAttribute('html', 'data-fancy-runs'), null);
    await page.click('text=fancy');
    await page.waitForSelector('html[data-fancy-runs="1"]');
    assert.ok(scripts.length > onPlain, 'the fancy page loaded the module');
    await page.goto(`${site.url}/docs/fancy`);
    await page.waitForSelector('html[data-fancy-runs="1"]');
    await page.close();
  },
);
