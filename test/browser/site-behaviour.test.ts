/*
 * The craft.js site's behaviours in a real browser (issue #3, items 5, 7, 9, 10, 11, 13, 14):
 * colour mode, mobile drawer, table of contents, copy buttons, preferred docs version,
 * storage failures, keyboard accessibility, and nothing requested from other hosts.
 */
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  assertQuiet,
  contrastRatio,
  firstPaintState,
  hydrated,
  NARROW,
  craftSiteSessions,
  recordFirstPaintState,
} from './ui-session.js';

// A limit for hangs only: each test takes seconds, many more on a busy machine.
const TIMEOUT = { timeout: 180_000 };
const TOGGLE = /Switch between dark and light mode/;

const { shared, open, visit } = craftSiteSessions();

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('colour mode', () => {
  test('light by default, even when the system prefers dark (respectPrefersColorScheme is off)', TIMEOUT, async (t) => {
    const s = await open(t, { colorScheme: 'dark' });
    if (!s) return;
    await recordFirstPaintState(s.page);
    await visit(s, '/docs/overview');
    assert.equal((await firstPaintState(s.page))?.theme, 'light');
    await hydrated(s.page);
    assert.equal(await theme(s.page), 'light');
    assert.equal(
      await s.page.getByRole('button', { name: TOGGLE }).getAttribute('aria-label'),
      'Switch between dark and light mode (currently light mode)',
    );
    assertQuiet(s);
  });

  test(
    'the navbar button switches the mode, saves it as "theme", and reloads and new pages start in it',
    TIMEOUT,
    async (t) => {
      const s = await open(t);
      if (!s) return;
      await recordFirstPaintState(s.page);
      await visit(s, '/docs/overview');
      await hydrated(s.page);
      const toggle = s.page.getByRole('button', { name: TOGGLE });
      await toggle.click();
      assert.equal(await theme(s.page), 'dark');
      assert.equal(await stored(s.page, 'theme'), 'dark');
      assert.equal(await toggle.getAttribute('aria-label'), 'Switch between dark and light mode (currently dark mode)');
      const darkBackground = await s.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.equal(darkBackground, 'rgb(27, 27, 29)');

      await s.page.reload();
      await s.page.getByRole('heading', { level: 1 }).waitFor();
      assert.deepEqual(await firstPaintState(s.page), {
        theme: 'dark',
        announcementDismissed: false,
        bodyStarted: true,
      });

      await s.page.getByRole('link', { name: 'Support', exact: true }).click();
      await s.page.waitForURL('**/support');
      await s.page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
      assert.equal(await theme(s.page), 'dark');
      const paint = await firstPaintState(s.page);
      // After a full load the first frame must already be dark; after a client-side navigation <html> is untouched.
      if (paint) assert.equal(paint.theme, 'dark');

      await s.page.getByRole('button', { name: TOGGLE }).click();
      assert.equal(await theme(s.page), 'light');
      assert.equal(await stored(s.page, 'theme'), 'light');
      assertQuiet(s);
    },
  );

  test('a choice made in one tab applies at once in the other open tabs', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    const other = await s.page.context().newPage();
    await visit(s, '/docs/overview');
    await other.goto(`${shared.site!.url}/support`);
    await Promise.all([hydrated(s.page), hydrated(other)]);
    await s.page.getByRole('button', { name: TOGGLE }).click();
    await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await other.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }).waitFor();
    await other.getByRole('button', { name: TOGGLE }).click();
    await s.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    assertQuiet(s);
  });

  test(
    'code blocks change palette with the page, and every token keeps AA contrast in both modes',
    TIMEOUT,
    async (t) => {
      const s = await open(t);
      if (!s) return;
      await visit(s, '/docs/guides/basic-tutorial');
      await hydrated(s.page);
      const palette = () =>
        s.page.evaluate(() => {
          const block = document.querySelector('.code-block')!;
          const background = getComputedStyle(block).backgroundColor;
          const colours: Record<string, string> = { '.hljs': getComputedStyle(block.querySelector('.hljs')!).color };
          for (const token of document.querySelectorAll('.code-block [class^="hljs-"]')) {
            colours[token.className] ??= getComputedStyle(token).color;
          }
          return { background, colours };
        });
      const light = await palette();
      await s.page.getByRole('button', { name: TOGGLE }).click();
      const dark = await palette();
      assert.notEqual(light.background, dark.background);
      assert.ok(Object.keys(light.colours).length >= 5, `token kinds found: ${Object.keys(light.colours).join(', ')}`);
      assert.notEqual(light.colours['hljs-keyword'], dark.colours['hljs-keyword']);
      for (const [mode, { background, colours }] of Object.entries({ light, dark })) {
        for (const [token, colour] of Object.entries(colours)) {
          const ratio = contrastRatio(colour, background);
          assert.ok(ratio >= 4.5, `${mode} ${token}: ${colour} on ${background} has contrast ${ratio.toFixed(2)}`);
        }
      }
    },
  );
});

