import assert from 'node:assert/strict';
import { test } from 'node:test';
import { llmsTxt } from '../../src/llms/llms-txt.js';
import { markdownSource } from '../../src/llms/markdown-source.js';
import type { SiteLinkContext } from '../../src/markdown/context.js';
import { createMarkdownProcessor, processMarkdown } from '../../src/markdown/processor.js';
import type { DocSource, Sidebar } from '../../src/shared/model.js';
import { breadcrumbJsonLd } from '../../src/seo/breadcrumbs.js';
import { siteIndexFiles, type IndexedPage } from '../../src/seo/index-files.js';
import { robotsTxt, sitemapXml } from '../../src/seo/sitemap.js';
import { placeDocs } from '../../src/sidebar/build-sidebars.js';

const site = { title: 'Mini', tagline: 'A tiny site', url: 'https://mini.example.com', baseUrl: '/', trailingSlash: false };

const SIDEBAR: Sidebar = {
  id: 'docs',
  items: [
    { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [
        { type: 'link', label: 'Setup', href: '/docs/guides/setup', docId: 'guides/setup' },
        { type: 'category', label: 'Deep', collapsed: true, items: [{ type: 'link', label: 'Dive', href: '/docs/guides/deep/dive', docId: 'guides/deep/dive' }] },
      ],
    },
  ],
};

const PAGES: IndexedPage[] = [
  { route: '/', kind: 'page', title: 'Home', description: 'Welcome' },
  { route: '/search', kind: 'search', title: 'Search', description: 'Search the docs' },
  { route: '/docs', kind: 'redirect', title: 'Redirecting…', description: '' },
  { route: '/docs/intro', kind: 'doc', title: 'Intro', description: 'Start here.' },
  { route: '/docs/guides/setup', kind: 'doc', title: 'Set [it] up', description: 'Install\nand   run.' },
  { route: '/docs/guides/deep/dive', kind: 'doc', title: 'Dive', description: '' },
  { route: '/docs/secret', kind: 'doc', title: 'Secret', description: 'Not in any sidebar.' },
  { route: '/docs/wip', kind: 'doc', title: 'WIP', description: 'A draft.' },
  { route: '/404', kind: 'notFound', title: 'Page Not Found', description: '' },
];

/** Drafts are rendered in development builds; the index files leave them out all the same. */
const DOCS = ['intro', 'guides/setup', 'guides/deep/dive', 'secret', 'wip'].map((id) => ({ id, route: `/docs/${id}`, draft: id === 'wip' }));

const fileOf = (files: ReturnType<typeof siteIndexFiles>, name: string) => files.find((f) => f.path === name)?.contents as string | undefined;

