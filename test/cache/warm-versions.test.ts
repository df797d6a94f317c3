/*
 * A frozen version costs nothing to rebuild (issue #31): on a site of four versions and the current docs, a warm
 * build after an edit of the current docs renders only pages of the current docs. A page the build took from the
 * cache is the cache's file, hard-linked: the same file (inode) as the previous build's; a page rendered is new.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { assertSameOutput, filesOf, pageFiles } from '../helpers/output-files.js';
import { siteFolders } from '../helpers/site.js';

const VERSIONS = ['4.0', '3.0', '2.0', '1.0'];

/** Three docs per version, each linking to the next, and a sidebar of them. */
function versionFiles(folder: string, label: string): Record<string, string> {
  return {
    [`${folder}/intro.md`]: `# Intro ${label}\n\nStart with the [guide](./guide.md).\n`,
    [`${folder}/guide.md`]: `# Guide ${label}\n\nThen the [API](./api.md).\n`,
    [`${folder}/api.md`]: `# API ${label}\n\nBack to the [intro](./intro.md).\n`,
  };
}

const makeSite = siteFolders('docgen-warm-versions-');

/** The current docs and four versions of them. */
async function frozenSite(): Promise<{ dir: string; configFile: string }> {
  const dir = await makeSite({
    'site.config.yaml': 'title: Frozen\nurl: https://frozen.example.com\n',
    'versions.json': JSON.stringify(VERSIONS),
    ...versionFiles('docs', 'next'),
    ...Object.assign({}, ...VERSIONS.map((v) => versionFiles(`versioned_docs/version-${v}`, v))),
  });
  return { dir, configFile: path.join(dir, 'site.config.yaml') };
}

test('a warm build after an edit of the current docs renders only current pages, however many versions', async () => {
  const { dir, configFile } = await frozenSite();
  let previous = new Map<string, string>();
  /** Builds from the cache; answers the pages it rendered, as the output's files that are not the last build's. */
  const rebuild = async () => {
    let rendered = 0;
    const outDir = path.join(dir, 'build');
    await build({ configFile, outDir, onProgress: (done) => (rendered = Math.max(rendered, done)), log: () => {} });
    const pages = await pageFiles(outDir);
    const renewed = [...pages].filter(([page, file]) => previous.get(page) !== file).map(([page]) => page);
    previous = pages;
    return { rendered, renewed: renewed.sort() };
  };
  const edit = async (file: string, change: (text: string) => string) =>
    writeFile(path.join(dir, file), change(await readFile(path.join(dir, file), 'utf8')));

  const cold = await rebuild();
  assert.ok(cold.renewed.includes('docs/1.0/api/index.html'), cold.renewed.join());
  assert.deepEqual(await rebuild(), { rendered: 0, renewed: [] });

  await edit('docs/guide.md', (text) => `${text}\nA paragraph of the next release.\n`);
  assert.deepEqual(await rebuild(), { rendered: 1, renewed: ['docs/next/guide/index.html'] });

  // A title shows in every page of its sidebar: every current page renders again, none of a version.
  await edit('docs/intro.md', (text) => text.replace('# Intro next', '# Welcome to next'));
  assert.deepEqual(await rebuild(), {
    rendered: 3,
    renewed: ['docs/next/api/index.html', 'docs/next/guide/index.html', 'docs/next/intro/index.html'],
  });
});

test("a warm build after an edit of the current docs writes a cold build's bytes, the search indexes included", async () => {
  const { dir, configFile } = await frozenSite();
  const warmDir = path.join(dir, 'warm');
  await build({ configFile, outDir: warmDir, log: () => {} });
  const guide = path.join(dir, 'docs/guide.md');
  await writeFile(guide, `${await readFile(guide, 'utf8')}\nThe zeppelin arrives in the next release.\n`);
  await build({ configFile, outDir: warmDir, log: () => {} });
  const coldDir = path.join(dir, 'cold');
  await build({ configFile, outDir: coldDir, cache: false });
  const warm = await filesOf(warmDir);
  assertSameOutput(warm, await filesOf(coldDir));
  const index = (version: string) =>
    [...warm]
      .filter(([file]) => file.startsWith(`assets/data/search-en-${version}-`))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join();
  assert.match(index('current'), /"zeppelin"/);
  assert.doesNotMatch(index('4.0'), /"zeppelin"/);
});

test("a warm build leaves a frozen version's search index where it is, and writes again one changed in the output", async () => {
  const { dir, configFile } = await frozenSite();
  const outDir = path.join(dir, 'build');
  /** The search index files of `version`, by path, with the file each is (device and inode). */
  const indexFiles = async (version: string) => {
    const files = new Map<string, string>();
    for (const name of await readdir(path.join(outDir, 'assets/data'))) {
      if (!name.startsWith(`search-en-${version}-`)) continue;
      const { dev, ino } = await stat(path.join(outDir, 'assets/data', name));
      files.set(name, `${dev}:${ino}`);
    }
    return files;
  };
  const guide = path.join(dir, 'docs/guide.md');
  const edit = async (line: string) => writeFile(guide, `${await readFile(guide, 'utf8')}\n${line}\n`);
  await build({ configFile, outDir, log: () => {} });
  const frozen = await indexFiles('1.0');
  const current = await indexFiles('current');
  assert.ok(frozen.size > 0);

  await edit('The zeppelin arrives in the next release.');
  await build({ configFile, outDir, log: () => {} });
  assert.deepEqual(await indexFiles('1.0'), frozen);
  assert.notDeepEqual(await indexFiles('current'), current);

  // A file of the output edited by hand is the build's to put right, as a page is.
  const [shard] = [...frozen.keys()];
  const file = path.join(outDir, 'assets/data', shard!);
  const bytes = await readFile(file);
  await writeFile(file, 'edited by hand');
  await edit('The airship follows.');
  await build({ configFile, outDir, log: () => {} });
  assert.deepEqual(await readFile(file), bytes);
});
