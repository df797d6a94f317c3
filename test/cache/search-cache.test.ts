/*
 * The search stage with a cache (issue #31): an index none of whose pages changed, such as a frozen version's when
 * a current doc was edited, is the cache's; its pages' text is not read, and only the index whose page changed is
 * made again.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { test } from 'node:test';
import { BuildCache } from '../../src/cache/build-cache.js';
import { SearchStage } from '../../src/cache/search-cache.js';
import type { SearchablePage, SearchIndexOptions } from '../../src/search/build-index.js';
import { tempDir } from '../helpers/site.js';

const options = (version: string, route: string): SearchIndexOptions => ({
  routes: new Set([route]),
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

test("an index whose pages are unchanged comes from the cache, without its pages' text", async (t) => {
  const dir = await tempDir();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const indexes = [options('1.0', '/docs/1.0/install'), options('current', '/docs/next/install')];
  const routes = ['/docs/1.0/install', '/docs/next/install'];

  const first = await BuildCache.open(dir, () => {});
  const cold = await SearchStage.open(indexes, routes, { store: first, pageKeys: ['old', 'next-1'] });
  cold.add(0, page(routes[0]!, 'frozen release notes'));
  cold.add(1, page(routes[1]!, 'draft of the next release'));
  const [frozen] = cold.finish();
  await first.flush();

  const second = await BuildCache.open(dir, () => {});
  const warm = await SearchStage.open(indexes, routes, { store: second, pageKeys: ['old', 'next-2'] });
  // The frozen page's text as the cache would give it: here no JSON at all, which reading it would show.
  warm.add(0, new TextEncoder().encode('not read'));
  warm.add(1, page(routes[1]!, 'an edited paragraph'));
  const [again, next] = warm.finish();
  // The new index's entry is written in the background; the folder goes only once it is.
  await second.flush();
  assert.deepEqual(again, frozen);
  assert.match(next!.shards.map((s) => s.contents).join(), /"edited"/);
  assert.doesNotMatch(next!.shards.map((s) => s.contents).join(), /"draft"/);
});
