/*
 * A frozen scope (a version in a locale none of whose inputs changed) is one cache entry: what a warm build takes
 * from it must be what a cold build makes, pages and warnings alike, links between scopes checked again each time.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build, type BuildWarning } from '../../src/build.js';
import { assertSameOutput, filesOf, pageFiles } from '../helpers/output-files.js';
import { siteFolders } from '../helpers/site.js';

const VERSIONS = ['2.0', '1.0'];

function versionFiles(folder: string, label: string): Record<string, string> {
  return {
    [`${folder}/intro.md`]: `# Intro ${label}\n\nStart with the [guide](./guide.md#setup).\n`,
    [`${folder}/guide.md`]: `# Guide ${label}\n\n## Setup\n\nThen the [API](./api.md).\n`,
    [`${folder}/api.md`]: `# API ${label}\n\nBack to the [intro](./intro.md).\n`,
  };
}

const makeSite = siteFolders('docgen-scope-unit-');

async function frozenSite() {
  const dir = await makeSite({
    'site.config.yaml': 'title: Frozen\nurl: https://frozen.example.com\nonBrokenLinks: warn\nonBrokenAnchors: warn\n',
    'versions.json': JSON.stringify(VERSIONS),
    ...versionFiles('docs', 'next'),
    ...Object.assign({}, ...VERSIONS.map((v) => versionFiles(`versioned_docs/version-${v}`, v))),
  });
  // Links from one scope into another: the current docs into 1.0's guide, 2.0's API into the current guide.
  await writeFile(path.join(dir, 'docs/api.md'), '# API next\n\nAs [1.0 set it up](/docs/1.0/guide#setup).\n');
  await writeFile(
    path.join(dir, 'versioned_docs/version-2.0/api.md'),
    '# API 2.0\n\nSee [the next setup](/docs/next/guide#setup).\n',
  );
  const configFile = path.join(dir, 'site.config.yaml');
  const outDir = path.join(dir, 'build');
  const edit = async (file: string, change: (text: string) => string) =>
    writeFile(path.join(dir, file), change(await readFile(path.join(dir, file), 'utf8')));
  let previous = new Map<string, string>();
  /** A warm build: the HTML files it wrote anew (not the last build's), and its warnings. */
  const warm = async () => {
    const { warnings } = await build({ configFile, outDir, log: () => {} });
    const pages = await pageFiles(outDir);
    const renewed = [...pages].filter(([page, file]) => previous.get(page) !== file).map(([page]) => page);
    previous = pages;
    return { renewed: renewed.sort(), warnings };
  };
  /** The same tree built without the cache: the warm build's output and warnings must be these. */
  const assertAsCold = async (warnings: BuildWarning[]) => {
    const coldDir = path.join(dir, 'cold');
    await rm(coldDir, { recursive: true, force: true });
    const cold = await build({ configFile, outDir: coldDir, cache: false });
    assert.deepEqual(warnings, cold.warnings);
    assertSameOutput(await filesOf(outDir), await filesOf(coldDir));
  };
  return { dir, edit, warm, assertAsCold };
}

const brokenUrls = (warnings: BuildWarning[]) =>
  warnings.flatMap((w) => (w.kind === 'broken-link' ? [`${w.link.source} → ${w.link.url}`] : [])).sort();

test('an edit of a frozen version renders its page only, and a touched file nothing', async () => {
  const site = await frozenSite();
  await site.warm();
  assert.deepEqual((await site.warm()).renewed, []);

  const api = path.join(site.dir, 'versioned_docs/version-1.0/api.md');
  const later = new Date(Date.now() + 60_000);
  await utimes(api, later, later);
  assert.deepEqual((await site.warm()).renewed, []);

  await site.edit('versioned_docs/version-1.0/api.md', (text) => `${text}\nA paragraph added to 1.0.\n`);
  const { renewed, warnings } = await site.warm();
  assert.deepEqual(renewed, ['docs/1.0/api/index.html']);
  await site.assertAsCold(warnings);
});

test('a doc deleted from a frozen version takes its page with it, and links to it are reported', async () => {
  const site = await frozenSite();
  await site.warm();
  await site.warm();
  await unlink(path.join(site.dir, 'versioned_docs/version-1.0/api.md'));
  const { renewed, warnings } = await site.warm();
  // The other versions' dropdowns led to 1.0's API, and lead to 1.0's main doc now: they render again too.
  assert.ok(renewed.includes('docs/1.0/guide/index.html') && renewed.includes('docs/next/api/index.html'));
  assert.deepEqual(brokenUrls(warnings), ['versioned_docs/version-1.0/guide.md → ./api.md']);
  await assert.rejects(stat(path.join(site.dir, 'build/docs/1.0/api/index.html')));
  await site.assertAsCold(warnings);
});

