/*
 * axe-core, injected into headless Chromium, finds no violation of any impact on the routes of the craft.js site
 * that differ in template or element looks (test/browser/audited-routes.ts: every URL of its sitemap but the doc pages
 * whose every element look another audited doc shows; the search page with results, the not-found page, and one extra
 * doc with every Markdown feature), in light and dark mode, at 1280 px and 390 px wide, and at 390 px with the mobile
 * menu open as well as closed. The search modal is checked open (empty, with results, with none) over a few
 * pages: it is the same dialog on every page. Colour contrast (code blocks included: each look of a highlighted token
 * once a page, see markRepeatedCodeTokens) is one of axe's rules; images are also checked for meaningful alt text.
 * axe's colour rules run in both modes; its other rules, which read only the DOM, run in light mode (see
 * DARK_MODE_RULES). Each width is a test file of its own (accessibility-desktop and accessibility-mobile), so that the
 * two halves of the audit run at once, one in each of the test runner's two processes, each with its own Chromium.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { craftSiteWithKitchenSink, serveFolder } from '../helpers/site.js';
import { routesToAudit } from './audited-routes.js';
import { axeViolations, launchBrowser, type AxeViolation } from './harness.js';
import { hydrated, NARROW } from './ui-session.js';

const NOT_FOUND = '/no-such-page';
const KITCHEN_SINK = '/docs/kitchen-sink';
const SEARCH_RESULTS = '/search?q=node';
const SEARCH_MODAL_ROUTES = ['/', KITCHEN_SINK, '/search'];

/**
 * What dark mode changes is colours: on every route, at both widths, its DOM is light mode's but for the colour-mode
 * toggle's label ("currently dark mode"), which of its two aria-hidden icons shows, and which of the home page's two
 * preview images (the same alt text; unhelpfulImages checks both in both modes). So in dark mode axe runs only
 * the rules that read colours (its category "color" less color-contrast-enhanced, a AAA rule it does not run by
 * default), which are most of its time on a long page; the rules that read the DOM ran on the same DOM in light mode.
 */
const DARK_MODE_RULES = ['color-contrast', 'link-in-text-block'];

interface AuditedSite {
  url: string;
  routes: string[];
  close(): Promise<void>;
}

/**
 * Builds the craft.js site with the extra page (once per test run) and serves it. Built before the tests are declared,
 * as there is one test per audited route; a build that hangs fails the file after minutes rather than never.
 */
async function auditedSite(): Promise<AuditedSite> {
  const built = await craftSiteWithKitchenSink();
  const served = await serveFolder(built.outDir);
  // Every public route is in the sitemap; the site's own URL is swapped for the local server's.
  const sitemap = await readFile(path.join(built.outDir, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>https:\/\/craft\.js\.org(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  return {
    url: served.url,
    routes: [...(await routesToAudit(routes, '/docs/', servedHtml(served.url))), SEARCH_RESULTS, NOT_FOUND],
    close: async () => {
      await served.close();
      await built.cleanup();
    },
  };
}

function servedHtml(url: string): (route: string) => Promise<string> {
  return async (route) => {
    const response = await fetch(url + route);
    assert.equal(response.status, 200, route);
    return response.text();
  };
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
      const decorative =
        alt === '' && (img.getAttribute('role') === 'presentation' || img.getAttribute('aria-hidden') === 'true');
      if (decorative) continue;
      if (alt.length < 4 || /\.(png|svg|jpe?g|webp|gif)$/i.test(alt) || /^(image|picture|photo|icon|logo)$/i.test(alt))
        problems.push(`img ${img.getAttribute('src')}: alt "${alt}"`);
    }
    for (const svg of document.querySelectorAll('svg')) {
      if (svg.closest('[aria-hidden="true"], a[href], button, [role="button"]')) continue;
      const named =
        svg.getAttribute('role') === 'img' && (svg.getAttribute('aria-label') || svg.querySelector('title'));
      if (!named)
        problems.push(`svg in ${svg.parentElement?.className || svg.parentElement?.tagName}: neither hidden nor named`);
    }
    return problems;
  });
}