describe('mobile layout (996 px or less)', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open the navigation menu' });

  async function openMenu(page: Page): Promise<void> {
    await menuButton(page).click();
    await dialog(page).waitFor();
  }

  test(
    'the sidebar moves into a drawer with the navbar links; focus stays inside; Escape closes it',
    TIMEOUT,
    async (t) => {
      const s = await open(t, { viewport: NARROW });
      if (!s) return;
      await visit(s, '/docs/api/frame');
      await hydrated(s.page);
      assert.equal(await s.page.locator('.doc-sidebar').isVisible(), false);
      assert.equal(await menuButton(s.page).getAttribute('aria-expanded'), 'false');

      await openMenu(s.page);
      const drawer = dialog(s.page);
      assert.equal(await menuButton(s.page).getAttribute('aria-expanded'), 'true');
      assert.equal(await drawer.locator('.sidebar a[aria-current="page"]').getAttribute('href'), '/docs/api/frame');
      for (const name of ['Documentation', 'Landing', 'Basic', 'Support'])
        await drawer.getByRole('link', { name, exact: true }).waitFor();
      assert.equal(
        await s.page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'Close the navigation menu',
      );

      const count = await drawer.locator('a[href], button').count();
      for (let i = 0; i < count + 3; i++) {
        await s.page.keyboard.press('Tab');
        assert.ok(
          await s.page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')),
          `Tab ${i + 1} left the drawer`,
        );
      }
      await drawer.getByRole('button', { name: 'Close the navigation menu' }).focus();
      await s.page.keyboard.press('Shift+Tab');
      assert.ok(
        await s.page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')),
        'Shift+Tab left the drawer',
      );

      await s.page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      assert.equal(await menuButton(s.page).getAttribute('aria-expanded'), 'false');
      assert.equal(
        await s.page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'Open the navigation menu',
      );
      assertQuiet(s);
    },
  );

  test('the drawer closes when the window grows past 996 px, and the sidebar is back in place', TIMEOUT, async (t) => {
    const s = await open(t, { viewport: NARROW });
    if (!s) return;
    await visit(s, '/docs/api/frame');
    await hydrated(s.page);
    await openMenu(s.page);
    await s.page.setViewportSize({ width: 996, height: 800 });
    assert.equal(await dialog(s.page).isVisible(), true, 'still open at exactly 996 px');
    await s.page.setViewportSize({ width: 997, height: 800 });
    await dialog(s.page).waitFor({ state: 'detached' });
    assert.equal(await s.page.locator('.doc-sidebar').isVisible(), true);
    assert.equal(await menuButton(s.page).isVisible(), false);
    assertQuiet(s);
  });

  test('the drawer closes on back navigation and after following a link', TIMEOUT, async (t) => {
    const s = await open(t, { viewport: NARROW });
    if (!s) return;
    await visit(s, '/docs/api/frame');
    await hydrated(s.page);
    const firstHeading = await s.page.locator('.markdown h2[id]').first().getAttribute('id');
    await s.page.evaluate((id) => (location.hash = id!), firstHeading);
    await openMenu(s.page);
    await s.page.evaluate(() => history.back());
    await dialog(s.page).waitFor({ state: 'detached' });
    assert.equal(new URL(s.page.url()).hash, '');

    await openMenu(s.page);
    await dialog(s.page).getByRole('link', { name: 'Support', exact: true }).click();
    await s.page.waitForURL('**/support');
    await s.page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    await hydrated(s.page);
    assert.equal(await dialog(s.page).count(), 0);
    assert.equal(await menuButton(s.page).getAttribute('aria-expanded'), 'false');
    assertQuiet(s);
  });
});