test('sitemap.xml lists every public route as a full URL: no drafts, no redirect, no not-found page', () => {
  const files = siteIndexFiles({ site, pages: PAGES, docs: DOCS, appRoutes: ['/examples/app/'], sidebars: [SIDEBAR], hasOwnRobotsTxt: false });
  const locs = [...fileOf(files, 'sitemap.xml')!.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
  assert.deepEqual(locs, [
    'https://mini.example.com/',
    'https://mini.example.com/search',
    'https://mini.example.com/docs/intro',
    'https://mini.example.com/docs/guides/setup',
    'https://mini.example.com/docs/guides/deep/dive',
    'https://mini.example.com/docs/secret',
    'https://mini.example.com/examples/app/',
  ]);
  assert.equal(fileOf(files, 'robots.txt'), 'User-agent: *\nAllow: /\n\nSitemap: https://mini.example.com/sitemap.xml\n');
});

test('sitemap URLs follow the base URL and the trailing-slash policy; a robots.txt the site ships is kept', () => {
  const files = siteIndexFiles({
    site: { ...site, url: 'https://example.org/', baseUrl: '/mini/', trailingSlash: true },
    pages: PAGES,
    docs: DOCS,
    appRoutes: ['/examples/app'],
    sidebars: [SIDEBAR],
    hasOwnRobotsTxt: true,
  });
  const locs = [...fileOf(files, 'sitemap.xml')!.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
  assert.equal(locs[0], 'https://example.org/mini/');
  assert.equal(locs[2], 'https://example.org/mini/docs/intro/');
  assert.equal(locs.at(-1), 'https://example.org/mini/examples/app', 'a static app keeps its route as configured');
  assert.equal(fileOf(files, 'robots.txt'), undefined);
  assert.match(fileOf(files, 'llms.txt')!, /\(https:\/\/example\.org\/mini\/docs\/intro\.md\)/);
});

test('sitemap and robots.txt escape and format what they are given', () => {
  assert.equal(
    sitemapXml(['https://a.example/?q=1&r=<2>']),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://a.example/?q=1&amp;r=&lt;2&gt;</loc></url>\n</urlset>\n',
  );
  assert.equal(robotsTxt('https://a.example/sitemap.xml'), 'User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n');
});

test('llms.txt: title, tagline, docs grouped by sidebar category in order, docs outside the sidebar under Optional', () => {
  const files = siteIndexFiles({ site, pages: PAGES, docs: DOCS, appRoutes: [], sidebars: [SIDEBAR], hasOwnRobotsTxt: false });
  assert.equal(
    fileOf(files, 'llms.txt'),
    [
      '# Mini',
      '',
      '> A tiny site',
      '',
      '## Docs',
      '',
      '- [Intro](https://mini.example.com/docs/intro.md): Start here.',
      '',
      '## Guides',
      '',
      '- [Set \\[it\\] up](https://mini.example.com/docs/guides/setup.md): Install and run.',
      '',
      '## Guides › Deep',
      '',
      '- [Dive](https://mini.example.com/docs/guides/deep/dive.md)',
      '',
      '## Optional',
      '',
      '- [Secret](https://mini.example.com/docs/secret.md): Not in any sidebar.',
      '',
    ].join('\n'),
  );
  assert.equal(llmsTxt({ title: 'Empty', tagline: '' }, [], []), '# Empty\n');
});

test('each sidebar doc knows the categories above it, linked to their first doc; the trail becomes BreadcrumbList data', () => {
  const doc = (id: string, route: string) => ({ id, route, sidebarLabel: id, frontMatter: {} }) as DocSource;
  const placements = placeDocs([doc('intro', '/docs/intro'), doc('guides/setup', '/docs/guides/setup'), doc('guides/deep/dive', '/docs/guides/deep/dive')], [SIDEBAR], site);
  assert.equal(placements.get('intro')!.categories, undefined);
  assert.deepEqual(placements.get('guides/deep/dive')!.categories, [
    { label: 'Guides', href: '/docs/guides/setup' },
    { label: 'Deep', href: '/docs/guides/deep/dive' },
  ]);

  const script = breadcrumbJsonLd([{ label: 'Guides', href: '/docs/guides/setup' }, { label: '<Setup>', href: '/docs/guides/setup' }], 'https://mini.example.com')!;
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(script)![1]!;
  assert.ok(!json.includes('<'), 'nothing in the data can close the script element');
  assert.deepEqual(JSON.parse(json), {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Guides', item: 'https://mini.example.com/docs/guides/setup' },
      { '@type': 'ListItem', position: 2, name: '<Setup>', item: 'https://mini.example.com/docs/guides/setup' },
    ],
  });
  assert.equal(breadcrumbJsonLd([{ label: 'Intro', href: '/docs/intro' }], 'https://mini.example.com'), undefined, 'a doc outside every category gets no trail');
});

const processor = createMarkdownProcessor({});
const linkContext: SiteLinkContext = { routeByDocPath: { 'api/Frame.md': '/docs/api/frame', 'intro.md': '/docs/intro' }, baseUrl: '/base/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } };

function servedSource(body: string, title = 'Page'): string {
  const md = processMarkdown(processor, body, 'docs/guides/page.md', { docPath: 'guides/page.md', route: '/docs/guides/page', bodyLine: 3 }, linkContext);
  return markdownSource(body, title, md.leadingTitle !== undefined, md.sourceEdits);
}

test('served Markdown: links to docs point at their served Markdown, site paths get the base URL, the rest is kept', () => {
  const body = [
    '',
    'See [the frame](../api/Frame.md#props "Frame ../api/Frame.md"), ![a dot](/img/dot.svg) and [ref][intro].',
    '',
    '```md',
    '[not a link](../intro.md)',
    '```',
    '',
    'Also [elsewhere](https://example.com/a.md), [missing](./nope.md) and [here](#top).',
    '',
    '[intro]: ../intro.md',
    '',
  ].join('\n');
  assert.equal(
    servedSource(body, 'A  long\ntitle'),
    [
      '# A long title',
      '',
      'See [the frame](/base/docs/api/frame.md#props "Frame ../api/Frame.md"), ![a dot](/base/img/dot.svg) and [ref][intro].',
      '',
      '```md',
      '[not a link](../intro.md)',
      '```',
      '',
      'Also [elsewhere](https://example.com/a.md), [missing](./nope.md) and [here](#top).',
      '',
      '[intro]: /base/docs/intro.md',
      '',
    ].join('\n'),
  );
});

test('served Markdown keeps a leading "# Title" of the body instead of adding one', () => {
  assert.equal(servedSource('# Own title\n\nText.\n', 'Front matter title'), '# Own title\n\nText.\n');
});
