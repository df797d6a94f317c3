/*
 * A Docusaurus site's own pages in the browser (issue #35): test/fixtures/docusaurus-pages-site after
 * `docgen init --from-docusaurus`. An interactive page hydrates from its own chunk; a static page loads no code of
 * its own and keeps its CSS module's styles, also when reached by client-side navigation; axe finds nothing.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { migratedFixtureSite, type MigratedSite } from '../helpers/docusaurus-site.js';
import { serveFolder } from '../helpers/site.js';
import { collectConsoleErrors, launchBrowser } from './harness.js';
import { hydrated } from './ui-session.js';

const TIMEOUT = { timeout: 120_000 };
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let browser: Browser | null = null;
let built: MigratedSite | undefined;
let served: { url: string; close(): Promise<void> } | undefined;

before(
  async () => {
    built = await migratedFixtureSite('docusaurus-pages-site');
    browser = await launchBrowser();
    if (browser) served = await serveFolder(built.outDir);
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await served?.close();
  await built?.cleanup();
});

/** A page at `route`, hydrated, with the scripts it requested (file names without their hash). */
async function visit(route: string): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const page = await browser!.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = collectConsoleErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/js\/([\w]+?)-[A-Z0-9]+\.js$/.exec(request.url())?.[1];
    if (name) scripts.push(name);
  });
  await page.goto(`${served!.url}${route}`);
  await hydrated(page);
  return { page, scripts, errors };
}

const heroBorder = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('header[class*="_hero_"]')!).borderBottomColor);

