/*
 * A right-to-left locale (issue #33): an Arabic page is laid out as a mirror of an English one, the sidebar on the
 * right, the table of contents on the left, admonitions marked on their right edge, "previous" on the right, while
 * code blocks read left to right; axe finds nothing. The theme speaks Arabic there, from the first paint and after a
 * client-side navigation, and English on the English pages.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startSite, tempDir, writeFiles, type ServedSite } from '../helpers/site.js';
import { axeViolations, launchBrowser } from './harness.js';
import { assertQuiet, hydrated, openSession } from './ui-session.js';

const TIMEOUT = { timeout: 180_000 };

const page = (title: string, words: string) =>
  `# ${title}\n\n${words}\n\n## ${title} 1\n\n:::note\n\n${words}\n\n:::\n\n\`\`\`js\nconst answer = 42;\n\`\`\`\n\n## ${title} 2\n\n${words}\n`;

const FILES = {
  'site.config.yaml': `title: Mirror
url: https://mirror.example.com
i18n:
  defaultLocale: en
  locales: [en, ar]
docs:
  sidebars:
    main: [one, two, three]
`,
  'docs/one.md': page('One', 'The first page.'),
  'docs/two.md': page('Two', 'The second page.'),
  'docs/three.md': page('Three', 'The third page.'),
  'i18n/ar/docusaurus-plugin-content-docs/current/two.md': page('الثانية', 'الصفحة الثانية.'),
};

let browser: Browser | null = null;
let served: ServedSite | undefined;
let dir: string | undefined;

before(
  async () => {
    browser = await launchBrowser();
    if (!browser) return;
    dir = await tempDir('docgen-rtl-browser-');
    await writeFiles(dir, FILES);
    served = await startSite(path.join(dir, 'site.config.yaml'));
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await served?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The left and right edges of the first element `selector` finds. */
async function edges(p: Page, selector: string): Promise<{ left: number; right: number }> {
  const box = await p.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is shown`);
  return { left: box.x, right: box.x + box.width };
}

async function layout(t: TestContext, route: string) {
  const s = await openSession(t, browser, served?.url);
  if (!s) return null;
  await s.page.goto(served!.url + route);
  await s.page.getByRole('heading', { level: 1 }).waitFor();
  await hydrated(s.page);
  const border = await s.page
    .locator('.admonition')
    .first()
    .evaluate((e) => {
      const style = getComputedStyle(e);
      return { left: style.borderLeftWidth, right: style.borderRightWidth };
    });
  const code = await s.page
    .locator('.code-block pre')
    .first()
    .evaluate((pre) => {
      const line = pre.querySelector('code')!.getBoundingClientRect();
      return { direction: getComputedStyle(pre).direction, offset: line.left - pre.getBoundingClientRect().left };
    });
  return {
    s,
    dir: await s.page.getAttribute('html', 'dir'),
    sidebar: await edges(s.page, '.doc-sidebar'),
    article: await edges(s.page, '.doc-article'),
    toc: await edges(s.page, '.doc-toc .toc'),
    prev: await edges(s.page, '.pagination-prev'),
    next: await edges(s.page, '.pagination-next'),
    border,
    code,
  };
}

test('an Arabic page is the mirror of an English one, but for its code, and axe finds nothing', TIMEOUT, async (t) => {
  const en = await layout(t, '/docs/two');
  const ar = await layout(t, '/ar/docs/two');
  if (!en || !ar) return;
  assert.equal(en.dir, 'ltr');
  assert.equal(ar.dir, 'rtl');
  assert.equal(await ar.s.page.getAttribute('html', 'lang'), 'ar');

  assert.ok(en.sidebar.right <= en.article.left && en.article.right <= en.toc.left, 'English: sidebar, article, TOC');
  assert.ok(ar.toc.right <= ar.article.left && ar.article.right <= ar.sidebar.left, 'Arabic: TOC, article, sidebar');
  assert.ok(en.prev.right <= en.next.left, 'English: previous on the left');
  assert.ok(ar.next.right <= ar.prev.left, 'Arabic: previous on the right');
  assert.deepEqual(en.border, { left: '5px', right: '0px' });
  assert.deepEqual(ar.border, { left: '0px', right: '5px' });
  // Code starts at the block's left edge in both.
  assert.deepEqual(ar.code, en.code);
  assert.equal(ar.code.direction, 'ltr');

  assert.deepEqual(await axeViolations(ar.s.page), []);
  assertQuiet(ar.s);
  assertQuiet(en.s);
});

/** The theme's own words on a doc page, as the reader sees them and as assistive technology reads them. */
async function themeWords(p: Page) {
  return {
    toc: await p.locator('.toc-title').first().textContent(),
    previous: await p.locator('.pagination-prev .pagination-sublabel').textContent(),
    next: await p.locator('.pagination-next .pagination-sublabel').textContent(),
    skip: await p.locator('.skip-link').textContent(),
    copy: await p.locator('.code-copy').first().getAttribute('aria-label'),
    sidebar: await p.locator('nav.sidebar').first().getAttribute('aria-label'),
  };
}

test('the theme speaks Arabic on the Arabic pages and English on the English ones', TIMEOUT, async (t) => {
  const s = await openSession(t, browser, served?.url);
  if (!s) return;
  await s.page.goto(served!.url + '/docs/two');
  await hydrated(s.page);
  assert.deepEqual(await themeWords(s.page), {
    toc: 'On this page',
    previous: 'Previous',
    next: 'Next',
    skip: 'Skip to main content',
    copy: 'Copy code to clipboard',
    sidebar: 'Docs sidebar',
  });
  const arabic = {
    toc: 'في هذه الصفحة',
    previous: 'السابق',
    next: 'التالي',
    skip: 'انتقل إلى المحتوى الرئيسي',
    copy: 'نسخ الشيفرة إلى الحافظة',
    sidebar: 'الشريط الجانبي للتوثيق',
  };
  await s.page.goto(served!.url + '/ar/docs/two');
  await hydrated(s.page);
  assert.deepEqual(await themeWords(s.page), arabic);
  // The search button shows its Arabic label, at its start (the right), clear of the shortcut keys at its end.
  const label = await edges(s.page, '.navbar-search-label');
  const keys = await edges(s.page, '.navbar-search-keys');
  assert.equal(await s.page.locator('.navbar-search-label').textContent(), 'بحث');
  assert.ok(keys.right <= label.left, `keys ${JSON.stringify(keys)} left of the label ${JSON.stringify(label)}`);
  // A client-side navigation renders the next page with the same table.
  await s.page.locator('.pagination-next').click();
  await s.page.waitForURL(/\/ar\/docs\/three$/);
  await s.page.getByRole('heading', { level: 1, name: 'Three' }).waitFor();
  assert.equal(await s.page.locator('.pagination-prev .pagination-sublabel').textContent(), 'السابق');
  assert.equal(await s.page.locator('.toc-title').first().textContent(), arabic.toc);
  assertQuiet(s);
});
