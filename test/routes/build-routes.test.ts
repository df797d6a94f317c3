import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseConfig } from '../../src/config/load.js';
import { buildRouteTable } from '../../src/routes/build-routes.js';
import { pageRoutes } from '../../src/sources/pages/pages-source.js';
import type { DocSource } from '../../src/shared/model.js';
import { assertIdsAndRoutes, docAt } from '../helpers/docs.js';

test('routes follow Docusaurus: folder indexes, slugs, version folders and parse_number_prefixes', () => {
  assertIdsAndRoutes([
    ['guides/index.md', 'id: start', 'guides/start', '/docs/guides'],
    ['guides/README.md', '', 'guides/README', '/docs/guides'],
    ['guides/Guides.md', '', 'guides/Guides', '/docs/guides'],
    ['index.md', '', 'index', '/docs'],
    ['intro.md', 'slug: /', 'intro', '/docs'],
    ['a/b/page.md', 'slug: ../up', 'a/b/page', '/docs/a/up'],
    ['a/page.md', 'slug: deeper/page', 'a/page', '/docs/a/deeper/page'],
    ['releases/5.1/notes.md', '', 'releases/5.1/notes', '/docs/releases/5.1/notes'],
    ['releases/7.4.md', '', 'releases/7.4', '/docs/releases/7.4'],
    ['01-guides/02-setup.md', 'parse_number_prefixes: false', '01-guides/02-setup', '/docs/01-guides/02-setup'],
  ]);
});

test('a number prefix is the default sidebar position; sidebar_position wins', () => {
  assert.equal(docAt('03-setup.md').sidebarPosition, 3);
  assert.equal(docAt('03-setup.md', 'sidebar_position: 9').sidebarPosition, 9);
  assert.equal(docAt('setup.md').sidebarPosition, undefined);
});

test('routeBasePath "/" puts the docs at the site root', () => {
  const config = parseConfig('title: T\nurl: https://example.com\ndocs:\n  routeBasePath: /\n', 'site.config.yaml');
  assert.equal(config.docs.routeBasePath, '');
  assert.equal(docAt('intro.md', 'slug: /', config.docs.routeBasePath).route, '/');
  assert.equal(docAt('guides/setup.md', '', config.docs.routeBasePath).route, '/guides/setup');
  assert.equal(
    parseConfig('title: T\nurl: https://example.com\ndocs:\n  routeBasePath: /guides/\n', 'c.yaml').docs.routeBasePath,
    'guides',
  );
  assert.throws(
    () => parseConfig('title: T\nurl: https://example.com\ndocs:\n  routeBasePath: "a b"\n', 'c.yaml'),
    /docs\.routeBasePath: expected a path such as "docs"/,
  );
});

const table = (
  docs: DocSource[],
  mainDocRoute: string | undefined,
  mainDocIdWritten: boolean,
  pageModules: string[] = [],
) =>
  buildRouteTable({
    pages: pageRoutes({ pagesDir: 'templates/pages', modules: pageModules }),
    docs: [
      {
        candidates: docs.map((d) => ({ kind: 'doc', route: d.route, source: d.file, docId: d.id, scope: d.scope })),
        entry:
          mainDocRoute && mainDocRoute !== '/docs'
            ? {
                plan: {
                  kind: 'redirect',
                  route: '/docs',
                  source: 'site.config.yaml (docs.mainDocId)',
                  to: mainDocRoute,
                },
                written: mainDocIdWritten,
              }
            : undefined,
      },
    ],
    firstDocRoute: mainDocRoute,
  });

test('a doc at the docs root is not reported against a docs.mainDocId the user did not write', () => {
  const root = docAt('index.md');
  assert.deepEqual(table([root, docAt('intro.md')], '/docs', false).duplicates, []);
  assert.deepEqual(table([docAt('intro.md', 'slug: /'), docAt('b.md')], '/docs/b', false).duplicates, []);
  // Written by the user, the setting is a real claimant and is named.
  assert.deepEqual(table([docAt('intro.md', 'slug: /'), docAt('b.md')], '/docs/b', true).duplicates, [
    { route: '/docs', sources: ['docs/intro.md', 'site.config.yaml (docs.mainDocId)'] },
  ]);
  // Two files claiming one route are both named.
  assert.deepEqual(table([docAt('guides/index.md'), docAt('guides/README.md')], undefined, false).duplicates, [
    { route: '/docs/guides', sources: ['docs/guides/index.md', 'docs/guides/README.md'] },
  ]);
});
