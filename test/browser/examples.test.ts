/*
 * Browser tests for the live editors in templates/examples/ (node --import tsx --test <this file>).
 * The harness builds and serves the real site; EXAMPLES_SITE_URL points the tests at an
 * already running server instead, a quicker loop while working on the editors.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test, type TestContext } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, startSite } from './harness.js';
import { NARROW, openSession, WIDE, type Session as UiSession } from './ui-session.js';

type Site = { url: string; close(): Promise<void> };
type Session = UiSession & { base: string };

const APPS = [
  { entry: 'Basic', route: '/examples/basic', title: 'Basic Page Editor' },
  { entry: 'Landing', route: '/examples/landing/', title: 'Landing Page Editor' },
] as const;
const [BASIC, LANDING] = APPS;
// A limit for hangs only: each test takes seconds, many more on a busy machine.
const TIMEOUT = { timeout: 180_000 };

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

/** A fresh context per test (own storage); the demos must work offline, so a request leaving the site is a bug. */
async function open(t: TestContext, viewport = WIDE): Promise<Session | null> {
  const session = await openSession(t, browser, site?.url, { viewport });
  return session && { ...session, base: site!.url };
}

async function visit(s: Session, app: (typeof APPS)[number]): Promise<void> {
  await s.page.goto(s.base + app.route);
  await s.page.getByRole('heading', { level: 1, name: app.title }).waitFor();
}

function assertQuiet(s: Session): void {
  assert.deepEqual(s.errors, [], 'console errors');
  assert.deepEqual(s.warnings, [], 'console warnings');
  assert.deepEqual(s.external, [], 'requests leaving the site');
}

/**
 * Reaches an example the way a reader does: from a docs page through the
 * navbar's "Examples" dropdown, which may open on hover or on click.
 */
async function openFromExamplesMenu(page: Page, base: string, entry: string): Promise<void> {
  await page.goto(`${base}/docs/overview`);
  const nav = page.getByRole('navigation').filter({ hasText: 'Examples' }).first();
  const trigger = nav.getByText('Examples', { exact: true }).first();
  await trigger.hover();
  const link = nav.getByRole('link', { name: entry, exact: true }).first();
  if (!(await link.isVisible())) await trigger.click();
  await Promise.all([page.waitForURL(/\/examples\//), link.click()]);
}

/**
 * craft.js listens to native HTML5 drag events; Playwright drives Chromium's
 * real drag pipeline from mouse input moved in steps while the button is down.
 * Dropping just inside the target's bottom edge places the node after it.
 */
async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  assert.ok(from && to, 'drag source and target are on screen');
  const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
  const [x1, y1] = [to.x + to.width / 2, to.y + to.height - 6];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(x0 + ((x1 - x0) * i) / 12, y0 + ((y1 - y0) * i) / 12);
  await page.mouse.up();
}

const fontSizeOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).fontSize);

// craft.js merges history entries made within a setProp throttle window
// (500 ms in these editors); waiting keeps "drop" and "edit" separate steps.
const HISTORY_WINDOW_MS = 600;

for (const app of APPS) {
  describe(`${app.title} page`, () => {
    test('loads from a direct visit with links back and no console noise', TIMEOUT, async (t) => {
      const s = await open(t);
      if (!s) return;
      await visit(s, app);
      assert.equal(await s.page.getByRole('link', { name: 'Home' }).getAttribute('href'), '/');
      assert.equal(await s.page.getByRole('link', { name: 'Documentation' }).getAttribute('href'), '/docs/overview');
      assert.ok(await s.page.getByTestId('toolbox-text').isVisible(), 'editing is on at desktop width');
      assertQuiet(s);
    });

    test('is reachable from the navbar Examples menu', TIMEOUT, async (t) => {
      const s = await open(t);
      if (!s) return;
      await openFromExamplesMenu(s.page, s.base, app.entry);
      await s.page.getByRole('heading', { level: 1, name: app.title }).waitFor();
      assertQuiet(s);
    });

    test('renders read-only without horizontal overflow at 390 px', TIMEOUT, async (t) => {
      const s = await open(t, NARROW);
      if (!s) return;
      await visit(s, app);
      assert.ok(await s.page.getByTestId('narrow-note').isVisible());
      assert.equal(await s.page.getByTestId('toolbox-text').count(), 0, 'no toolbox on a phone');
      const overflow = await s.page.evaluate(() => document.body.scrollWidth > window.innerWidth);
      assert.equal(overflow, false, 'body scrolls sideways');
      assertQuiet(s);
    });
  });
}

