import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import type { DocgenErrors } from '../../src/errors.js';
import { htmlLinks } from '../../src/links/check-links.js';
import { formatWarning } from '../../src/links/warnings.js';
import { siteFolders } from '../helpers/site.js';
import { Interner } from '../../src/util/interner.js';
import { retainedMB } from '../helpers/retained-memory.js';

// 400 pages of 100 KB: 40 MB (80 MB as UTF-16) if what is kept holds on to the pages.
const page = (i: number) =>
  `<!doctype html><html><head></head><body><a href="/docs/page-${i}-with-a-long-path">x</a><h2 id="section-${i}-long-anchor">y</h2>${'<p>filler text</p>'.repeat(5500)}<script id="__docgen_data"></script></body></html>`;

test("the link facts kept of each page do not keep the page's HTML in memory", () => {
  const growth = retainedMB(400, page, htmlLinks);
  assert.ok(growth < 8, `keeping the links of 400 pages of 100 KB grew the heap by ${growth.toFixed(1)} MB`);
});

// The rules found on real Docusaurus and VitePress trees (dialect-real).
{
  const page = (body: string) => `<html><head><meta name="description" content="x"></head><body>${body}</body></html>`;

  test('an <a name="x"> in a page is a link target, as browsers scroll to it', () => {
    const { ids } = htmlLinks(
      page(
        '<a name="old-name"></a><a id="old-id"></a><h2 id="heading">H</h2><a class="x" href="#y" name="after-href">t</a>',
      ),
    );
    assert.deepEqual(ids.sort(), ['after-href', 'heading', 'old-id', 'old-name']);
  });

  test('a name on another element (a form field, a meta tag) is no link target', () => {
    const { ids } = htmlLinks(page('<input name="q"><map name="m"></map><abbr name="nope">x</abbr>'));
    assert.deepEqual(ids, []);
  });
}

test('the link facts of many pages keep one copy of the links they repeat, and not the pages', () => {
  const strings = new Interner();
  // 2,000 pages with the same 100 navbar links of about 100 characters: 20 MB or more kept one copy per page.
  const nav = Array.from(
    { length: 100 },
    (_, i) => `<a href="/docs/a-long-category-name/a-long-page-name-that-the-navbar-repeats-on-every-page-${i}">x</a>`,
  ).join('');
  const withNav = (i: number) =>
    `${page(i).replace('<body>', `<body>${nav}`).slice(0, 20_000)}<script id="__docgen_data"></script>`;
  const growth = retainedMB(2000, withNav, (html) => htmlLinks(html, strings));
  assert.ok(
    growth < 6,
    `keeping the links of 2,000 pages that repeat 100 links grew the heap by ${growth.toFixed(1)} MB`,
  );
});

// Docusaurus's link check sees the links of `<Link>` and of Markdown only: a raw `<a href>` or `src` of a page's or an
// MDX doc's JSX passes it (helm's home page links to /calendar/release, which no page has; a front-commerce doc plays a
// video its repository lacks), so docgen only warns of it.
{
  const site = siteFolders('docgen-raw-anchors-');
  const files = (pageLink: string) => ({
    'site.config.yaml': 'title: Raw\nurl: https://raw.example.com\npagesDir: src/pages\nonBrokenLinks: throw\n',
    'docs/intro.mdx': `# Intro\n\n<a href="/calendar/doc">raw</a>\n\n[fine](/docs/intro)\n\n<video controls><source src="/media/gone.mp4" type="video/mp4" /></video>\n`,
    'src/pages/index.tsx': `import Link from '@docusaurus/Link';
export default function Home() {
  return (
    <main>
      <a href="/calendar/release">calendar</a>
      ${pageLink}
    </main>
  );
}
`,
  });

  test("a raw <a> or src of a page's or an MDX doc's JSX that leads nowhere is a warning that says why, under onBrokenLinks: throw", async () => {
    const dir = await site(files('<Link to="/docs/intro">intro</Link>'));
    const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
    assert.deepEqual(result.warnings.map(formatWarning).sort(), [
      'docs/intro.mdx:3:10 → /calendar/doc (no page or file at /calendar/doc; a raw <a> in JSX, which Docusaurus does not check, so this is not an error: write <Link> to have it checked)',
      'docs/intro.mdx:7:30 → /media/gone.mp4 (no page or file at /media/gone.mp4; a raw <source> in JSX, which Docusaurus does not check, so this is not an error)',
      'src/pages/index.tsx:5:16 → /calendar/release (no page or file at /calendar/release; a raw <a> in JSX, which Docusaurus does not check, so this is not an error: write <Link> to have it checked)',
    ]);
  });

  test('a <Link> of a page that leads nowhere still fails the build under onBrokenLinks: throw, and alone', async () => {
    const dir = await site(files('<Link to="/gone">gone</Link>'));
    await assert.rejects(
      build({ configFile: path.join(dir, 'site.config.yaml') }),
      (error: DocgenErrors) =>
        error.errors.map((e) => e.message).join('\n') ===
        'src/pages/index.tsx:6:17 - broken link → /gone (no page or file at /gone)',
    );
  });
}

// A build checks each page's links as the page comes and keeps only those it cannot tell good yet: a link to an anchor
// of a page still to come, or of one long written, in another version, is checked all the same.
{
  const site = siteFolders('docgen-link-ledger-');
  const files = {
    'site.config.yaml':
      'title: L\nurl: https://l.example.com\nonBrokenLinks: warn\ndocs:\n  sidebars:\n    docs: [intro, guide]\n',
    'versions.json': '["1.0"]',
    'versioned_sidebars/version-1.0-sidebars.json': '{"docs": ["intro", "guide"]}',
    'docs/intro.md':
      '# Intro\n\n## Start here\n\n[to 1.0](/docs/guide#install) [gone in 1.0](/docs/guide#nowhere)\n\n' +
      '[here](#nope) [next](./guide.md#gone) [there](./guide.md#more)\n\n![none](/img/none.png)\n',
    'docs/guide.md': '# Guide\n\n## More\n\n[back](./intro.md#start-here)\n',
    'versioned_docs/version-1.0/intro.md':
      '# Intro\n\n[to next](/docs/next/intro#start-here) [gone](/docs/next/intro#missing)\n',
    'versioned_docs/version-1.0/guide.md': '# Guide\n\n## Install\n\n[up](./intro.md#nothing)\n',
  };

  test('links to anchors of pages written before or after theirs, in other versions too, are reported where they are written, cold and warm', async () => {
    const dir = await site(files);
    const expected = [
      'docs/intro.md:5:31 → /docs/guide#nowhere (no heading or element with id "nowhere" on /docs/guide)',
      'docs/intro.md:7:1 → #nope (no heading or element with id "nope" on this page)',
      'docs/intro.md:7:15 → ./guide.md#gone (no heading or element with id "gone" on /docs/next/guide)',
      'docs/intro.md:9:1 → /img/none.png (no file at /img/none.png)',
      'versioned_docs/version-1.0/guide.md:5:1 → ./intro.md#nothing (no heading or element with id "nothing" on /docs/intro)',
      'versioned_docs/version-1.0/intro.md:3:40 → /docs/next/intro#missing (no heading or element with id "missing" on /docs/next/intro)',
    ];
    for (const run of ['cold', 'warm']) {
      const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
      assert.deepEqual(result.warnings.map(formatWarning), expected, run);
    }
  });
}