describe('doc page', () => {
  test(
    'the table of contents highlights the heading in view; a click scrolls there and sets the hash',
    TIMEOUT,
    async (t) => {
      const s = await open(t);
      if (!s) return;
      await visit(s, '/docs/concepts/nodes');
      await hydrated(s.page);
      const toc = s.page.getByRole('navigation', { name: 'On this page' });
      const links = toc.getByRole('link');
      const first = await links.first().getAttribute('href');
      await s.page.waitForFunction(
        (href) => document.querySelector('.toc-link.active')?.getAttribute('href') === href,
        first,
      );

      const target = links.nth(2);
      const href = (await target.getAttribute('href'))!;
      await target.click();
      assert.equal(new URL(s.page.url()).hash, href);
      await s.page.waitForFunction((h) => document.querySelector('.toc-link.active')?.getAttribute('href') === h, href);
      assert.equal(await target.getAttribute('aria-current'), 'location');
      const top = await s.page.evaluate(
        (id) => document.getElementById(id)!.getBoundingClientRect().top,
        decodeURIComponent(href.slice(1)),
      );
      const navbarBottom = await s.page.evaluate(
        () => document.querySelector('.navbar')!.getBoundingClientRect().bottom,
      );
      assert.ok(
        top >= navbarBottom && top <= navbarBottom + 40,
        `heading top ${top} sits just under the navbar (${navbarBottom})`,
      );

      await s.page.evaluate(() => window.scrollTo(0, 0));
      await s.page.waitForFunction(
        (h) => document.querySelector('.toc-link.active')?.getAttribute('href') === h,
        first,
      );
      assertQuiet(s);
    },
  );

  test(
    'on a phone the table of contents folds into the top of the article; a link scrolls to its heading and folds it again',
    TIMEOUT,
    async (t) => {
      const wide = await open(t);
      if (!wide) return;
      await visit(wide, '/docs/concepts/nodes');
      assert.equal(await wide.page.locator('.toc-collapsible').isVisible(), false, 'hidden beside the side column');
      assertQuiet(wide);

      const s = await open(t, { viewport: NARROW });
      if (!s) return;
      await visit(s, '/docs/concepts/nodes');
      await hydrated(s.page);
      assert.equal(await s.page.locator('.doc-toc').isVisible(), false);
      const fold = s.page.locator('details.toc-collapsible');
      const summary = fold.locator('summary');
      assert.equal(await summary.textContent(), 'On this page');
      const entry = fold.getByRole('link').nth(2);
      assert.equal(await entry.isVisible(), false, 'closed until asked for');
      await summary.click();
      await entry.waitFor({ state: 'visible' });
      const href = (await entry.getAttribute('href'))!;
      await entry.click();
      await s.page.waitForFunction(
        () => !(document.querySelector('details.toc-collapsible') as HTMLDetailsElement).open,
      );
      assert.equal(new URL(s.page.url()).hash, href);
      const top = await s.page.evaluate(
        (id) => document.getElementById(id)!.getBoundingClientRect().top,
        decodeURIComponent(href.slice(1)),
      );
      const navbarBottom = await s.page.evaluate(
        () => document.querySelector('.navbar')!.getBoundingClientRect().bottom,
      );
      assert.ok(
        top >= navbarBottom - 1 && top <= navbarBottom + 40,
        `heading top ${top} sits just under the navbar (${navbarBottom})`,
      );
      assertQuiet(s);
    },
  );

  test('a code block copy button copies the code and says "Copied"', TIMEOUT, async (t) => {
    const s = await open(t, { permissions: ['clipboard-read', 'clipboard-write'] });
    if (!s) return;
    await visit(s, '/docs/api/frame');
    await hydrated(s.page);
    const block = s.page.locator('.code-block').first();
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    await block.hover();
    await button.click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await block.locator('.code-copy').textContent(), 'Copied');
    const code = await block.locator('pre').innerText();
    assert.ok(code.includes('Frame'));
    assert.equal(await s.page.evaluate(() => navigator.clipboard.readText()), code);
    // Back to "Copy" after a moment: however late the page's timer runs, within Playwright's default wait.
    await button.waitFor();
    assert.equal(await block.locator('.code-copy').textContent(), 'Copy');
    assertQuiet(s);
  });

  test(
    'viewing a doc stores its version as the preferred one; an unknown stored version is cleared on load',
    TIMEOUT,
    async (t) => {
      const s = await open(t);
      if (!s) return;
      const KEY = 'docs-preferred-version-default';
      await visit(s, '/');
      await hydrated(s.page);
      assert.equal(await stored(s.page, KEY), null, 'nothing stored before a doc is read');
      await s.page.evaluate((k) => localStorage.setItem(k, '1.x'), KEY);
      await s.page.reload();
      await hydrated(s.page);
      assert.equal(await stored(s.page, KEY), null, 'the unknown version "1.x" is cleared');
      await visit(s, '/docs/overview');
      await s.page.waitForFunction((k) => localStorage.getItem(k) === 'current', KEY);
      assertQuiet(s);
    },
  );
});