/** What marks a code token that axe's colour-contrast rule leaves out (see markRepeatedCodeTokens). */
const REPEATED_TOKEN = 'data-axe-repeated-look';

/**
 * A long page's code blocks hold thousands of highlighted tokens, and checking each one's contrast was most of axe's
 * time there; yet tokens of one kind look alike. Marks each token (a span of a code block with no element inside and
 * no attribute but its class) that looks as one met before on the page, for axe's colour-contrast rule to leave out
 * (its other rules check every token): the same computed colour, font size and weight, text shadow, opacity, filter
 * and background as that one, inside ancestors with the same backgrounds, opacities, filters and blend modes. The
 * token met first with each look is checked, and only one shown within its block's width counts as met, so a token
 * scrolled out of view never stands for a shown one.
 */
function markRepeatedCodeTokens(page: Page): Promise<void> {
  return page.evaluate((mark) => {
    const own = [
      'color',
      'font-size',
      'font-weight',
      'text-shadow',
      'opacity',
      'filter',
      'background-color',
      'background-image',
    ];
    const behind = ['background-color', 'background-image', 'opacity', 'filter', 'mix-blend-mode'];
    const styleOf = (element: Element, properties: string[]) => {
      const style = getComputedStyle(element);
      return properties.map((p) => style.getPropertyValue(p)).join(';');
    };
    // Tokens share most of their ancestors: each ancestor's styles are read once.
    const behindStyles = new Map<Element, string>();
    const behindOf = (element: Element) => {
      let style = behindStyles.get(element);
      if (style === undefined) behindStyles.set(element, (style = styleOf(element, behind)));
      return style;
    };
    const looks = new Set<string>();
    const repeated: Element[] = [];
    for (const token of document.querySelectorAll('pre span')) {
      if (token.childElementCount > 0 || token.getAttributeNames().some((name) => name !== 'class')) continue;
      const block = token.closest('pre')!.getBoundingClientRect();
      const box = token.getBoundingClientRect();
      if (box.width === 0 || box.left < block.left || box.right > block.right) continue;
      const parts = [styleOf(token, own)];
      for (let up = token.parentElement; up; up = up.parentElement) parts.push(behindOf(up));
      const look = parts.join('|');
      if (looks.has(look)) repeated.push(token);
      else looks.add(look);
    }
    // Marked once all is measured: an attribute set in between would have the page's styles computed again.
    for (const token of repeated) token.setAttribute(mark, '');
  }, REPEATED_TOKEN);
}

async function waitUntilReady(page: Page, route: string): Promise<void> {
  if (route.startsWith('/examples/')) {
    // The example editors render their page into the canvas once craft.js has mounted.
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="canvas"]')?.textContent ?? '').trim().length > 0,
    );
    return;
  }
  await hydrated(page);
  if (route === SEARCH_RESULTS) await page.locator('main a[href*="/docs/"]').first().waitFor();
}