test('an interactive page hydrates from its own chunk, and its state works', TIMEOUT, async (t) => {
  if (!browser) return t.skip('no Chromium');
  const { page, scripts, errors } = await visit('/counter');
  try {
    assert.ok(scripts.includes('counter'), `the page's chunk is loaded: ${scripts.join(', ')}`);
    const button = page.getByRole('button', { name: /Clicked/ });
    await button.click();
    await button.click();
    assert.equal(await button.textContent(), 'Clicked 2 times');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('a static page loads no script a doc page does not, and wears its CSS module', TIMEOUT, async (t) => {
  if (!browser) return t.skip('no Chromium');
  const home = await visit('/');
  const doc = await visit('/docs/intro');
  try {
    assert.deepEqual([...home.scripts].sort(), [...doc.scripts].sort());
    assert.equal(await heroBorder(home.page), 'rgb(122, 62, 157)');
    // Reached from a doc without a full load, it still has its stylesheet.
    await doc.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await doc.page.getByRole('link', { name: 'home' }).click();
    await doc.page.locator('h1', { hasText: 'Pages site' }).waitFor();
    assert.equal(await doc.page.evaluate(() => (window as unknown as { marker?: number }).marker), 1);
    assert.equal(await heroBorder(doc.page), 'rgb(122, 62, 157)');
    assert.equal(await doc.page.title(), 'Welcome | Pages site');
    assert.deepEqual([...home.errors, ...doc.errors], []);
  } finally {
    await home.page.close();
    await doc.page.close();
  }
});

test("Infima's classes style the pages written in them, under the site's own CSS", TIMEOUT, async (t) => {
  if (!browser) return t.skip('no Chromium');
  const home = await visit('/');
  const faq = await visit('/help/faq');
  try {
    // The site's --ifm-color-primary fills a primary button, sized as Infima sizes it.
    const button = await home.page.getByRole('link', { name: 'Get started' }).evaluate((a) => {
      const style = getComputedStyle(a);
      return [style.backgroundColor, style.color, style.paddingLeft, style.fontWeight, style.display];
    });
    assert.deepEqual(button, ['rgb(122, 62, 157)', 'rgb(255, 255, 255)', '24px', '700', 'inline-block']);
    // The site's custom CSS comes after Infima's classes, as in Docusaurus: its rule for the subtitle wins.
    const subtitle = await home.page.locator('.hero__subtitle').evaluate((p) => getComputedStyle(p).fontSize);
    assert.equal(subtitle, '20px');
    // A Markdown page's frame: a column of 8 of Infima's 12.
    const column = await faq.page.evaluate(() => {
      const col = document.querySelector('.col--8')!;
      return Math.round((col.getBoundingClientRect().width / col.parentElement!.getBoundingClientRect().width) * 12);
    });
    assert.equal(column, 8);
    // The admonition wears Docusaurus's classes, Infima's alert ones too, for the site's CSS, and keeps the theme's look.
    const admonition = await faq.page.locator('aside.admonition').evaluate((aside) => {
      const style = getComputedStyle(aside);
      return [
        aside.className,
        style.paddingTop,
        style.boxShadow,
        style.color === getComputedStyle(document.body).color,
      ];
    });
    assert.deepEqual(admonition, [
      'admonition admonition-tip theme-admonition theme-admonition-tip alert alert--success',
      '12px',
      'none',
      true,
    ]);
    assert.deepEqual([...home.errors, ...faq.errors], []);
  } finally {
    await home.page.close();
    await faq.page.close();
  }
});

test(
  'a page written for Infima is laid out as Docusaurus lays it out: hero, spacing, command box, alert, table',
  TIMEOUT,
  async (t) => {
    if (!browser) return t.skip('no Chromium');
    const { page, errors } = await visit('/showcase');
    try {
      const left = (selector: string) =>
        page.locator(selector).evaluate((e) => Math.round(e.getBoundingClientRect().left));
      const styles = (selector: string, properties: string[]) =>
        page
          .locator(selector)
          .evaluate((e, names) => names.map((n) => getComputedStyle(e).getPropertyValue(n)), properties);
      const layout = {
        // A hero is a flex row: its container spans it, so the title starts at the container's edge, not centred.
        heroTitleLeft: await left('header.hero h1'),
        mainLeft: await left('main.container h2'),
        heading: await styles('header.hero h1', ['margin-top', 'margin-bottom']),
        paragraph: await styles('header.hero p', ['margin-top', 'margin-bottom']),
        list: await styles('main ul', ['margin-top', 'padding-left']),
        codeBackground: (await styles('main pre', ['background-color']))[0],
        alert: await styles('.alert', ['background-color', 'border-left-width', 'color']),
        cell: await styles('main td', ['padding-left', 'border-top-style']),
      };
      // (1280 - 1140) / 2 + 16 px of padding.
      assert.equal(layout.heroTitleLeft, 86);
      assert.equal(layout.mainLeft, 86);
      assert.deepEqual(layout.heading, ['0px', '16px']);
      assert.deepEqual(layout.paragraph, ['0px', '20px']);
      assert.deepEqual(layout.list, ['0px', '32px']);
      assert.notEqual(layout.codeBackground, 'rgba(0, 0, 0, 0)', 'the command is in a box');
      assert.deepEqual(layout.alert, ['rgb(255, 248, 230)', '5px', 'rgb(77, 56, 0)']);
      assert.deepEqual(layout.cell, ['12px', 'solid']);
      // Its Copy button copies, as a doc's does.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Copy code to clipboard' }).click();
      await page.getByRole('button', { name: 'Copied' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'npm install pages-site');
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  },
);

// The home page and /about have a hero <header> beside the navbar's: axe counts the banners.
test('axe finds no violation on the React, interactive and MDX pages', TIMEOUT, async (t) => {
  if (!browser) return t.skip('no Chromium');
  const axe = await readFile(AXE_SOURCE, 'utf8');
  for (const route of ['/', '/counter', '/about', '/showcase', '/help/faq', '/docs/intro']) {
    const { page } = await visit(route);
    try {
      await page.addScriptTag({ content: axe });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }).axe;
        return (await axe.run()).violations.map((v) => v.id);
      });
      assert.deepEqual(violations, [], route);
    } finally {
      await page.close();
    }
  }
});

test(
  "the navbar's icon link and HTML items show as the site wrote them, also in the mobile menu",
  TIMEOUT,
  async (t) => {
    if (!browser) return t.skip('no Chromium');
    const { page, errors } = await visit('/docs/intro');
    try {
      const github = page.getByRole('link', { name: 'GitHub repository' });
      assert.equal(await github.getAttribute('href'), 'https://github.com/example/pages');
      // The site's CSS draws the icon: the link is as wide as it.
      const icon = await github.evaluate((a) => getComputedStyle(a, '::before').width);
      assert.equal(icon, '24px');
      assert.equal(await page.locator('.navbar .beta-badge').textContent(), 'beta');
      assert.equal(
        await page.getByRole('link', { name: 'Chat with us' }).getAttribute('href'),
        'https://example.com/chat',
      );
      await page.setViewportSize({ width: 600, height: 800 });
      await page.getByRole('button', { name: 'Open the navigation menu' }).click();
      const menu = page.getByRole('dialog');
      await menu.getByRole('link', { name: 'GitHub repository' }).waitFor();
      assert.equal(await menu.locator('.beta-badge').textContent(), 'beta');
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  },
);