test(
  'without storage (localStorage throws) one warning is logged, features forget, nothing breaks',
  TIMEOUT,
  async (t) => {
    const s = await open(t);
    if (!s) return;
    await s.page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await visit(s, '/docs/overview');
    await hydrated(s.page);
    await s.page.getByRole('button', { name: TOGGLE }).click();
    assert.equal(await theme(s.page), 'dark', 'the toggle still works for this page');
    await s.page.getByRole('button', { name: TOGGLE }).click();
    assert.deepEqual(s.warnings, [
      '[docgen] Browser storage is unavailable (The operation is insecure.): choices such as the colour mode will not be remembered.',
    ]);
    assertQuiet(s);
  },
);

describe('accessibility', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        tag: el.tagName,
        text: el.textContent?.trim(),
        outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
        top: el.getBoundingClientRect().top,
      };
    });

  test('landmarks have names, and the current page is marked in the navbar and the sidebar', TIMEOUT, async (t) => {
    const s = await open(t);
    if (!s) return;
    await visit(s, '/docs/api/frame');
    await hydrated(s.page);
    const one = async (role: Parameters<Page['getByRole']>[0], name?: string) =>
      assert.equal(await s.page.getByRole(role, name ? { name, exact: true } : {}).count(), 1, `${role} ${name ?? ''}`);
    await one('banner');
    await one('navigation', 'Main');
    await one('main');
    await one('complementary', 'Docs navigation');
    await one('complementary', 'Table of contents');
    await one('navigation', 'Docs sidebar');
    await one('contentinfo');
    assert.equal(await s.page.locator('.sidebar [aria-current="page"]').getAttribute('href'), '/docs/api/frame');
    assert.equal(await s.page.getByRole('link', { name: 'Documentation' }).getAttribute('aria-current'), 'true');

    await visit(s, '/support');
    assert.equal(
      await s.page.getByRole('banner').getByRole('link', { name: 'Support', exact: true }).getAttribute('aria-current'),
      'page',
    );
    assert.equal(await s.page.getByRole('link', { name: 'Documentation' }).getAttribute('aria-current'), null);
    assertQuiet(s);
  });

  test(
    'keyboard: a visible skip link leads past navbar and sidebar to the content; focus is always visible',
    TIMEOUT,
    async (t) => {
      const s = await open(t);
      if (!s) return;
      await visit(s, '/docs/api/frame');
      await hydrated(s.page);
      await s.page.keyboard.press('Tab');
      const skip = await focused(s.page);
      assert.deepEqual([skip.tag, skip.text, skip.outline], ['A', 'Skip to main content', true]);
      assert.ok(skip.top >= 0, 'the skip link comes into view when focused');
      await s.page.keyboard.press('Enter');
      assert.equal((await focused(s.page)).tag, 'MAIN');
      await s.page.keyboard.press('Tab');
      assert.ok(
        await s.page.evaluate(() => !!document.activeElement?.closest('main')),
        'the next Tab stays in the content, past the sidebar',
      );

      await s.page.goto(`${shared.site!.url}/docs/api/frame`);
      await hydrated(s.page);
      await s.page.keyboard.press('Tab');
      await s.page.keyboard.press('Tab');
      const brand = await focused(s.page);
      assert.deepEqual([brand.tag, brand.outline], ['A', true]);
      assertQuiet(s);
    },
  );

  test(
    'keyboard: the Examples dropdown, sidebar categories and the colour toggle work with aria-expanded',
    TIMEOUT,
    async (t) => {
      const s = await open(t);
      if (!s) return;
      await visit(s, '/docs/api/frame');
      await hydrated(s.page);
      const examples = s.page.getByRole('button', { name: 'Examples' });
      const landing = s.page.getByRole('banner').getByRole('link', { name: 'Landing' });
      await examples.focus();
      assert.equal(await examples.getAttribute('aria-expanded'), 'false');
      assert.equal(await landing.isVisible(), false);
      await s.page.keyboard.press('Enter');
      assert.equal(await examples.getAttribute('aria-expanded'), 'true');
      await s.page.keyboard.press('Tab');
      assert.equal((await focused(s.page)).text, 'Landing');
      assert.equal(await landing.isVisible(), true);
      await s.page.keyboard.press('Escape');
      assert.equal(await examples.getAttribute('aria-expanded'), 'false');
      assert.equal((await focused(s.page)).text, 'Examples');
      assert.equal(await landing.isVisible(), false);

      const guides = s.page.getByRole('button', { name: 'Guides' });
      assert.equal(await guides.getAttribute('aria-expanded'), 'false');
      await guides.focus();
      await s.page.keyboard.press('Enter');
      assert.equal(await guides.getAttribute('aria-expanded'), 'true');
      // Its docs come from the shared sidebar file, fetched on first open.
      await s.page.locator('.sidebar-category', { has: guides }).locator('.sidebar-items a').nth(1).waitFor();
      await s.page.keyboard.press('Space');
      assert.equal(await guides.getAttribute('aria-expanded'), 'false');

      await s.page.getByRole('button', { name: TOGGLE }).focus();
      await s.page.keyboard.press('Enter');
      assert.equal(await theme(s.page), 'dark');
      assertQuiet(s);
    },
  );
});

