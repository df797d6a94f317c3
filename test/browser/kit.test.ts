/*
 * The component kit's pages (test/fixtures/kit-site: steps, file trees, cards, doc cards and badges, in Markdown and in MDX) in headless
 * Chromium: axe finds nothing to report in either colour mode, contrast included, sidebar badges on the current page's
 * link and on hovered rows too.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { FIXTURES } from '../helpers/site.js';
import { axeViolations, browserOnFixture, collectConsoleErrors } from './harness.js';

const shared = browserOnFixture(path.join(FIXTURES, 'kit-site/site.config.yaml'));

for (const mode of ['light', 'dark'] as const) {
  test(`the kit's components are axe-clean in ${mode} mode, in Markdown and in MDX`, async (t) => {
    if (!shared.browser || !shared.site) return t.skip('Chromium not installed');
    const context = await shared.browser.newContext();
    t.after(() => context.close());
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    for (const route of ['/docs/markdown', '/docs/mdx', '/docs/vitepress']) {
      await page.goto(`${shared.site.url}${route}`);
      await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, mode);
      assert.equal(await page.locator('.text-badge').first().isVisible(), true);
      if (route === '/docs/mdx') {
        // A doc card's heading is named by its label: the emoji beside it is hidden from assistive technology.
        const cards = page.locator('.doc-card-list').getByRole('heading', { level: 2 });
        assert.deepEqual(await cards.evaluateAll((hs) => hs.map((h) => h.textContent)), [
          '📄️ Kit in Markdown',
          '🗃️ More',
          '🔗 Starlight',
        ]);
        assert.equal(await page.getByRole('heading', { name: 'More', exact: true }).isVisible(), true);
      }
      assert.deepEqual(await axeViolations(page, 'article'), [], route);
    }
    assert.deepEqual(errors, []);
  });
}

/** Badges beside sidebar labels: on the current page's link, and on a hovered link and category toggle. */
for (const mode of ['light', 'dark'] as const) {
  test(`sidebar badges are axe-clean in ${mode} mode on the current page's link and on hovered ones`, async (t) => {
    if (!shared.browser || !shared.site) return t.skip('Chromium not installed');
    const context = await shared.browser.newContext({ viewport: { width: 1280, height: 800 } });
    t.after(() => context.close());
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const page = await context.newPage();
    await page.goto(`${shared.site.url}/docs/vitepress`);
    await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, mode);
    const current = page.locator('.sidebar-link[aria-current="page"] .text-badge');
    assert.equal(await current.textContent(), 'Changed');
    assert.deepEqual(await axeViolations(page, '.sidebar'), [], 'the current page');
    for (const name of ['Starlight Compare', 'More Beta']) {
      const row = page.locator('.sidebar').getByRole(name === 'More Beta' ? 'button' : 'link', { name });
      await row.hover();
      // Wait for the hover's background, not for an instant: a transition may still run.
      await page.waitForFunction(
        (label) =>
          [...document.querySelectorAll('.sidebar a, .sidebar button')].some(
            (el) =>
              el.textContent === label &&
              el.matches(':hover') &&
              getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)',
          ),
        name,
      );
      assert.deepEqual(await axeViolations(page, '.sidebar'), [], `${name} hovered`);
    }
  });
}
