/*
 * Browser tests for the two live editors under templates/examples/.
 * Run: node --import tsx --test test/browser/examples.test.ts
 *
 * By default the real site is built and served by the harness. Set
 * EXAMPLES_SITE_URL to test an already running server instead (a quicker
 * loop while working on the editors); the harness still supplies the browser.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test, type TestContext } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { collectConsoleErrors, launchBrowser, startSite } from './harness.js';

type Site = { url: string; close(): Promise<void> };

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };
const BASIC = '/examples/basic';
const LANDING = '/examples/landing/';

let site: Site | null = null;
let browser: Browser | null = null;

before(
  async () => {
    browser = await launchBrowser();
    if (!browser) return;
    const external = process.env.EXAMPLES_SITE_URL;
    site = external ? { url: external.replace(/\/$/, ''), close: async () => {} } : await startSite();
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await site?.close();
});

type Session = {
  page: Page;
  base: string;
  errors: string[];
  warnings: string[];
  external: string[];
};

/** A fresh context per test (own storage), with console and network watchers. */
async function open(t: TestContext, viewport = WIDE): Promise<Session | null> {
  if (!browser || !site) {
    t.skip('Chromium not installed');
    return null;
  }
  const context = await browser.newContext({ viewport });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  // The demos must work offline: anything not served by the site is a bug.
  const origin = new URL(site.url).origin;
  const external: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) external.push(url);
  });
  return { page, base: site.url, errors, warnings, external };
}

function assertQuiet(s: Session): void {
  assert.deepEqual(s.errors, [], 'console errors');
  assert.deepEqual(s.warnings, [], 'console warnings');
  assert.deepEqual(s.external, [], 'requests leaving the site');
}

/**
 * Reaches an example the way a reader does: from a docs page, through the
 * navbar's "Examples" dropdown. Docusaurus-style dropdowns open on hover or
 * click, so we do both before clicking the entry.
 */
async function openFromExamplesMenu(page: Page, base: string, entry: 'Landing' | 'Basic'): Promise<boolean> {
  await page.goto(`${base}/docs/overview`);
  const nav = page.getByRole('navigation').filter({ hasText: 'Examples' }).first();
  if ((await nav.count()) === 0) return false;
  const trigger = nav.getByText('Examples', { exact: true }).first();
  await trigger.hover();
  const link = nav.getByRole('link', { name: entry, exact: true }).first();
  if (!(await link.isVisible())) await trigger.click();
  await Promise.all([page.waitForURL(/\/examples\//), link.click()]);
  return true;
}

/**
 * craft.js listens to native HTML5 drag events. Playwright drives Chromium's
 * real drag pipeline from mouse input (dragstart, dragover, drop, dragend),
 * provided the pointer moves in several steps after the button goes down.
 */
async function dragOnto(page: Page, source: Locator, target: Locator, where: 'bottom' | 'centre'): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  assert.ok(from && to, 'drag source and target are on screen');
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  const endX = to.x + to.width / 2;
  const endY = where === 'bottom' ? to.y + to.height - 8 : to.y + to.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(startX + ((endX - startX) * i) / steps, startY + ((endY - startY) * i) / steps);
  }
  await page.mouse.up();
}

async function fontSizeOf(locator: Locator): Promise<string> {
  return locator.evaluate((el) => getComputedStyle(el).fontSize);
}

async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth || document.body.scrollWidth > window.innerWidth);
}

// craft.js merges history entries made within a setProp throttle window
// (500 ms in these editors); waiting keeps "drop" and "edit" separate steps.
const HISTORY_WINDOW_MS = 600;

