/*
 * What the theme shows (issue #22, theme part): code blocks with a language, a Copy button that touch
 * and keyboard users reach and that never covers the code, a shadow where a wide block is cut, the
 * search shortcut on its button, icons drawn as SVG, the drawer's title, and editors in the reader's mode.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { assertQuiet, craftSiteSessions, hydrated, NARROW } from './ui-session.js';

const TIMEOUT = { timeout: 180_000 };
const TOUCH: BrowserContextOptions = { viewport: NARROW, hasTouch: true, isMobile: true };

const { shared, open, visit } = craftSiteSessions();

/** The mean colour of a rectangle of the screen, as the reader sees it (read back from a screenshot). */
async function meanColour(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<number[]> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < pixels.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += pixels[i + c]!;
    return sum.map((v) => v / (pixels.length / 4));
  }, png);
}

const brightness = (rgb: number[]) => rgb.reduce((a, b) => a + b, 0) / 3;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  assert.ok(b, 'the element is on screen');
  return b;
}

describe('code blocks', () => {
  test(
    'each block names its language, and its Copy button is shown without hover on a touch screen, above the code',
    TIMEOUT,
    async (t) => {
      const s = await open(t, TOUCH);
      if (!s) return;
      await visit(s, '/docs/api/useNode');
      const block = s.page.locator('.code-block').first();
      await block.scrollIntoViewIfNeeded();
      assert.equal(await block.locator('.code-block-language').textContent(), 'TypeScript');
      const button = block.getByRole('button', { name: 'Copy code to clipboard' });
      assert.ok(await button.isVisible());
      assert.equal(await button.evaluate((b) => getComputedStyle(b).opacity), '1');
      assert.equal(await button.textContent(), 'Copy');
      // The button sits in the header row: it ends above the code's first line.
      const buttonBox = await box(button);
      const firstLine = await box(block.locator('pre .line').first());
      assert.ok(
        buttonBox.y + buttonBox.height <= firstLine.y,
        `button bottom ${buttonBox.y + buttonBox.height} above the first line ${firstLine.y}`,
      );
      assertQuiet(s);
    },
  );

  test('the Copy button is reached with Tab and copies with Enter', TIMEOUT, async (t) => {
    const s = await open(t, { permissions: ['clipboard-read', 'clipboard-write'] });
    if (!s) return;
    await visit(s, '/docs/api/useNode');
    await hydrated(s.page);
    const block = s.page.locator('.code-block').first();
    await s.page.getByRole('heading', { level: 1 }).click();
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await s.page.keyboard.press('Tab');
      reached = await block.locator('.code-copy').evaluate((b) => b === document.activeElement);
    }
    assert.ok(reached, 'Tab reaches the Copy button of the first block');
    assert.ok(await block.locator('.code-copy').isVisible());
    await s.page.keyboard.press('Enter');
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await s.page.evaluate(() => navigator.clipboard.readText()), await block.locator('pre').innerText());
    assertQuiet(s);
  });

  test(
    'a block wider than the column shows a shadow at the edge where code is cut, which moves as it scrolls',
    TIMEOUT,
    async (t) => {
      const s = await open(t, { viewport: NARROW });
      if (!s) return;
      await visit(s, '/docs/api/useNode');
      const pre = s.page.locator('.code-block pre').first();
      await pre.scrollIntoViewIfNeeded();
      assert.ok(
        await pre.evaluate((p) => p.scrollWidth > p.clientWidth + 40),
        'the first block of useNode is wider than a phone',
      );
      const b = await box(pre);
      // The padding above the first line holds no text: only the background and its shadows.
      const strip = (x: number) => meanColour(s.page, { x, y: b.y + 3, width: 3, height: 8 });
      const middle = brightness(await strip(b.x + b.width / 2));
      const rightBefore = brightness(await strip(b.x + b.width - 4));
      const leftBefore = brightness(await strip(b.x + 1));
      assert.ok(
        Math.abs(middle - brightness(await strip(b.x + b.width / 2 - 30))) < 2,
        'the background is even away from the edges',
      );
      assert.ok(rightBefore < middle - 6, `a shadow at the cut right edge (${rightBefore} against ${middle})`);
      assert.ok(Math.abs(leftBefore - middle) < 3, 'no shadow at the left edge before scrolling');
      await pre.evaluate((p) => p.scrollTo({ left: p.scrollWidth }));
      const rightAfter = brightness(await strip(b.x + b.width - 4));
      const leftAfter = brightness(await strip(b.x + 1));
      assert.ok(Math.abs(rightAfter - middle) < 3, 'scrolled to the end: no shadow on the right');
      assert.ok(leftAfter < middle - 6, 'scrolled to the end: the shadow is on the left, where code is now cut');
      assertQuiet(s);
    },
  );
});