describe('Basic Page Editor editing', () => {
  test('drag from the toolbox, edit in the settings panel, undo and redo', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    const { page } = s;
    await visit(s, BASIC);
    assert.ok(await page.getByTestId('undo').isDisabled(), 'nothing to undo on a fresh page');
    const added = page.getByTestId('bx-text').filter({ hasText: 'Hi world' });
    assert.equal(await added.count(), 0);

    const rootContainer = page.getByTestId('canvas').getByTestId('bx-container').first();
    await dragOnto(page, page.getByTestId('toolbox-text'), rootContainer);
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

  test('edits text in place, keeps Card rules, exports JSON and loads it after a reload', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    const { page } = s;
    await visit(s, BASIC);
    // Text becomes editable once selected: one click selects, the next places the caret.
    const title = page.getByTestId('bx-card').getByText('Card title');
    await title.click();
    await title.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (edited)');
    await page.getByText('Card title (edited)').waitFor();

    // The Card's lower region accepts only buttons, the upper one only text.
    const cardTop = page.locator('.bx-card-top');
    await dragOnto(page, page.getByTestId('toolbox-button'), cardTop);
    assert.equal(await cardTop.getByTestId('bx-button').count(), 0, 'a button is refused by the text region');
    await dragOnto(page, page.getByTestId('toolbox-button'), page.locator('.bx-card-bottom'));
    await page.getByTestId('settings-panel').getByLabel('Label').fill('Saved and restored');
    const added = page.locator('.bx-card-bottom').getByTestId('bx-button').filter({ hasText: 'Saved and restored' });
    await added.waitFor();

    await page.getByTestId('copy-state').click();
    // The dialog opens empty and serializes the editor's state just after.
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('[data-testid=state-json]')?.value);
    const json = await page.getByTestId('state-json').inputValue();
    type Saved = Record<string, { type: { resolvedName?: string }; props: Record<string, unknown> }>;
    const nodes = Object.values(JSON.parse(json) as Saved);
    const saved = nodes.find((n) => n.props.text === 'Saved and restored');
    assert.equal(saved?.type.resolvedName, 'Button', 'the new button is in the exported JSON');
    assert.ok(
      nodes.some((n) => n.props.text === 'Card title (edited)'),
      'the text edit is in the JSON',
    );
    // The compressed form arrives a moment later (lzutf8 loads on demand).
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('[data-testid=state-packed]')?.value);
    await page.getByTestId('close-dialog').click();

    await page.reload();
    await page.getByTestId('toolbox-text').waitFor();
    assert.equal(await added.count(), 0, 'a reload starts from the default page');

    await page.getByTestId('load-state').click();
    await page.getByTestId('load-input').fill(json);
    await page.getByTestId('confirm-load').click();
    await added.waitFor();
    await page.getByText('Card title (edited)').waitFor();
    await page.getByTestId('load-dialog').waitFor({ state: 'hidden' });
    assertQuiet(s);
  });

  test('follows the site theme (dark)', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    // docgen's pre-paint script copies localStorage 'theme' onto <html data-theme>.
    await s.page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await visit(s, BASIC);
    assert.equal(await s.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await s.page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(27, 27, 29)');
    assertQuiet(s);
  });
});

describe('Landing Page Editor editing', () => {
  test('hides a node through the Layers panel eye toggle', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    const { page } = s;
    await visit(s, LANDING);
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

  test('adds from the toolbox, moves with the label-bar handle, finishes editing', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    const { page } = s;
    await visit(s, LANDING);
    const canvas = page.getByTestId('canvas');
    const heroText = canvas.getByText('A React framework for drag');
    const videos = canvas.locator('.ln-video');
    assert.equal(await videos.count(), 1);
    await dragOnto(page, page.getByTestId('toolbox-video'), heroText);
    await page.getByTestId('selected-name').filter({ hasText: 'Video' }).waitFor();
    assert.equal(await videos.count(), 2);

    const texts = canvas.locator('.ln-text');
    assert.equal(await texts.first().textContent(), 'craft.js 0.2');
    await canvas.getByText('craft.js 0.2').click();
    await dragOnto(page, page.getByRole('button', { name: 'Move Eyebrow (drag)' }), heroText);
    await page.waitForFunction(() => document.querySelector('.ln-text')?.textContent !== 'craft.js 0.2');
    assert.equal(await texts.nth(2).textContent(), 'craft.js 0.2');
    await page.getByTestId('undo').click();
    assert.equal(await texts.first().textContent(), 'craft.js 0.2');

    // Finishing turns the canvas into the plain page: panels go, buttons become links.
    await page.getByRole('button', { name: 'Finish editing' }).click();
    assert.equal(await page.getByTestId('toolbox-text').count(), 0);
    assert.equal(await canvas.getByRole('link', { name: 'Read the docs' }).getAttribute('href'), '/docs/overview');
    assertQuiet(s);
  });

  test(
    'the home page shows the landing editor: a preview that opens it, and the live editor on request',
    TIMEOUT,
    async (t) => {
      const s = await open(t);
      if (!s) return;
      const { page } = s;
      await page.goto(`${s.base}/`);
      const preview = page.getByRole('region', { name: 'A page editor built with craft.js' });
      const picture = preview.getByRole('img', { name: /The landing page editor/ });
      await picture.scrollIntoViewIfNeeded();
      assert.ok(
        await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        'the preview image loads',
      );
      assert.equal(
        await preview.getByRole('link', { name: /The landing page editor/ }).getAttribute('href'),
        LANDING.route,
      );
      assert.equal(await page.locator('iframe').count(), 0, 'the editor is not loaded until asked for');
      const loaded = page.evaluate(
        () => new Promise((resolve) => window.addEventListener('message', (e) => resolve(e.data))),
      );
      await preview.getByRole('button', { name: 'Try it on this page' }).click();
      assert.deepEqual(await loaded, { LANDING_PAGE_LOADED: true });
      const editor = page.frameLocator('iframe[title="Landing page editor, live"]');
      await editor.getByText('Build the page editor your product needs').waitFor();
      await preview.getByRole('link', { name: 'Open it full screen' }).click();
      await page.waitForURL(`${s.base}${LANDING.route}`);
      assertQuiet(s);
    },
  );

  test('posts LANDING_PAGE_LOADED to the embedding page', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    // A same-origin stub stands in for the home page that embeds the demo
    // (Chromium blocks a blank or remote page from framing a loopback address).
    const host = `${s.base}/__embed-host__`;
    await s.page.route(host, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Host</title>' }),
    );
    await s.page.goto(host);
    const message = await s.page.evaluate(
      (src) =>
        new Promise<unknown>((resolve) => {
          window.addEventListener('message', (e) => resolve(e.data));
          document.body.append(Object.assign(document.createElement('iframe'), { src }));
        }),
      s.base + LANDING.route,
    );
    assert.deepEqual(message, { LANDING_PAGE_LOADED: true });
    assertQuiet(s);
  });
});
