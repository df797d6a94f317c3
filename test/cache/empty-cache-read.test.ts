// A start from an empty cache renders every page: it must not make each page's key, nor look each up, first.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { BuildCache } from '../../src/cache/build-cache.js';
import { readCachedPages, storePage } from '../../src/cache/page-cache.js';
import type { KeptPage } from '../../src/output/site-files.js';
import type { SearchablePage } from '../../src/search/build-index.js';
import { tempDir } from '../helpers/site.js';

const read = (cache: BuildCache, keyOf: (i: number) => string) => readCachedPages(cache, 3, keyOf, false, () => {});

test('an empty cache answers every page as one to render without naming any', async () => {
  const cache = await BuildCache.open(path.join(await tempDir(), 'cache'), () => {});
  const named: number[] = [];
  const misses = await read(cache, (i) => {
    named.push(i);
    return `page${i}`;
  });
  cache.release();
  assert.deepEqual(misses, [0, 1, 2]);
  assert.deepEqual(named, []);
});

test('a cache that holds pages is read page by page', async () => {
  const cache = await BuildCache.open(path.join(await tempDir(), 'cache'), () => {});
  storePage(cache, 'page1', {
    kept: { route: '/p1' } as KeptPage,
    files: [{ path: 'p1/index.html', contents: '<p>page 1</p>' }],
    searchable: { route: '/p1' } as unknown as SearchablePage,
  });
  await cache.finish();
  const misses = await read(cache, (i) => `page${i}`);
  cache.release();
  assert.deepEqual(misses, [0, 2]);
});