describe('navbar and sidebar', () => {
  test('the Search button shows Ctrl K, and Ctrl K opens search', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/overview');
    await hydrated(s.page);
    const keys = s.page.locator('.navbar-search-keys');
    assert.ok(await keys.isVisible());
    assert.deepEqual(await keys.locator('kbd').allTextContents(), ['Ctrl', 'K']);
    // The keycaps are drawn over the button's end, inside its outline.
    const button = await box(s.page.getByRole('button', { name: 'Search', exact: true }));
    const caps = await box(keys);
    assert.ok(
      caps.x > button.x &&
        caps.x + caps.width < button.x + button.width &&
        caps.y > button.y &&
        caps.y + caps.height < button.y + button.height,
    );
    await s.page.keyboard.press('Control+k');
    await s.page.getByRole('dialog', { name: 'Search the documentation' }).waitFor();
    assertQuiet(s);
  });

  test('on a Mac the hint reads ⌘ K', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    // As a string: the test's compiled functions may call helpers the page does not have.
    await s.page.addInitScript({
      content:
        "Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }); Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });",
    });
    await visit(s, '/docs/overview');
    await hydrated(s.page);
    await s.page.waitForFunction(() => document.querySelector('.navbar-search-keys kbd')?.textContent === '⌘');
    assertQuiet(s);
  });

  test(
    'icons are SVG drawings in the text colour, never characters: admonitions, sidebar chevrons, external links',
    TIMEOUT,
    async (t) => {
      const s = await open(t);
      if (!s) return;
      await visit(s, '/docs/guides/save-load-state');
      /** An icon is drawn from an SVG mask over its control's text colour; it holds no text. */
      const drawn = (icon: Locator) =>
        icon.evaluate((el) => {
          const style = getComputedStyle(el);
          const mask = style.getPropertyValue('mask-image') || style.getPropertyValue('-webkit-mask-image');
          return {
            svg: mask.includes('data:image/svg+xml'),
            text: el.textContent,
            paint: style.backgroundColor,
            color: style.color,
            width: el.getBoundingClientRect().width,
          };
        });
      const heading = s.page.locator('.admonition-tip .admonition-heading').first();
      const tip = await drawn(heading.locator('.admonition-icon'));
      assert.deepEqual([tip.svg, tip.text, tip.paint === tip.color, tip.width], [true, '', true, 18]);
      // Written in lower case as Docusaurus writes it; the reader sees it in capitals.
      assert.equal((await heading.textContent())!.trim(), 'tip');
      assert.equal((await heading.innerText()).trim(), 'TIP');
      const toggle = s.page.locator('.sidebar-category-toggle').first();
      const chevron = toggle.locator('.sidebar-caret');
      assert.equal((await drawn(chevron)).svg, true);
      // The chevron sits inside its label's row.
      const caret = await box(chevron);
      const row = await box(toggle);
      assert.ok(
        caret.x + caret.width <= row.x + row.width && caret.y >= row.y && caret.y + caret.height <= row.y + row.height,
      );
      const github = s.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'GitHub' });
      assert.equal((await drawn(github.locator('.external-icon'))).svg, true);
      assertQuiet(s);
    },
  );

  test('the mobile drawer shows the logo beside the title, not underlined', TIMEOUT, async (t) => {
    const s = await open(t, TOUCH);
    if (!s) return;
    await visit(s, '/docs/overview');
    await hydrated(s.page);
    await s.page.getByRole('button', { name: 'Open the navigation menu' }).tap();
    const drawer = s.page.getByRole('dialog', { name: 'Navigation menu' });
    const brand = drawer.locator('.mobile-menu-header .navbar-brand');
    assert.ok(await brand.getByRole('img', { name: 'craft.js logo' }).isVisible());
    assert.equal(await brand.locator('.navbar-title').textContent(), 'craft.js');
    await brand.hover();
    assert.equal(await brand.evaluate((a) => getComputedStyle(a).textDecorationLine), 'none');
    assertQuiet(s);
  });
});

describe('doc title', () => {
  test('a link to #_top brings the title back into view, below the navbar', TIMEOUT, async (t) => {
    const s = await open(t, TOUCH);
    if (!s) return;
    await visit(s, '/docs/api/useNode');
    await hydrated(s.page);
    await s.page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    const title = s.page.getByRole('heading', { level: 1, name: 'useNode()' });
    await s.page.evaluate(() => {
      location.hash = '_top';
    });
    await s.page.waitForFunction(() => scrollY < 200);
    const navbar = await box(s.page.locator('.navbar'));
    const heading = await box(title);
    assert.ok(heading.y >= navbar.y + navbar.height, `the title (${heading.y}) is not under the navbar`);
    assert.ok(heading.y + heading.height <= NARROW.height, 'the title is on screen');
    assertQuiet(s);
  });
});

describe('colour mode of the editors', () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test("an example editor opens in the reader's mode and follows a change made on the docs", TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/overview');
    await hydrated(s.page);
    await s.page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    const editor = await s.page.context().newPage();
    await editor.goto(`${shared.site!.url}/examples/basic`);
    await editor.getByRole('heading', { name: 'Basic Page Editor' }).waitFor();
    assert.equal(await background(editor), 'rgb(27, 27, 29)', 'dark, like the docs');
    await s.page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await editor.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    assert.equal(await background(editor), 'rgb(255, 255, 255)');
    // The editor's own switch is saved for the docs too.
    await editor.getByRole('button', { name: /Switch between dark and light mode \(currently light mode\)/ }).click();
    assert.equal(await background(editor), 'rgb(27, 27, 29)');
    await s.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    assertQuiet(s);
  });

  test('in dark mode the home page shows the dark picture of the landing editor', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    await s.page.addInitScript({ content: "localStorage.setItem('theme', 'dark')" });
    await visit(s, '/');
    const picture = s.page
      .getByRole('region', { name: 'A page editor built with craft.js' })
      .getByRole('img', { name: /The landing page editor/ });
    await picture.scrollIntoViewIfNeeded();
    await s.page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.home-preview-frame img')].some(
        (img) => img.complete && img.naturalWidth > 0 && img.offsetParent,
      ),
    );
    assert.match((await picture.getAttribute('src'))!, /landing-editor-dark\.webp$/);
    const shown = await box(picture);
    assert.ok(
      brightness(
        await meanColour(s.page, { x: shown.x, y: shown.y, width: shown.width, height: Math.min(shown.height, 300) }),
      ) < 90,
      'a dark picture',
    );
    assertQuiet(s);
  });
});
