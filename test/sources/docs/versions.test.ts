/** Docusaurus's versioned docs: versions.json, versioned_docs/ and versioned_sidebars/, and the options naming versions. */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sharedBuild, type SharedBuild } from '../../helpers/shared-build.js';
import { FIXTURES } from '../../helpers/site.js';
import { build } from '../../../src/build.js';
import { DocgenError } from '../../../src/errors.js';
import { copyOfFixtureSite } from '../../helpers/site.js';
import { rm, writeFile } from 'node:fs/promises';

let built: SharedBuild;
before(async () => {
  built = await sharedBuild(path.join(FIXTURES, 'versioned-site/site.config.yaml'));
});
after(() => built.cleanup());

const read = (file: string) => readFile(path.join(built.outDir, file), 'utf8');

test('each version has the routes Docusaurus gives it, its own sidebar, and links resolved within it', async () => {
  assert.deepEqual(built.warnings, []);
  // The last version (2.0, the newest of versions.json) at /docs, the current docs at /docs/next, 1.0 at /docs/1.0.
  for (const [file, title] of [
    ['docs/intro/index.html', 'Intro 2.0'],
    ['docs/guide/index.html', 'Guide 2.0'],
    ['docs/next/intro/index.html', 'Intro next'],
    ['docs/next/new-feature/index.html', 'New feature'],
    ['docs/1.0/intro/index.html', 'Intro 1.0'],
  ])
    assert.match(await read(file), new RegExp(`<h1[^>]*>${title}</h1>`), file);
  assert.match(await read('docs/intro/index.html'), /<a href="\/docs\/guide">guide<\/a>/);
  assert.match(await read('docs/next/intro/index.html'), /<a href="\/docs\/next\/new-feature">new feature<\/a>/);
  // 2.0's sidebar is its versioned_sidebars file; 1.0 has none, so its sidebar is made from its folder.
  const guide = await read('docs/guide/index.html');
  assert.match(guide, /class="sidebar-link" href="\/docs\/intro">Intro 2\.0</);
  assert.doesNotMatch(guide, /New feature/);
  assert.match(await read('docs/1.0/intro/index.html'), /class="sidebar-link active" href="\/docs\/1\.0\/intro"/);
});

test('a noIndex version is out of the sitemap; llms.txt holds the last version only, and each version has its search index', async () => {
  const sitemap = await read('sitemap.xml');
  assert.match(sitemap, /versions\.example\.com\/docs\/next\/intro</);
  assert.match(sitemap, /versions\.example\.com\/docs\/guide</);
  assert.doesNotMatch(sitemap, /docs\/1\.0/);
  const llms = await read('llms.txt');
  assert.match(llms, /Guide 2\.0/);
  assert.doesNotMatch(llms, /Intro 1\.0|Intro next/);
  assert.deepEqual((await readdir(path.join(built.outDir, '_docgen/search'))).sort(), [
    'en-1.0.json',
    'en-2.0.json',
    'en-current.json',
  ]);
  const pages = async (version: string) =>
    (JSON.parse(await read(`_docgen/search/en-${version}.json`)) as { pages: [string, string][] }).pages.map((p) => p[1]);
  assert.deepEqual(await pages('2.0'), ['Guide 2.0', 'Intro 2.0']);
  assert.deepEqual(await pages('current'), ['Intro next', 'New feature']);
  assert.deepEqual(await pages('1.0'), ['Intro 1.0']);
});

test('includeCurrentVersion: false builds the versions only; a version the options name that does not exist is an error', async () => {
  const site = await copyOfFixtureSite('versioned-site');
  try {
    const config = await readFile(site.config, 'utf8');
    await writeFile(site.config, config.replace('docs:\n', 'docs:\n  includeCurrentVersion: false\n  lastVersion: "1.0"\n'));
    const out = path.join(site.dir, 'out');
    await build({ configFile: site.config, outDir: out });
    assert.match(await readFile(path.join(out, 'docs/intro/index.html'), 'utf8'), /<h1[^>]*>Intro 1\.0<\/h1>/);
    assert.match(await readFile(path.join(out, 'docs/2.0/guide/index.html'), 'utf8'), /<h1[^>]*>Guide 2\.0<\/h1>/);
    await assert.rejects(readFile(path.join(out, 'docs/next/intro/index.html')));

    await writeFile(site.config, config.replace('docs:\n', 'docs:\n  lastVersion: "3.0"\n'));
    await assert.rejects(
      build({ configFile: site.config, outDir: out }),
      (e: unknown) =>
        e instanceof DocgenError &&
        /docs\.lastVersion: there is no version "3\.0"/.test(e.message) &&
        e.hint === 'versions: current, 2.0, 1.0',
    );
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test('versions.json may name the current docs among the versions: they are built once, where the list places them', async () => {
  const site = await copyOfFixtureSite('versioned-site');
  try {
    await writeFile(path.join(site.dir, 'versions.json'), '["current", "2.0", "1.0"]');
    const config = await readFile(site.config, 'utf8');
    await writeFile(site.config, config.replace('docs:\n', 'docs:\n  lastVersion: current\n'));
    const out = path.join(site.dir, 'out');
    const result = await build({ configFile: site.config, outDir: out });
    assert.deepEqual(result.warnings, []);
    const page = (file: string) => readFile(path.join(out, file), 'utf8');
    assert.match(await page('docs/intro/index.html'), /<h1[^>]*>Intro next<\/h1>/);
    assert.match(await page('docs/2.0/guide/index.html'), /<h1[^>]*>Guide 2\.0<\/h1>/);
    assert.match(await page('docs/1.0/intro/index.html'), /<h1[^>]*>Intro 1\.0<\/h1>/);
    await assert.rejects(page('docs/next/intro/index.html'));
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test('with onlyIncludeVersions, the last version is the newest of those built, as Docusaurus picks it; a lastVersion left out is an error', async () => {
  const site = await copyOfFixtureSite('versioned-site');
  try {
    const config = await readFile(site.config, 'utf8');
    await writeFile(site.config, config.replace('docs:\n', "docs:\n  onlyIncludeVersions: [current, '1.0']\n"));
    const out = path.join(site.dir, 'out');
    await build({ configFile: site.config, outDir: out });
    const intro = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    assert.match(intro, /<h1[^>]*>Intro 1\.0<\/h1>/);
    assert.match(intro, /<span class="doc-version-badge">Version: 1\.0<\/span>/);
    assert.match(await readFile(path.join(out, 'docs/next/intro/index.html'), 'utf8'), /<h1[^>]*>Intro next<\/h1>/);
    await assert.rejects(readFile(path.join(out, 'docs/guide/index.html')));

    // One version built: no badge, as Docusaurus shows none then.
    await writeFile(site.config, config.replace('docs:\n', "docs:\n  onlyIncludeVersions: ['2.0']\n"));
    await build({ configFile: site.config, outDir: out });
    const only = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    assert.match(only, /<h1[^>]*>Intro 2\.0<\/h1>/);
    assert.doesNotMatch(only, /doc-version-badge/);

    await writeFile(site.config, config.replace('docs:\n', "docs:\n  onlyIncludeVersions: [current]\n  lastVersion: '2.0'\n"));
    await assert.rejects(
      build({ configFile: site.config, outDir: out }),
      (e: unknown) =>
        e instanceof DocgenError &&
        e.message.includes('docs.lastVersion: "2.0" is not one of onlyIncludeVersions (current), so it would not be built') &&
        e.hint === 'add it to onlyIncludeVersions, or name another lastVersion',
    );
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});
