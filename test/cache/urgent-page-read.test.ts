// Watch mode reads a warm site's pages from the cache many at a time; the page a browser asks for meanwhile must not
// wait for the reads under way to be handled first.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { BuildCache } from '../../src/cache/build-cache.js';
import { readCachedPages, storePage, type PageResult } from '../../src/cache/page-cache.js';
import type { KeptPage } from '../../src/output/site-files.js';
import type { SearchablePage } from '../../src/search/build-index.js';
import { tempDir } from '../helpers/site.js';

const PAGES = 100;
const ASKED = PAGES - 1;

test('a page asked for while the cache is read is handed over before the pages whose reads were under way', async () => {
  const dir = path.join(await tempDir(), 'cache');
  const filled = await BuildCache.open(dir, () => {});
  for (let i = 0; i < PAGES; i++)
    storePage(filled, `page${i}`, {
      kept: { route: `/p${i}` } as KeptPage,
      files: [{ path: `p${i}/index.html`, contents: `<p>page ${i}</p>` }],
      searchable: { route: `/p${i}` } as unknown as SearchablePage,
    });
  await filled.finish();
  filled.release();

  const cache = await BuildCache.open(dir, () => {});
  const asked: number[] = [];
  let tell = () => {};
  const order: number[] = [];
  const pages = new Map<number, PageResult>();
  const misses = await readCachedPages(
    cache,
    PAGES,
    (i) => `page${i}`,
    false,
    (i, page) => {
      order.push(i);
      pages.set(i, page);
      // Asked for once the first page is handed over, while the other reads are under way.
      if (order.length === 1) {
        asked.push(ASKED);
        tell();
      }
    },
    {
      next: () => asked.shift(),
      asked: (listener) => {
        tell = listener;
        return () => (tell = () => {});
      },
    },
  );
  cache.release();

  assert.deepEqual(misses, []);
  assert.equal(order[1], ASKED);
  assert.deepEqual(pages.get(ASKED)!.files, [{ path: `p${ASKED}/index.html`, contents: `<p>page ${ASKED}</p>` }]);
  assert.equal(new Set(order).size, PAGES);
});
