/*
 * axe-core, injected into headless Chromium, finds no violation of any impact on every route of the craft.js
 * site (every URL of its sitemap, the search page with results, the not-found page, and one extra page with
 * every Markdown feature), in light and dark mode, at 1280 px and 390 px wide, and at 390 px with the mobile
 * menu open as well as closed. The search modal is checked open (empty, with results, with none) over a few
 * pages: it is the same dialog on every page. Colour contrast (code blocks included) is one of axe's rules;
 * images are also checked for meaningful alt text.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { copyOfCraftSite, FIXTURES, serveFolder, buildInto } from '../helpers/site.js';
import { launchBrowser } from './harness.js';
import { hydrated, NARROW, WIDE } from './ui-session.js';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const NOT_FOUND = '/no-such-page';
const KITCHEN_SINK = '/docs/kitchen-sink';
const SEARCH_RESULTS = '/search?q=node';
const SEARCH_MODAL_ROUTES = ['/', '/docs/api/frame', '/search'];

let browser: Browser | null = null;
let site: { url: string; routes: string[]; close(): Promise<void> } | undefined;
let axeSource = '';

before(async () => {
  browser = await launchBrowser();
  if (!browser) return;
  axeSource = await readFile(AXE_SOURCE, 'utf8');
  const copy = await copyOfCraftSite({ 'kitchen-sink.md': await readFile(path.join(FIXTURES, 'kitchen-sink.md'), 'utf8') });
  const built = await buildInto(copy.config);
  const served = await serveFolder(built.outDir);
  // Every public route is in the sitemap; the site's own URL is swapped for the local server's.
  const sitemap = await readFile(path.join(built.outDir, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>https:\/\/craft\.js\.org(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  site = {
    url: served.url,
    routes: [...routes, SEARCH_RESULTS, NOT_FOUND],
    close: async () => {
      await served.close();
      await built.cleanup();
      await copy.remove();
    },
  };
}, { timeout: 300_000 });

after(async () => {
  await browser?.close();
  await site?.close();
});

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe over the page, or only inside `within` (a selector) when the rest was checked already. */
async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, within);
}

/**
 * Images whose alt text tells nothing: missing, a file name, or a generic word. An inline SVG must be hidden,
 * named, or the icon of a control (whose own name axe checks).
 */
function unhelpfulImages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const img of document.querySelectorAll('img')) {
      const alt = img.getAttribute('alt')?.trim() ?? '';
      const decorative = alt === '' && (img.getAttribute('role') === 'presentation' || img.getAttribute('aria-hidden') === 'true');
      if (decorative) continue;
      if (alt.length < 4 || /\.(png|svg|jpe?g|webp|gif)$/i.test(alt) || /^(image|picture|photo|icon|logo)$/i.test(alt)) problems.push(`img ${img.getAttribute('src')}: alt "${alt}"`);
    }
    for (const svg of document.querySelectorAll('svg')) {
      if (svg.closest('[aria-hidden="true"], a[href], button, [role="button"]')) continue;
      const named = svg.getAttribute('role') === 'img' && (svg.getAttribute('aria-label') || svg.querySelector('title'));
      if (!named) problems.push(`svg in ${svg.parentElement?.className || svg.parentElement?.tagName}: neither hidden nor named`);
    }
    return problems;
  });
}

async function waitUntilReady(page: Page, route: string): Promise<void> {
  if (route.startsWith('/examples/')) {
    // The example editors render their page into the canvas once craft.js has mounted.
    await page.waitForFunction(() => (document.querySelector('[data-testid="canvas"]')?.textContent ?? '').trim().length > 0);
    return;
  }
  await hydrated(page);
  if (route === SEARCH_RESULTS) await page.locator('main a[href*="/docs/"]').first().waitFor();
}

/** The search modal's three states: just opened, showing results, showing none. */
async function searchModalStates(page: Page, report: (state: string, violations: AxeViolation[]) => void): Promise<void> {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.waitFor();
  report('search modal open', await axeViolations(page, '.search-modal'));
  await dialog.getByRole('combobox').fill('node');
  await dialog.getByRole('option').first().waitFor();
  report('search modal with results', await axeViolations(page, '.search-modal'));
  await dialog.getByRole('combobox').fill('zzqxv');
  await dialog.getByText('No results for').waitFor();
  report('search modal without results', await axeViolations(page, '.search-modal'));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

type Mode = 'light' | 'dark';

/**
 * Visits every route in one page of one browser context, so that the run stays fast, and returns every
 * problem found as a line naming the route, the state, the rule and the elements.
 */
async function auditRoutes(t: TestContext, mode: Mode, viewport: { width: number; height: number }): Promise<string[] | undefined> {
  if (!browser || !site) {
    t.skip('Chromium not installed');
    return undefined;
  }
  const context = await browser.newContext({ viewport });
  t.after(() => context.close());
  // A reader who picked this mode before: the head script applies it before the first paint.
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await context.newPage();
  const problems: string[] = [];
  const report = (route: string, state: string, violations: AxeViolation[], images: string[]) => {
    for (const v of violations) problems.push(`${route} [${state}] ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    for (const image of images) problems.push(`${route} [${state}] ${image}`);
  };
  assert.ok(site.routes.includes(KITCHEN_SINK), 'the page with every Markdown feature is among the routes');
  for (const route of site.routes) {
    await page.goto(site.url + route);
    await waitUntilReady(page, route);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode, `${route} is shown in ${mode} mode`);
    const state = `${mode}, ${viewport.width}px`;
    report(route, state, await axeViolations(page), await unhelpfulImages(page));

    if (SEARCH_MODAL_ROUTES.includes(route)) {
      await searchModalStates(page, (modalState, violations) => report(route, `${state}, ${modalState}`, violations, []));
    }

    const menuButton = page.locator('.navbar-menu-toggle');
    if (viewport.width <= NARROW.width && (await menuButton.isVisible())) {
      await menuButton.click();
      await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
      // The page behind was checked just before; what opening adds is the drawer.
      report(route, `${state}, menu open`, await axeViolations(page, '.mobile-menu'), await unhelpfulImages(page));
      await page.keyboard.press('Escape');
    }
  }
  return problems;
}

describe('axe finds no accessibility violation on any route', { concurrency: 2 }, () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const viewport of [WIDE, NARROW]) {
      const states = viewport === NARROW ? 'mobile menu closed and open' : 'desktop layout';
      test(`${mode} mode, ${viewport.width} px (${states})`, { timeout: 240_000 }, async (t) => {
        const problems = await auditRoutes(t, mode, viewport);
        if (problems) assert.deepEqual(problems, [], `${problems.length} accessibility problems`);
      });
    }
  }
});
