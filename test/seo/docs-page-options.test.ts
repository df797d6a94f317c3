/*
 * The docs options `breadcrumbs` and `tagsBasePath`, as Docusaurus's, on a small site built: without breadcrumbs a doc
 * in a category has no BreadcrumbList; the tags index and tag pages are under the base path given.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-docs-options-');

async function built(docsOptions: string) {
  const dir = await site({
    'site.config.yaml': `title: Trail\nurl: https://trail.example.com\ntrailingSlash: false\ndocs:\n${docsOptions}  sidebars:\n    docs:\n      - intro\n      - { type: category, label: Guides, items: [guides/setup] }\n`,
    'docs/intro.md': '# Intro\n',
    'docs/guides/setup.md': '---\ntags: [install]\n---\n\n# Setup\n',
  });
  const outDir = path.join(dir, 'build');
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir });
  return { outDir, page: (file: string) => readFile(path.join(outDir, file), 'utf8') };
}

test('breadcrumbs: false leaves the BreadcrumbList out; tagsBasePath moves the tag pages', async () => {
  const plain = await built('');
  assert.match(await plain.page('docs/guides/setup.html'), /"@type":"BreadcrumbList"/);
  assert.equal(existsSync(path.join(plain.outDir, 'docs/tags/install.html')), true);

  const options = await built('  breadcrumbs: false\n  tagsBasePath: topics\n');
  const setup = await options.page('docs/guides/setup.html');
  assert.doesNotMatch(setup, /BreadcrumbList/);
  assert.match(setup, /href="\/docs\/topics\/install"/);
  assert.match(await options.page('docs/topics/install.html'), /Setup/);
  assert.match(await options.page('docs/topics.html'), /href="\/docs\/topics\/install"/);
  assert.equal(existsSync(path.join(options.outDir, 'docs/tags/install.html')), false);
});

test('sidebar.collapsible: false shows every category open, as a label without a toggle', async () => {
  const open = await built('  sidebar:\n    collapsible: false\n');
  const intro = await open.page('docs/intro.html');
  assert.match(
    intro,
    /<span class="sidebar-category-label">.*?Guides.*?<\/span><ul id="[^"]*" class="sidebar-items">/s,
  );
  assert.doesNotMatch(intro, /sidebar-category-toggle/);
  assert.match(
    await (await built('')).page('docs/intro.html'),
    /<button type="button" class="sidebar-category-toggle" aria-expanded="false"/,
  );
});
