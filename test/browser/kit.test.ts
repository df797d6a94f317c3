/*
 * The component kit's pages (test/fixtures/kit-site: steps, file trees, cards and badges, in Markdown and in MDX) in headless
 * Chromium: axe finds nothing to report in either colour mode, contrast included.
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
      assert.deepEqual(await axeViolations(page, 'article'), [], route);
    }
    assert.deepEqual(errors, []);
  });
}
