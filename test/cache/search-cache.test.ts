/*
 * The search stage of a build (issues #31, #33): each index (one per docs version and locale) is written as soon as
 * its last page is in, the same files as made of all its pages at the end; with a cache, an index none of whose pages
 * changed, such as a frozen version's when a current doc was edited, is the cache's; its pages' text is not read, and
 * only the index whose page changed is made again.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { test } from 'node:test';
import { BuildCache } from '../../src/cache/build-cache.js';
import { SearchStage } from '../../src/cache/search-cache.js';
import type { OutputFile } from '../../src/output/write-site.js';
import { buildSearchIndex, type SearchablePage, type SearchIndexOptions } from '../../src/search/build-index.js';
import { tempDir } from '../helpers/site.js';

const options = (version: string, ...routes: string[]): SearchIndexOptions => ({
  routes: new Set(routes),
  lang: 'en',
  version,
  baseUrl: '/',
});

const page = (route: string, text: string): SearchablePage => ({
  route,
  kind: 'doc',
  title: 'Install',
  sections: [{ anchor: '', heading: '', text }],
});

/** The files written, by path. */
function output() {
  const files = new Map<string, string>();
  return {
    files,
    write: (written: OutputFile[]) => {
      for (const f of written) files.set(f.path, f.contents as string);
    },
  };
}

test('each index is written once its last page is in, with the files an index of all its pages makes at the end', async () => {
  const older = options('1.0', '/docs/1.0/a', '/docs/1.0/b');
  const next = options('current', '/docs/next/a', '/docs/next/b');
  const pages = [
    page('/docs/1.0/a', 'frozen install steps'),
    page('/docs/1.0/b', 'frozen upgrade notes'),
    page('/docs/next/a', 'install steps of the next release'),
    page('/docs/next/b', 'upgrade notes of the next release'),
  ];
  const out = output();
  const stage = await SearchStage.open(
    [older, next],
    pages.map((p) => p.route),
    out.write,
  );
  // Pages come in any order: the second before the first.
  stage.add(1, pages[1]!);
  assert.equal(out.files.size, 0);
  stage.add(0, pages[0]!);
  const olderFiles = buildSearchIndex({ ...older, pages: pages.slice(0, 2) });
  assert.deepEqual(
    new Map(out.files),
    new Map([olderFiles.manifest, ...olderFiles.shards].map((f) => [f.path, f.contents])),
  );

  stage.add(2, pages[2]!);
  stage.add(3, pages[3]!);
  const paths = await stage.finish();
  const nextFiles = buildSearchIndex({ ...next, pages: pages.slice(2) });
  const all = [olderFiles, nextFiles].flatMap((index) => [index.manifest, ...index.shards]);
  assert.deepEqual(out.files, new Map(all.map((f) => [f.path, f.contents])));
  assert.deepEqual(paths.sort(), all.map((f) => f.path).sort());
});

test('an index of which no page is rendered is written as made of none', async () => {
  const empty = options('2.0', '/docs/2.0/gone');
  const out = output();
  await SearchStage.open([empty], ['/docs/next/a'], out.write);
  const files = buildSearchIndex({ ...empty, pages: [] });
  assert.equal(out.files.get(files.manifest.path), files.manifest.contents);
});

test("an index whose pages are unchanged comes from the cache, without its pages' text", async (t) => {
  const dir = await tempDir();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const indexes = [options('1.0', '/docs/1.0/install'), options('current', '/docs/next/install')];
  const routes = ['/docs/1.0/install', '/docs/next/install'];

  const first = await BuildCache.open(dir, () => {});
  const cold = output();
  const stage = await SearchStage.open(indexes, routes, cold.write, { store: first, pageKeys: ['old', 'next-1'] });
  stage.add(0, page(routes[0]!, 'frozen release notes'));
  stage.add(1, page(routes[1]!, 'draft of the next release'));
  await stage.finish();
  await first.flush();

  const second = await BuildCache.open(dir, () => {});
  const warm = output();
  const again = await SearchStage.open(indexes, routes, warm.write, { store: second, pageKeys: ['old', 'next-2'] });
  // The frozen index is out before any page comes.
  const frozen = [...cold.files].filter(([path]) => path.includes('en-1.0'));
  assert.ok(frozen.length > 0);
  assert.deepEqual([...warm.files], frozen);
  // The frozen page's text as the cache would give it: here no JSON at all, which reading it would show.
  again.add(0, new TextEncoder().encode('not read'));
  again.add(1, page(routes[1]!, 'an edited paragraph'));
  await again.finish();
  // The new index's entry is written in the background; the folder goes only once it is.
  await second.flush();
  const current = [...warm.files].filter(([path]) => !path.includes('en-1.0')).map(([, contents]) => contents);
  assert.match(current.join(), /"edited"/);
  assert.doesNotMatch(current.join(), /"draft"/);
});
