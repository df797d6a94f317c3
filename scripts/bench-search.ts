// Measures a built site's local search index: its size, and the time from fetched files to an answer.
// Run by bench.mjs under tsx (it imports the browser runtime's TypeScript): node --import tsx scripts/bench-search.ts OUT_DIR
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LocalIndex } from '../src/client/search/local-index.js';
import type { SearchManifest } from '../src/shared/search-index-format.js';

const outDir = process.argv[2]!;
const read = (url: string) => readFileSync(path.join(outDir, url), 'utf8');
const inline = /<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(read('404.html'))![1]!;
const manifestUrl = (JSON.parse(inline) as { assets: Record<string, string> }).assets['search:en:current']!;

const files = readdirSync(path.join(outDir, 'assets/data')).filter((f) => f.startsWith('search-'));
const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(outDir, 'assets/data', f))).length, 0);
const manifestText = read(manifestUrl);
const manifest = JSON.parse(manifestText) as SearchManifest;

// Real queries: one and two words from the site's own titles, spread over the whole site.
const titles = manifest.pages
  .filter((_, i) => i % Math.max(1, Math.floor(manifest.pages.length / 12)) === 0)
  .map(([, t]) => t);
const queries = titles.flatMap((t) => {
  const words = t.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2);
  return words.length > 1 ? [words[0]!, `${words[0]} ${words[1]}`] : words.slice(0, 1);
});

/** From the manifest's and shards' text, as fetched, to the first page of results: what a reader waits for. */
function timeQuery(query: string): number {
  const shardTexts = new Map(new LocalIndex(manifest).missingShards(query).map(({ key, url }) => [key, read(url)]));
  const started = performance.now();
  const index = new LocalIndex(JSON.parse(manifestText) as SearchManifest);
  for (const { key } of index.missingShards(query)) index.addShard(key, JSON.parse(shardTexts.get(key)!));
  const result = index.search({ query, page: 0, pageSize: 8 });
  const ms = performance.now() - started;
  if (result.total === 0) throw new Error(`bench query "${query}" found nothing`);
  return ms;
}

// The machine may be shared: each query's time is its best of five runs, each from a fresh index.
const cold = timeQuery(queries[0]!);
const times = queries.map((q) => Math.min(...Array.from({ length: 5 }, () => timeQuery(q)))).sort((a, b) => a - b);
const round = (n: number) => Number(n.toFixed(1));
console.log(
  JSON.stringify({
    indexFiles: files.length,
    indexGzipKB: round(gzipBytes / 1024),
    queries: queries.length,
    firstQueryMs: round(cold),
    medianQueryMs: round(times[Math.floor(times.length / 2)]!),
    slowestQueryMs: round(times[times.length - 1]!),
  }),
);