test('a link from a frozen scope into another is checked again when the other changes, and the other way round', async () => {
  const site = await frozenSite();
  await site.warm();
  await site.warm();
  // The current guide loses the heading 2.0's API links to: 2.0 is frozen, its link is reported all the same.
  await site.edit('docs/guide.md', (text) => text.replace('## Setup', '## Installing'));
  let { warnings } = await site.warm();
  assert.deepEqual(brokenUrls(warnings), [
    'docs/intro.md → ./guide.md#setup',
    'versioned_docs/version-2.0/api.md → /docs/next/guide#setup',
  ]);
  await site.assertAsCold(warnings);

  // 1.0's guide loses the heading the current API links to; the current docs' link is reported.
  await site.edit('docs/guide.md', (text) => text.replace('## Installing', '## Setup'));
  await site.edit('versioned_docs/version-1.0/guide.md', (text) => text.replace('## Setup', '## Installing'));
  ({ warnings } = await site.warm());
  assert.deepEqual(brokenUrls(warnings), [
    'docs/api.md → /docs/1.0/guide#setup',
    'versioned_docs/version-1.0/intro.md → ./guide.md#setup',
  ]);
  await site.assertAsCold(warnings);
});

test("a damaged scope entry is read page by page, and the build is a cold build's", async () => {
  const site = await frozenSite();
  await site.warm();
  await site.warm();
  await damageScopes(site.dir, 100);
  const { renewed, warnings } = await site.warm();
  assert.deepEqual(renewed, []);
  await site.assertAsCold(warnings);
});

test("a frozen doc's file is not read again while its size and change time stay, and any change to it is seen", async () => {
  const site = await frozenSite();
  await site.warm();
  await site.warm();
  const file = 'versioned_docs/version-1.0/guide.md';
  // Its title (every page of its sidebar shows it), its place in the sidebar, its body: each as a cold build sees it.
  await site.edit(file, (text) => text.replace('# Guide 1.0', '# Guide of 1.0'));
  await site.assertAsCold((await site.warm()).warnings);
  await site.edit(file, (text) => `---\nsidebar_position: 1\ntitle: Setting up 1.0\n---\n${text}`);
  await site.assertAsCold((await site.warm()).warnings);
  await site.edit(file, (text) => `${text}\nOne more paragraph.\n`);
  const { renewed, warnings } = await site.warm();
  assert.deepEqual(renewed, ['docs/1.0/guide/index.html']);
  await site.assertAsCold(warnings);
  // A doc added to a frozen version, then taken away again.
  await writeFile(
    path.join(site.dir, 'versioned_docs/version-1.0/faq.md'),
    '# FAQ 1.0\n\nSee the [guide](./guide.md).\n',
  );
  await site.assertAsCold((await site.warm()).warnings);
  await unlink(path.join(site.dir, 'versioned_docs/version-1.0/faq.md'));
  await site.assertAsCold((await site.warm()).warnings);
});

/** The scope entries of the site's cache, each flipped at `at` (an offset from the end of the file when negative). */
async function damageScopes(dir: string, at: number): Promise<void> {
  const entries = path.join(dir, 'node_modules/.cache/docgen/build/entries');
  const scopes = (await readdir(entries)).filter((name) => name.startsWith('scope-'));
  assert.ok(scopes.length > 0, 'the cache holds an entry per scope');
  for (const name of scopes) {
    const bytes = await readFile(path.join(entries, name));
    bytes[at < 0 ? bytes.length + at : at]! ^= 0xff;
    await writeFile(path.join(entries, name), bytes);
  }
}

test("a frozen scope's broken links are reported where they are written, its Markdown warnings too", async () => {
  const site = await frozenSite();
  // The current guide loses the heading 2.0's API links to; 1.0's API has a directive no admonition knows.
  await site.edit('docs/guide.md', (text) => text.replace('## Setup', '## Installing'));
  await site.edit('versioned_docs/version-1.0/api.md', (text) => `${text}\n:::madeup\nNot known.\n:::\n`);
  await site.warm();
  // 2.0 and 1.0 are found in the cache whole now: what they report is read back from their entries.
  const { warnings } = await site.warm();
  assert.ok(brokenUrls(warnings).includes('versioned_docs/version-2.0/api.md → /docs/next/guide#setup'));
  assert.ok(warnings.some((w) => w.kind === 'markdown' && w.source === 'versioned_docs/version-1.0/api.md'));
  await site.assertAsCold(warnings);
});

test("a scope entry whose links out of the scope are damaged, its pages' part whole, is read page by page", async () => {
  const site = await frozenSite();
  await site.edit('docs/guide.md', (text) => text.replace('## Setup', '## Installing'));
  await site.warm();
  await site.warm();
  // The last byte is the links' part's: the entry's header, and each page's files, still read as whole.
  await damageScopes(site.dir, -1);
  const { renewed, warnings } = await site.warm();
  assert.deepEqual(renewed, []);
  assert.ok(brokenUrls(warnings).includes('versioned_docs/version-2.0/api.md → /docs/next/guide#setup'));
  await site.assertAsCold(warnings);
});
