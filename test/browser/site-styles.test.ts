/*
 * A migrated Docusaurus site's styles (issue #35): test/fixtures/styled-site sets Infima's custom properties in
 * its customCss, which give docgen's theme the site's colours and fonts, and rules loaded after the theme's.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { build } from '../../src/build.js';
import { FIXTURES, serveFolder, tempDir } from '../helpers/site.js';
import { launchBrowser } from './harness.js';
import { hydrated } from './ui-session.js';

const TIMEOUT = { timeout: 180_000 };
let browser: Browser | null = null;
let dir: string | undefined;
let served: { url: string; close(): Promise<void> } | undefined;

before(
  async () => {
    dir = await tempDir();
    await build({ configFile: path.join(FIXTURES, 'styled-site/site.config.yaml'), outDir: dir });
    browser = await launchBrowser();
    if (browser) served = await serveFolder(dir);
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await served?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('the site CSS is bundled after the theme, with its @import and url()s resolved', TIMEOUT, async () => {
  const cssDir = path.join(dir!, 'assets', 'js');
  const [cssFile] = (await readdir(cssDir)).filter((f) => f.endsWith('.css'));
  const css = await readFile(path.join(cssDir, cssFile!), 'utf8');
  assert.ok(css.indexOf('#2e8555') > css.lastIndexOf('.footer-'), 'the site CSS follows the theme');
  assert.match(css, /Styled Serif/);
  assert.match(css, /url\("?\/img\/stripe\.svg"?\)/);
  assert.match(css, /url\("?\.\.\/media\/mark-[A-Z0-9]+\.svg"?\)/);
});

test('Infima colours and fonts drive the theme, in both colour modes', TIMEOUT, async (t) => {
  if (!browser) return t.skip('no Chromium');
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${served!.url}/docs/intro`);
    await hydrated(page);
    const styles = () =>
      page.evaluate(() => {
        const link = document.querySelector('.markdown a')!;
        const code = document.querySelector('.markdown code')!;
        const navbar = document.querySelector('.navbar')!;
        return {
          link: getComputedStyle(link).color,
          body: getComputedStyle(document.body).fontFamily,
          code: getComputedStyle(code).fontFamily,
          navbarBorder: getComputedStyle(navbar).borderBottomColor,
        };
      });
    assert.deepEqual(await styles(), {
      link: 'rgb(46, 133, 85)',
      body: '"Styled Serif", Georgia, serif',
      code: '"Styled Mono", monospace',
      navbarBorder: 'rgb(200, 0, 0)',
    });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.equal((await styles()).link, 'rgb(37, 194, 160)');
  } finally {
    await page.close();
  }
});

test("the site's rules on Docusaurus's admonition classes apply to docgen's admonitions", TIMEOUT, async (t) => {
  if (!browser) return t.skip('no Chromium');
  const page = await browser.newPage();
  try {
    await page.goto(`${served!.url}/docs/second`);
    await hydrated(page);
    const looks = await page.evaluate(() =>
      [...document.querySelectorAll('.markdown aside')].map((aside) => ({
        background: getComputedStyle(aside).backgroundColor,
        border: getComputedStyle(aside).borderLeftColor,
      })),
    );
    assert.deepEqual(looks, [
      { background: 'rgb(0, 0, 200)', border: 'rgb(46, 133, 85)' },
      { background: 'rgb(255, 248, 230)', border: 'rgb(200, 100, 0)' },
    ]);
  } finally {
    await page.close();
  }
});