/** Every page the build wrote, as the URL a reader visits. */
async function builtRoutes(outDir: string): Promise<string[]> {
  const files = (await readdir(outDir, { recursive: true })).filter(
    (f) => f.endsWith('.html') && !f.startsWith('_docgen'),
  );
  return files
    .map(
      (file) =>
        '/' +
        file
          .split(path.sep)
          .join('/')
          .replace(/(^|\/)index\.html$/, '$1')
          .replace(/\.html$/, ''),
    )
    .sort();
}

test('self-contained: the built routes include every kind of page', async (t) => {
  const s = await open(t);
  if (!s) return;
  const routes = await builtRoutes(shared.site!.outDir);
  for (const route of [
    '/',
    '/docs/overview',
    '/docs/dev',
    '/examples/basic',
    '/examples/landing/',
    '/search',
    '/support',
    '/404',
  ]) {
    assert.ok(routes.includes(route), `${route} is among the built routes: ${routes.join(' ')}`);
  }
});

// Every built route, a quarter in each test, so that a slow machine slows each a little rather than one a lot.
const PARTS = 4;
for (let part = 0; part < PARTS; part++) {
  test(
    `self-contained: no route requests anything from another host, and none logs an error (routes ${part + 1} of ${PARTS})`,
    TIMEOUT,
    async (t) => {
      const s = await open(t);
      if (!s) return;
      const routes = (await builtRoutes(shared.site!.outDir)).filter((_, i) => i % PARTS === part);
      assert.ok(routes.length > 0);
      for (const route of routes) {
        await s.page.goto(shared.site!.url + route);
        await s.page.getByRole('heading', { level: 1 }).first().waitFor();
        // Brings lazy content (images further down) into play before the page is judged.
        await s.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await s.page.waitForLoadState('networkidle');
      }
      assertQuiet(s);
    },
  );
}
