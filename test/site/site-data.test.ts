import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseConfig } from '../../src/config/load.js';
import { DocgenError } from '../../src/errors.js';
import type { DocSource, Sidebar } from '../../src/shared/model.js';
import { buildSiteData } from '../../src/site/site-data.js';
import { DEFAULT_DOCS_SCOPE } from '../../src/sources/content-source.js';
import type { DocsPlan } from '../../src/sources/docs/plan-docs.js';
import { docsContent } from '../helpers/docs.js';

function doc(id: string, route: string): DocSource {
  return {
    id,
    scope: DEFAULT_DOCS_SCOPE,
    file: `docs/${id}.md`,
    docPath: `${id}.md`,
    route,
    title: id,
    sidebarLabel: `Label of ${id}`,
    frontMatter: {},
    body: '',
    bodyLine: 1,
    draft: false,
  };
}

const docs = [doc('intro', '/docs/intro'), doc('guide', '/docs/guide')];
const sidebars: Sidebar[] = [
  { id: 'main', items: [{ type: 'link', label: 'Guide', href: '/base/docs/guide', docId: 'guide' }] },
  { id: 'empty', items: [] },
];

function siteData(yaml: string, draftIds: string[] = []) {
  const config = parseConfig(
    `title: Site\ntagline: Tag\nurl: https://example.com/\nbaseUrl: /base/\n${yaml}`,
    'site.config.yaml',
  );
  const plan = {
    content: docsContent(config, docs, draftIds),
    routeBase: '/docs',
    mainDoc: docs[1],
    docs,
    placements: new Map([['guide', { sidebarId: 'main' }]]),
    sidebarsByName: new Map(sidebars.map((s) => [s.id, s])),
  } as DocsPlan;
  return buildSiteData({ config, configFile: 'site.config.yaml', docs: [plan], year: 2026 });
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof DocgenError);
    return error.message;
  }
  assert.fail('no error');
}

test('a site without navbar items links its first sidebar doc, the search and the colour toggle; URLs get the base URL', () => {
  const site = siteData(
    'footer:\n  copyright: "© {year} Site"\n  links:\n    - title: More\n      items:\n        - { label: Blog, to: /blog }\n        - { label: GitHub, href: "https://github.com/x" }\n',
  );
  assert.equal(site.url, 'https://example.com');
  assert.deepEqual(site.navbar.items, [
    {
      kind: 'link',
      position: 'left',
      label: 'Docs',
      href: '/base/docs/guide',
      external: false,
      activeBasePath: '/base/docs',
      doc: {
        pluginId: 'default',
        last: 'current',
        versions: { current: { href: '/base/docs/guide', label: 'Docs', sidebarId: 'main' } },
      },
    },
    { kind: 'search', position: 'right' },
    { kind: 'colorMode', position: 'right' },
  ]);
  assert.deepEqual(site.footer.links, [
    {
      title: 'More',
      items: [
        { label: 'Blog', href: '/base/blog', external: false },
        { label: 'GitHub', href: 'https://github.com/x', external: true },
      ],
    },
  ]);
  assert.equal(site.footer.copyright, '© 2026 Site');
  assert.equal(site.docs.routeBase, '/base/docs');
});

test("a site without navbar items whose first sidebar entry is a category's generated index links that page", () => {
  const config = parseConfig('title: Site\nurl: https://example.com/\n', 'site.config.yaml');
  const generated = {
    id: 'main',
    items: [
      {
        type: 'link' as const,
        label: 'Guides',
        href: '/docs/category/guides',
        docId: '__category/docs/category/guides',
      },
    ],
  };
  const plan = {
    content: docsContent(config, docs, []),
    routeBase: '/docs',
    mainDoc: undefined,
    docs: [{ ...doc('__category/docs/category/guides', '/docs/category/guides'), generated: true }],
    placements: new Map(),
    sidebarsByName: new Map([[generated.id, generated]]),
  } as DocsPlan;
  const site = buildSiteData({ config, configFile: 'site.config.yaml', docs: [plan], year: 2026 });
  assert.deepEqual(site.navbar.items[0], {
    kind: 'link',
    position: 'left',
    label: 'Docs',
    href: '/docs/category/guides',
    external: false,
    activeBasePath: '/docs',
    doc: {
      pluginId: 'default',
      last: 'current',
      versions: { current: { href: '/docs/category/guides', label: 'Docs', sidebarId: 'main' } },
    },
  });
});

test("navbar doc and sidebar items become links to their docs, a doc item labelled by its doc's id and a sidebar item by its first doc by default; a draft doc drops its item; the switch may be hidden", () => {
  const site = siteData(
    'colorMode:\n  disableSwitch: true\nnavbar:\n  items:\n    - { type: doc, docId: intro }\n    - { type: docSidebar, sidebarId: main, label: Guides }\n    - { type: docSidebar, sidebarId: main }\n    - { type: doc, docId: draft }\n    - { type: colorMode }\n',
    ['draft'],
  );
  assert.deepEqual(
    site.navbar.items.map((item) => item.kind === 'link' && [item.label, item.href]),
    [
      ['intro', '/base/docs/intro'],
      ['Guides', '/base/docs/guide'],
      // Without a label of its own, the sidebar's first doc's, as in Docusaurus.
      ['Guide', '/base/docs/guide'],
    ],
  );
});

test('a default locale that i18n.locales does not list fails by name', () => {
  assert.equal(
    errorOf(() => siteData('i18n:\n  defaultLocale: en\n  locales: [fr, ja]\n')),
    'site.config.yaml - i18n.defaultLocale: "en" is not one of i18n.locales (fr, ja)',
  );
});

test('navbar items that lead nowhere are errors naming the key path', () => {
  assert.equal(
    errorOf(() => siteData('navbar:\n  items:\n    - { type: doc, docId: nowhere }\n')),
    'site.config.yaml - navbar.items[0]: the navbar links to doc "nowhere", which does not exist',
  );
  assert.equal(
    errorOf(() =>
      siteData(
        'navbar:\n  items:\n    - { type: search }\n    - { type: docSidebar, sidebarId: empty, label: Empty }\n',
      ),
    ),
    'site.config.yaml - navbar.items[1]: the navbar links to sidebar "empty", which has no doc to link to',
  );
  assert.equal(
    errorOf(() => siteData('navbar:\n  items:\n    - { type: docSidebar, sidebarId: other, label: Other }\n')),
    'site.config.yaml - navbar.items[0]: the navbar links to sidebar "other", which does not exist',
  );
});