/** The search modal's three states: just opened, showing results, showing none. */
async function searchModalStates(
  page: Page,
  rules: readonly string[] | undefined,
  report: (state: string, violations: AxeViolation[]) => void,
): Promise<void> {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.waitFor();
  report('search modal open', await axeViolations(page, '.search-modal', rules));
  await dialog.getByRole('combobox').fill('node');
  await dialog.getByRole('option').first().waitFor();
  report('search modal with results', await axeViolations(page, '.search-modal', rules));
  await dialog.getByRole('combobox').fill('zzqxv');
  await dialog.getByText('No results for').waitFor();
  report('search modal without results', await axeViolations(page, '.search-modal', rules));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

type Mode = 'light' | 'dark';

/** Problems found, as lines naming the route, the state, the rule and the elements. */
type Report = (state: string, violations: AxeViolation[], images: string[]) => void;

/**
 * Checks the route shown in `page`, in the mode it shows, at its width: the page itself, the search modal on a few
 * routes, and the mobile menu where there is one. Leaves the page as it found it: modal and menu closed.
 */
async function auditShownRoute(
  page: Page,
  route: string,
  mode: Mode,
  viewport: { width: number; height: number },
  report: Report,
): Promise<void> {
  assert.equal(
    await page.evaluate(() => document.documentElement.dataset.theme),
    mode,
    `${route} is shown in ${mode} mode`,
  );
  const state = `${mode}, ${viewport.width}px`;
  const rules = mode === 'dark' ? DARK_MODE_RULES : undefined;
  await markRepeatedCodeTokens(page);
  report(state, await axeViolations(page, undefined, rules, `[${REPEATED_TOKEN}]`), await unhelpfulImages(page));

  if (SEARCH_MODAL_ROUTES.includes(route)) {
    await searchModalStates(page, rules, (modalState, violations) => report(`${state}, ${modalState}`, violations, []));
  }

  const menuButton = page.locator('.navbar-menu-toggle');
  if (viewport.width <= NARROW.width && (await menuButton.isVisible())) {
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.waitFor();
    // The page behind was checked just before; what opening adds is the drawer.
    report(`${state}, menu open`, await axeViolations(page, '.mobile-menu', rules), await unhelpfulImages(page));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
}

/**
 * Switches the loaded page to dark mode as a keyboard user does, with the navbar's toggle, and puts it back as a fresh
 * load of the route in dark mode shows it: nothing focused, scrolled to the top, no colour still in transition (axe
 * would judge a colour half-way), and no token marked by the light mode's look.
 */
async function switchToDarkMode(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }).waitFor();
  await page.evaluate(async (mark) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    for (const token of document.querySelectorAll(`[${mark}]`)) token.removeAttribute(mark);
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    );
  }, REPEATED_TOKEN);
}

/**
 * Declares the audit of the audited routes at one width. Built before the tests are declared (top-level await in the test file),
 * as there is one test per audited route; a build that hangs fails the file after minutes rather than never.
 */
export async function auditRoutesAt(viewport: { width: number; height: number }): Promise<void> {
  const browser: Browser | null = await launchBrowser();
  let hung: NodeJS.Timeout | undefined;
  const site: AuditedSite | undefined = browser
    ? await Promise.race([
        auditedSite(),
        new Promise<never>(
          (_, reject) =>
            (hung = setTimeout(
              () => reject(new Error('building the site for the axe checks took more than 10 minutes')),
              10 * 60_000,
            )),
        ),
      ]).finally(() => clearTimeout(hung))
    : undefined;
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test(
    'the audited routes include the page with every Markdown feature and those the search modal is checked on',
    { skip: site ? false : 'Chromium not installed' },
    (t) => {
      for (const route of SEARCH_MODAL_ROUTES) assert.ok(site!.routes.includes(route), route);
      t.diagnostic(`audited: ${site!.routes.join(' ')}`);
    },
  );

  // One test per route, with a subtest per mode, so that a slow machine slows each a little rather than one a lot. Each
  // route is loaded once, in light mode (a reader's stored choice, which the head script applies before the first paint),
  // and switched to dark mode once checked: a load of the same route in dark mode would give the same DOM (see
  // DARK_MODE_RULES). The routes share one page of one browser context.
  const layout = viewport.width <= NARROW.width ? 'mobile menu closed and open' : 'desktop layout';
  describe(`axe finds no accessibility violation on any audited route at ${viewport.width} px (${layout})`, () => {
    let page: Page | undefined;
    before(async () => {
      if (!browser) return;
      const context = await browser.newContext({ viewport });
      await context.addInitScript(() => localStorage.setItem('theme', 'light'));
      page = await context.newPage();
    });
    after(() => page?.context().close());
    for (const route of site?.routes ?? ['(every audited route)']) {
      test(route, { skip: site ? false : 'Chromium not installed', timeout: 180_000 }, async (t) => {
        await page!.goto(site!.url + route);
        await waitUntilReady(page!, route);
        for (const mode of ['light', 'dark'] as const) {
          await t.test(`${mode} mode`, async () => {
            if (mode === 'dark') await switchToDarkMode(page!);
            const problems: string[] = [];
            await auditShownRoute(page!, route, mode, viewport, (state, violations, images) => {
              for (const v of violations)
                problems.push(
                  `${route} [${state}] ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
                );
              for (const image of images) problems.push(`${route} [${state}] ${image}`);
            });
            assert.deepEqual(problems, [], `${problems.length} accessibility problems`);
          });
        }
      });
    }
  });
}
