import assert from 'node:assert/strict';
import { test } from 'node:test';
import { llmsTxt } from '../../src/llms/llms-txt.js';
import { siteIndexFiles, type IndexedPage } from '../../src/seo/index-files.js';
import { SIDEBAR, site } from '../helpers/mini-site.js';

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
const DOCS = ['intro', 'guides/setup', 'guides/deep/dive', 'secret', 'wip'].map((id) => ({
  id,
  route: `/docs/${id}`,
  draft: id === 'wip',
}));

const fileOf = (files: ReturnType<typeof siteIndexFiles>, name: string) =>
  files.find((f) => f.path === name)?.contents as string | undefined;

test('sitemap.xml lists every public route as a full URL: no drafts, no redirect, no not-found page', () => {
  const files = siteIndexFiles({
    site,
    pages: PAGES,
    docs: DOCS,
    appRoutes: ['/examples/app/'],
    sidebars: [SIDEBAR],
    hasOwnRobotsTxt: false,
  });
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
  assert.equal(
    fileOf(files, 'robots.txt'),
    'User-agent: *\nAllow: /\n\nSitemap: https://mini.example.com/sitemap.xml\n',
  );
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

test('llms.txt: title, tagline, docs grouped by sidebar category in order, docs outside the sidebar under Optional', () => {
  const files = siteIndexFiles({
    site,
    pages: PAGES,
    docs: DOCS,
    appRoutes: [],
    sidebars: [SIDEBAR],
    hasOwnRobotsTxt: false,
  });
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
