import assert from 'node:assert/strict';
import { test } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';
import { htmlLinks } from '../../src/links/check-links.js';
import { createSearchIndexer } from '../../src/search/build-index.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Heap growth, in MB, of keeping what `keep` returns for each of `count` fresh inputs. */
function retainedMB<T>(count: number, make: (i: number) => string, keep: (input: string) => T): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: T[] = [];
  for (let i = 0; i < count; i++) kept.push(keep(make(i)));
  gc();
  const growth = (process.memoryUsage().heapUsed - before) / 1e6;
  assert.equal(kept.length, count);
  return growth;
}

// 400 pages of 100 KB: 40 MB (80 MB as UTF-16) if what is kept holds on to the pages.
const page = (i: number) =>
  `<!doctype html><html><head></head><body><a href="/docs/page-${i}-with-a-long-path">x</a><h2 id="section-${i}-long-anchor">y</h2>${'<p>filler text</p>'.repeat(5500)}<script id="__docgen_data"></script></body></html>`;

test("the link facts kept of each page do not keep the page's HTML in memory", () => {
  const growth = retainedMB(400, page, htmlLinks);
  assert.ok(growth < 8, `keeping the links of 400 pages of 100 KB grew the heap by ${growth.toFixed(1)} MB`);
});

test('the search index does not keep the text it was fed in memory, only its terms and snippets', () => {
  const indexer = createSearchIndexer({ draftRoutes: new Set(), lang: 'en', version: 'current', baseUrl: '/' });
  const text = (i: number) => `term${i}x${'a'.repeat(40)} ${'filler words repeated '.repeat(4000)}`;
  const growth = retainedMB(200, text, (t) => indexer.add({ kind: 'doc', route: `/docs/p${t.slice(4, 10)}`, title: 'T', sections: [{ anchor: '', heading: '', text: t }] }));
  assert.ok(growth < 8, `indexing 200 sections of 90 KB grew the heap by ${growth.toFixed(1)} MB`);
});