describe('Basic Page Editor', () => {
  test('loads from a direct visit with a heading, links home and no console noise', { timeout: 60_000 }, async (t) => {
    const s = await open(t);
    if (!s) return;
    await s.page.goto(s.base + BASIC);
    await s.page.getByRole('heading', { level: 1, name: 'Basic Page Editor' }).waitFor();
    assert.equal(await s.page.getByRole('link', { name: 'Home' }).getAttribute('href'), '/');
    assert.equal(await s.page.getByRole('link', { name: 'Documentation' }).getAttribute('href'), '/docs/overview');
    assert.ok(await s.page.getByTestId('toolbox-text').isVisible());
    assert.ok(await s.page.getByTestId('undo').isDisabled(), 'nothing to undo on a fresh page');
    assertQuiet(s);
  });

  test('drag from the toolbox, edit in the settings panel, undo and redo', { timeout: 60_000 }, async (t) => {
    const s = await open(t);
    if (!s) return;
    const { page } = s;
    await page.goto(s.base + BASIC);
    const added = page.getByTestId('bx-text').filter({ hasText: 'Hi world' });
    assert.equal(await added.count(), 0);

    const rootContainer = page.getByTestId('canvas').getByTestId('bx-container').first();
    await dragOnto(page, page.getByTestId('toolbox-text'), rootContainer, 'bottom');
    await added.waitFor();
    // A dropped node is selected, so its settings are showing.
    assert.equal(await page.getByTestId('selected-name').textContent(), 'Text');

    await page.waitForTimeout(HISTORY_WINDOW_MS);
    const paragraph = added.locator('p');
    assert.equal(await fontSizeOf(paragraph), '18px');
    await page.getByTestId('settings-panel').getByLabel('Font size').fill('40');
    assert.equal(await fontSizeOf(paragraph), '40px');

    await page.getByTestId('undo').click();
    assert.equal(await fontSizeOf(paragraph), '18px');
    await page.getByTestId('redo').click();
    assert.equal(await fontSizeOf(paragraph), '40px');
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await added.waitFor({ state: 'detached' });
    assertQuiet(s);
  });

  test('exports the state as JSON and loads it back after a reload', { timeout: 60_000 }, async (t) => {
    const s = await open(t);
    if (!s) return;
    const { page } = s;
    await page.goto(s.base + BASIC);
    const rootContainer = page.getByTestId('canvas').getByTestId('bx-container').first();
    await dragOnto(page, page.getByTestId('toolbox-button'), rootContainer, 'bottom');
    const label = page.getByTestId('settings-panel').getByLabel('Label');
    await label.fill('Saved and restored');
    const added = page.getByTestId('bx-button').filter({ hasText: 'Saved and restored' });
    await added.waitFor();

    await page.getByTestId('copy-state').click();
    const jsonBox = page.getByTestId('state-json');
    await jsonBox.waitFor();
    const json = await jsonBox.inputValue();
    const nodes = JSON.parse(json) as Record<string, { type: { resolvedName?: string }; props: Record<string, unknown> }>;
    const saved = Object.values(nodes).find((n) => n.props.text === 'Saved and restored');
    assert.ok(saved, 'the new button is in the exported JSON');
    assert.equal(saved.type.resolvedName, 'Button');
    assert.ok((await page.getByTestId('state-packed').inputValue()).length > 0, 'compressed form is offered');
    await page.getByTestId('close-dialog').click();

    await page.reload();
    await page.getByTestId('toolbox-text').waitFor();
    assert.equal(await added.count(), 0, 'a reload starts from the default page');

    await page.getByTestId('load-state').click();
    await page.getByTestId('load-input').fill(json);
    await page.getByTestId('confirm-load').click();
    await added.waitFor();
    await page.getByTestId('load-dialog').waitFor({ state: 'hidden' });
    assertQuiet(s);
  });

  test('follows the site theme (dark)', { timeout: 60_000 }, async (t) => {
    const s = await open(t);
    if (!s) return;
    // docgen's pre-paint script copies localStorage 'theme' onto <html data-theme>.
    await s.page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await s.page.goto(s.base + BASIC);
    await s.page.getByRole('heading', { level: 1, name: 'Basic Page Editor' }).waitFor();
    assert.equal(await s.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    const background = await s.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(background, 'rgb(27, 27, 29)');
    assertQuiet(s);
  });

  test('is reachable from the navbar Examples menu', { timeout: 60_000 }, async (t) => {
    const s = await open(t);
    if (!s) return;
    if (!(await openFromExamplesMenu(s.page, s.base, 'Basic'))) {
      t.skip('the docs page has no Examples menu yet');
      return;
    }
    await s.page.getByRole('heading', { level: 1, name: 'Basic Page Editor' }).waitFor();
    assertQuiet(s);
  });

  test('renders read-only without horizontal overflow at 390 px', { timeout: 60_000 }, async (t) => {
    const s = await open(t, NARROW);
    if (!s) return;
    await s.page.goto(s.base + BASIC);
    await s.page.getByRole('heading', { level: 1, name: 'Basic Page Editor' }).waitFor();
    assert.ok(await s.page.getByTestId('narrow-note').isVisible());
    assert.equal(await hasHorizontalOverflow(s.page), false);
    assertQuiet(s);
  });
});

describe('Landing Page Editor', () => {
  test('loads a prebuilt page with no console noise and no outside requests', { timeout: 60_000 }, async (t) => {
    const s = await open(t);
    if (!s) return;
    await s.page.goto(s.base + LANDING);
    await s.page.getByRole('heading', { level: 1, name: 'Landing Page Editor' }).waitFor();
    await s.page.getByTestId('canvas').getByText('Build the page editor your product needs').waitFor();
    assert.ok(await s.page.getByTestId('layers-panel').isVisible());
    assertQuiet(s);
  });

  test('hides a node through the Layers panel eye toggle', { timeout: 60_000 }, async (t) => {
    const s = await open(t);
    if (!s) return;
    const { page } = s;
    await page.goto(s.base + LANDING);
    const layers = page.getByTestId('layers-panel');
    const heading = page.getByTestId('canvas').getByText('Why build on craft.js');
    await heading.waitFor();

    await layers.locator('.layer-name', { hasText: 'Features' }).click();
    await page.getByTestId('selected-name').filter({ hasText: 'Features' }).waitFor();

    const eye = layers.getByRole('button', { name: 'Show or hide Features' });
    await eye.click();
    await heading.waitFor({ state: 'detached' });
    await eye.click();
    await heading.waitFor();
    assertQuiet(s);
  });

  test('posts LANDING_PAGE_LOADED to the embedding page', { timeout: 60_000 }, async (t) => {
    const s = await open(t);
    if (!s) return;
    // A same-origin stub stands in for the home page that embeds the demo
    // (Chromium blocks a blank or remote page from framing a loopback address).
    const host = `${s.base}/__embed-host__`;
    await s.page.route(host, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Host</title>' }));
    await s.page.goto(host);
    const message = s.page.evaluate(
      (src) =>
        new Promise<unknown>((resolve) => {
          window.addEventListener('message', (e) => resolve(e.data));
          const frame = document.createElement('iframe');
          frame.src = src;
          document.body.append(frame);
        }),
      s.base + LANDING,
    );
    assert.deepEqual(await message, { LANDING_PAGE_LOADED: true });
    assertQuiet(s);
  });

  test('is reachable from the navbar Examples menu', { timeout: 60_000 }, async (t) => {
    const s = await open(t);
    if (!s) return;
    if (!(await openFromExamplesMenu(s.page, s.base, 'Landing'))) {
      t.skip('the docs page has no Examples menu yet');
      return;
    }
    await s.page.getByRole('heading', { level: 1, name: 'Landing Page Editor' }).waitFor();
    assertQuiet(s);
  });

  test('renders read-only without horizontal overflow at 390 px', { timeout: 60_000 }, async (t) => {
    const s = await open(t, NARROW);
    if (!s) return;
    await s.page.goto(s.base + LANDING);
    await s.page.getByRole('heading', { level: 1, name: 'Landing Page Editor' }).waitFor();
    assert.ok(await s.page.getByTestId('narrow-note').isVisible());
    assert.equal(await s.page.getByTestId('toolbox-text').count(), 0, 'no toolbox on a phone');
    assert.equal(await hasHorizontalOverflow(s.page), false);
    assertQuiet(s);
  });
});
