/*
 * navbar.style, footer.style and the announcement bar's colours (test/fixtures/bar-styles-site) in headless Chromium:
 * a dark navbar and footer, or a navbar in the brand colour, stay so in both colour modes, and axe finds nothing to
 * report in either, contrast included, open dropdown too.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { FIXTURES } from '../helpers/site.js';
import { axeViolations, browserOnFixture } from './harness.js';
import { hydrated } from './ui-session.js';

const SITE = path.join(FIXTURES, 'bar-styles-site');
const dark = browserOnFixture(path.join(SITE, 'site.config.yaml'));
const primary = browserOnFixture(path.join(SITE, 'primary.config.yaml'));

const background = (selector: string) => `getComputedStyle(document.querySelector('${selector}')).backgroundColor`;

for (const mode of ['light', 'dark'] as const) {
  test(`a dark navbar and footer and a coloured announcement bar are so and axe-clean in ${mode} mode`, async (t) => {
    if (!dark.browser || !dark.site) return t.skip('Chromium not installed');
    const context = await dark.browser.newContext({ viewport: { width: 1280, height: 800 } });
    t.after(() => context.close());
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const page = await context.newPage();
    await page.goto(`${dark.site.url}/docs/intro`);
    await hydrated(page);
    assert.equal(await page.evaluate(background('.navbar')), 'rgb(36, 37, 38)');
    assert.equal(await page.evaluate(background('.footer')), 'rgb(48, 56, 70)');
    assert.equal(await page.evaluate(background('.announcement-bar')), 'rgb(32, 35, 42)');
    assert.equal(
      await page.evaluate(`getComputedStyle(document.querySelector('.announcement-content')).color`),
      'rgb(255, 255, 255)',
    );
    // The bar's content is the site's HTML, as in Docusaurus: its link is a link
    assert.equal(
      await page.locator('.announcement-bar').getByRole('link', { name: 'read the intro' }).getAttribute('href'),
      '/docs/intro',
    );
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole('button', { name: 'More' }).click();
    assert.deepEqual(await axeViolations(page, '.navbar'), [], 'the open dropdown');
  });

  test(`a navbar in the brand colour is so and axe-clean in ${mode} mode`, async (t) => {
    if (!primary.browser || !primary.site) return t.skip('Chromium not installed');
    const context = await primary.browser.newContext({ viewport: { width: 1280, height: 800 } });
    t.after(() => context.close());
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const page = await context.newPage();
    await page.goto(`${primary.site.url}/docs/intro`);
    await hydrated(page);
    assert.equal(await page.evaluate(background('.navbar')), 'rgb(29, 78, 216)');
    assert.deepEqual(await axeViolations(page, '.navbar'), []);
  });
}
