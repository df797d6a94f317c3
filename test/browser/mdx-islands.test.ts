/*
 * MDX islands in headless Chromium on the built mdx-site fixture: Tabs switch, sync by groupId, remember
 * the choice and read it from the query string, answer the keyboard; the site's own stateful component
 * works; islands hydrate after client-side navigation too, with no hydration error; axe finds nothing.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { FIXTURES } from '../helpers/site.js';
import { axeViolations, browserOnFixture, collectConsoleErrors } from './harness.js';

const shared = browserOnFixture(path.join(FIXTURES, 'mdx-site/site.config.yaml'));

async function open(
  t: TestContext,
  route: string,
): Promise<{ page: Page; errors: string[]; scripts: string[] } | null> {
  if (!shared.browser || !shared.site) {
    t.skip('Chromium not installed');
    return null;
  }
  const context = await shared.browser.newContext();
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(shared.site!.url + route);
  await islandsHydrated(page);
  return { page, errors, scripts };
}

/** Island code is fetched once the page's own script has run, which a busy machine may delay past network idle. */
const islandsHydrated = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated')),
  );

/** The label of the selected tab of each Tabs on the page, outer ones first. */
const selectedTabs = (page: Page) =>
  page.$$eval('[role=tab][aria-selected=true]', (tabs) => tabs.map((tab) => tab.textContent));
const visiblePanels = (page: Page) =>
  page.$$eval('[role=tabpanel]', (panels) =>
    panels
      .filter((panel) => (panel as HTMLElement).offsetParent !== null)
      .map((panel) => (panel as HTMLElement).innerText.trim().split('\n')[0]),
  );

test('tabs switch, keep a groupId in sync and remember the choice across loads', async (t) => {
  const session = await open(t, '/docs/components');
  if (!session) return;
  const { page, errors, scripts } = session;
  assert.ok(
    scripts.some((s) => /\/Tabs\.island-/.test(s)),
    'the Tabs island loads on a page with Tabs',
  );
  assert.deepEqual(await selectedTabs(page), ['Yarn', 'npm', 'Inner A']);
  await page.click('[role=tab]:text-is("npm")');
  assert.deepEqual(await selectedTabs(page), ['npm', 'npm', 'Inner A']);
  assert.deepEqual(await visiblePanels(page), ['Install with npm install docgen.', 'npm again.']);
  await page.locator('[role=tab]:text-is("Yarn")').nth(1).click();
  assert.deepEqual(await selectedTabs(page), ['Yarn', 'Yarn', 'Inner A']);
  assert.match(page.url(), /\?pm=yarn$/, 'queryString keeps the choice in the URL');
  await page.click('[role=tab]:text-is("Inner B")');
  assert.ok((await visiblePanels(page)).includes('Nested tab B.'));
  await page.goto(`${shared.site!.url}/docs/components`);
  await islandsHydrated(page);
  assert.deepEqual(await selectedTabs(page), ['Yarn', 'Yarn', 'Inner A'], 'remembered in local storage');
  assert.deepEqual(errors, []);
});

test('the query string chooses the tab; arrow keys move between tabs', async (t) => {
  const session = await open(t, '/docs/components?pm=npm');
  if (!session) return;
  const { page, errors } = session;
  // As in Docusaurus, only the Tabs with `queryString` read it; choosing then syncs the group.
  assert.deepEqual(await selectedTabs(page), ['Yarn', 'npm', 'Inner A']);
  await page.locator('[role=tab][aria-selected=true]').nth(1).focus();
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await selectedTabs(page), ['Yarn', 'Yarn', 'Inner A']);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Yarn');
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await selectedTabs(page), ['npm', 'npm', 'Inner A']);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'npm');
  assert.deepEqual(errors, []);
});

test("the site's stateful component hydrates as an island; a page without islands loads no island code", async (t) => {
  const session = await open(t, '/docs/intro');
  if (!session) return;
  const { page, errors, scripts } = session;
  assert.ok(!scripts.some((s) => /islands-|\.island-|Counter-/.test(s)), scripts.join(', '));
  // Client-side navigation to the MDX page: its islands hydrate there too.
  await page.click('a:text-is("the components")');
  await page.waitForSelector('h1:text-is("Components")');
  // Hydrated is the signal, not a quiet network: under load the island's code may not even be asked for yet.
  await page.waitForSelector('[data-island][data-hydrated] .counter');
  await page.click('.counter');
  await page.waitForFunction(() => document.querySelector('.counter')?.textContent === 'Clicked 4 times');
  await page.click('[role=tab]:text-is("npm")');
  assert.deepEqual(await selectedTabs(page), ['npm', 'npm', 'Inner A']);
  assert.ok(scripts.some((s) => /\/Counter-/.test(s)));
  assert.deepEqual(errors, []);
});

test('a click on an island before its code has loaded is not lost: it is given again once the island is hydrated', async (t) => {
  const session = await open(t, '/docs/intro');
  if (!session) return;
  const { page, errors } = session;
  // The page without islands must be hydrated before its link is followed: else the link loads the next page in full,
  // and the click on its counter may come before any of the page's scripts has run, which no script can hold.
  await page.waitForSelector('html[data-hydrated]');
  // The islands' code, their hydration runtime's as much as the island's own, is held back until the reader has
  // clicked, as on a slow connection or a busy machine.
  let clicked!: () => void;
  const click = new Promise<void>((resolve) => (clicked = resolve));
  await page.route(/\/(islands|Counter)-[^/]*\.js$/, async (route) => {
    await click;
    await route.continue();
  });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.click('a:text-is("the components")');
  await page.waitForSelector('h1:text-is("Components")');
  assert.ok(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    'the page was reached client-side',
  );
  await page.click('.counter');
  assert.equal(await page.textContent('.counter'), 'Clicked 3 times', 'the island is not hydrated yet');
  clicked();
  await page.waitForSelector('[data-island][data-hydrated] .counter');
  await page.waitForFunction(() => document.querySelector('.counter')?.textContent === 'Clicked 4 times');
  assert.deepEqual(errors, []);
});

test('BrowserOnly shows its fallback in the static page, then its children in the browser, also after client-side navigation', async (t) => {
  const session = await open(t, '/docs/browser');
  if (!session) return;
  const { page, errors } = session;
  await page.waitForSelector('p.where');
  assert.equal(await page.textContent('p.where'), 'Rendered in the browser at /docs/browser');
  assert.equal(await page.$('p.fallback'), null);
  await page.click('a:text-is("link")');
  await page.waitForSelector('h1:text-is("Introduction")');
  await page.click('a:text-is("the browser page")');
  await page.waitForSelector('p.where');
  assert.deepEqual(errors, []);
});

test('an island given JSX in a prop and children keeps both as the HTML the build rendered', async (t) => {
  const session = await open(t, '/docs/browser');
  if (!session) return;
  const { page, errors } = session;
  await page.waitForFunction(() => document.querySelector('.card-body') !== null);
  await page.waitForLoadState('networkidle');
  await page.click('.card-toggle');
  await page.waitForFunction(() => document.querySelector('.card-body') === null);
  await page.click('.card-toggle');
  assert.equal(await page.textContent('.card-toggle em'), 'Card title');
  assert.equal(await page.textContent('.card-body'), 'Card body with a link.');
  assert.equal(await page.getAttribute('.card-body a', 'href'), '/docs/intro');
  assert.deepEqual(errors, []);
});

test('axe finds no violation on the MDX page', async (t) => {
  const session = await open(t, '/docs/components');
  if (!session) return;
  const { page } = session;
  const violations = (await axeViolations(page)).map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  assert.deepEqual(violations, []);
});
