import assert from 'node:assert/strict';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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

test("init scans a second instance's docs and its versions' folders for theme components; its versions build", async () => {
  const dir = await tempDir('docgen-init-two-docs-versions-');
  dirs.push(dir);
  await cp(path.join(FIXTURES, 'docusaurus-two-docs'), dir, { recursive: true });
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  };
  // As Docusaurus names an instance's versions: <id>_versions.json, <id>_versioned_docs, <id>_versioned_sidebars.
  await write('community_versions.json', '["1.0"]\n');
  await write(
    'community_versioned_docs/version-1.0/index.mdx',
    "import Legacy from '@theme/LegacyNotice';\n\n# Community 1.0\n\n<Legacy>Old forum</Legacy>\n",
  );
  await write('community_versioned_docs/version-1.0/support.md', '# Support 1.0\n');
  await write('community_versioned_sidebars/version-1.0-sidebars.json', '{"community": ["index", "support"]}\n');
  await write(
    'community/support.mdx',
    "import Chat from '@theme/ChatWidget';\n\n# Support\n\n<Chat>Ask</Chat> or read the [docs](/docs/intro).\n",
  );
  await rm(path.join(dir, 'community/support.md'));
  const { notCarried } = await initFromDocusaurus(dir);
  const config = parseDocument(await readFile(path.join(dir, 'site.config.yaml'), 'utf8')).toJS();
  assert.deepEqual(config.markdown.themeStandIns, ['ChatWidget', 'LegacyNotice']);
  assert.ok(notCarried.some((line) => line.startsWith('theme components @theme/ChatWidget, @theme/LegacyNotice:')));
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  try {
    const read = (file: string) => readFile(path.join(built.outDir, file), 'utf8');
    const old = await read('community/index.html');
    assert.match(old, /<h1[^>]*>Community 1\.0<\/h1>/);
    assert.match(old, /Old forum/);
    assert.match(await read('community/support/index.html'), /<h1[^>]*>Support 1\.0<\/h1>/);
    assert.match(await read('community/next/support/index.html'), /Ask/);
  } finally {
    await built.cleanup();
  }
});
