/**
 * A site of two docs instances: the config's `docs` and a second product's docs under /community/, each its own
 * content source with its own folder, sidebars, ids and links; the navbar names the second with `docsPluginId`.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenError, DocgenErrors } from '../../src/errors.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-two-docs-');

const CONFIG = `title: Two
url: https://two.example.com
navbar:
  items:
    - { type: doc, docId: intro, label: Guide }
    - { type: docSidebar, sidebarId: main, label: Community, docsPluginId: community }
    - { type: doc, docId: faq, label: FAQ, docsPluginId: community, position: right }
docs:
  sidebars:
    main: [intro, setup]
docsInstances:
  - id: community
    path: community
    routeBasePath: community
    editUrl: https://github.com/two/site/edit/main
    sidebars:
      main: [intro, faq]
`;

const FILES = {
  'site.config.yaml': CONFIG,
  'docs/intro.md': '# Product intro\n\nSee [setup](./setup.md) and the [community](/community/faq).\n',
  'docs/setup.md': '# Setup\n\nInstall the product.\n',
  'community/intro.md': '# Community intro\n\nRead the [FAQ](./faq.md), ![logo](./logo.png).\n',
  'community/faq.md': '# Questions\n\nAsk zebrafish questions here. Back to the [product](/docs/intro).\n',
  'community/logo.png': 'not really a picture',
};

test('two docs instances build side by side: own routes, sidebars, links, edit URLs, navbar items and search', async () => {
  const dir = await site(FILES);
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings, []);
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');

  const product = await read('docs/intro/index.html');
  const community = await read('community/intro/index.html');
  assert.match(product, /<h1[^>]*>Product intro<\/h1>/);
  assert.match(community, /<h1[^>]*>Community intro<\/h1>/);
  // Each doc's sidebar is its own instance's, though both are named "main" and both have a doc "intro".
  assert.match(product, /href="\/docs\/setup"[^>]*>Setup</);
  assert.doesNotMatch(product, /href="\/community\/faq"[^>]*>Questions</);
  assert.match(community, /href="\/community\/faq"[^>]*>Questions</);
  assert.doesNotMatch(community, /href="\/docs\/setup"/);
  // Relative .md links and files beside the docs resolve in the doc's own folder.
  assert.match(product, /<a href="\/docs\/setup">setup<\/a>/);
  assert.match(community, /<a href="\/community\/faq">FAQ<\/a>/);
  assert.match(community, /<img src="\/assets\/images\/logo-[0-9a-f]{8}\.png" alt="logo"/);
  // Only the second instance has an edit URL.
  assert.match(community, /href="https:\/\/github\.com\/two\/site\/edit\/main\/community\/intro\.md"/);
  assert.doesNotMatch(product, /github\.com\/two\/site\/edit/);
  // Each instance's route base leads to its first sidebar doc.
  assert.match(await read('community/index.html'), /\/community\/intro/);

  assert.match(
    product,
    /<div class="navbar-items navbar__items navbar-items-left"><a class="navbar-link active" href="\/docs\/intro"[^>]*>Guide<\/a><a class="navbar-link" href="\/community\/intro"[^>]*>Community<\/a><\/div>/,
  );
  assert.match(product, /<a class="navbar-link" href="\/community\/faq"[^>]*>FAQ<\/a>/);

  const sidebars = (await readdir(path.join(dir, 'build/assets/data'))).filter((f) => f.startsWith('sidebar-'));
  assert.equal(sidebars.length, 2);
  const searchFiles = await readdir(path.join(dir, 'build/_docgen/search'));
  const search = (await Promise.all(searchFiles.map((f) => read(`_docgen/search/${f}`)))).join('\n');
  assert.match(search, /zebrafish/);
  assert.match(search, /\/community\/faq/);

  const sitemap = await read('sitemap.xml');
  for (const route of ['/docs/intro', '/docs/setup', '/community/intro', '/community/faq'])
    assert.ok(sitemap.includes(`https://two.example.com${route}`), route);
  const llms = await read('llms.txt');
  assert.match(llms, /Community intro/);
  assert.match(llms, /Product intro/);
});

function messages(error: unknown): string[] {
  if (error instanceof DocgenErrors) return error.errors.map((e) => e.message);
  if (error instanceof DocgenError) return [error.message];
  throw error;
}

test('a route two instances claim is reported with both files; a navbar item naming no instance is an error', async () => {
  const clash = await site({
    ...FILES,
    'site.config.yaml': `${CONFIG.replace('routeBasePath: community', 'routeBasePath: docs')}onBrokenLinks: throw\n`,
  });
  const error = await build({ configFile: path.join(clash, 'site.config.yaml') }).then(
    () => assert.fail('built'),
    (e: unknown) => e,
  );
  assert.ok(
    messages(error).some(
      (m) => m.includes('/docs/intro') && m.includes('docs/intro.md') && m.includes('community/intro.md'),
    ),
    messages(error).join('\n'),
  );

  const unknown = await site({
    ...FILES,
    'site.config.yaml': CONFIG.replace('docsPluginId: community,', 'docsPluginId: blog,'),
  });
  const [message, ...others] = messages(
    await build({ configFile: path.join(unknown, 'site.config.yaml') }).then(
      () => assert.fail('built'),
      (e) => e,
    ),
  );
  assert.deepEqual(others, []);
  assert.match(message!, /site\.config\.yaml:7:\d+ - navbar\.items\[2\]: there is no docs instance "blog"$/);
});
