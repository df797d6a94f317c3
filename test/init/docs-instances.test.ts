import assert from 'node:assert/strict';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { parseDocument } from 'yaml';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
import { buildInto, FIXTURES, tempDir } from '../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

test('init carries a second docs instance, its sidebars file and the navbar items that name it, and the site builds', async () => {
  const dir = await tempDir('docgen-init-two-docs-');
  dirs.push(dir);
  await cp(path.join(FIXTURES, 'docusaurus-two-docs'), dir, { recursive: true });
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.docs, { sidebarPath: 'sidebars.js' });
  assert.deepEqual(config.docsInstances, [
    {
      id: 'community',
      path: 'community',
      routeBasePath: 'community',
      sidebarPath: 'sidebarsCommunity.js',
      editUrl: 'https://github.com/example/pair/edit/main/',
    },
  ]);
  assert.deepEqual(config.navbar.items.slice(0, 3), [
    { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
    { type: 'docSidebar', sidebarId: 'community', label: 'Community', docsPluginId: 'community' },
    {
      type: 'dropdown',
      label: 'More',
      items: [{ type: 'doc', docId: 'support', label: 'Support', docsPluginId: 'community' }],
    },
  ]);
  assert.deepEqual(notCarried, [
    `docs instance "community": remarkPlugins: 1 plugin(s) not among the docs' (docgen runs the docs' plugins on every page)`,
  ]);

  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  try {
    assert.deepEqual(built.warnings, []);
    const read = (file: string) => readFile(path.join(built.outDir, file), 'utf8');
    const community = await read('community/index.html');
    assert.match(community, /<h1[^>]*>Community<\/h1>/);
    assert.match(community, /<a href="\/community\/support">support<\/a>/);
    assert.match(
      community,
      /class="sidebar-link"[^>]*href="\/community\/support"|href="\/community\/support"[^>]*class="sidebar-link/,
    );
    const home = await read('docs/intro/index.html');
    assert.match(home, /<a class="navbar-link" href="\/community">Community<\/a>/);
    assert.match(home, /href="\/community\/support"[^>]*>Support<\/a>/);
  } finally {
    await built.cleanup();
  }
});

test('init carries the versions options; with includeCurrentVersion: false the site builds its versions', async () => {
  const dir = await tempDir('docgen-init-versions-');
  dirs.push(dir);
  await cp(path.join(FIXTURES, 'versioned-site'), dir, { recursive: true });
  await rm(path.join(dir, 'site.config.yaml'));
  await writeFile(
    path.join(dir, 'docusaurus.config.js'),
    `module.exports = { title: 'V', url: 'https://v.example.com', baseUrl: '/', presets: [['classic', { docs: {
      includeCurrentVersion: false, lastVersion: '1.0', onlyIncludeVersions: ['2.0', '1.0'],
      versions: { '2.0': { label: 'Two', banner: 'unreleased', noIndex: true } } } }]] };\n`,
  );
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.docs, {
    lastVersion: '1.0',
    includeCurrentVersion: false,
    onlyIncludeVersions: ['2.0', '1.0'],
    versions: { '2.0': { label: 'Two', banner: 'unreleased', noIndex: true } },
  });
  assert.deepEqual(notCarried, []);
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  try {
    const read = (file: string) => readFile(path.join(built.outDir, file), 'utf8');
    assert.match(await read('docs/intro/index.html'), /<h1[^>]*>Intro 1\.0<\/h1>/);
    assert.match(await read('docs/2.0/guide/index.html'), /<h1[^>]*>Guide 2\.0<\/h1>/);
    assert.doesNotMatch(await read('sitemap.xml'), /docs\/2\.0/);
  } finally {
    await built.cleanup();
  }
});
