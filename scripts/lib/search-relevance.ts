// The search relevance set's judge: each query asked of a built site's local index as the dialog asks it, and whether
// the page the reader wants comes first. Hits and misses, never timings (test/search/relevance.test.ts,
// scripts/search-relevance.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LocalIndex } from '../../src/client/search/local-index.js';
import type { SearchManifest } from '../../src/shared/search-index-format.js';

/** A query and the route of the page it should find first (its URL without the base URL's host). */
export interface RelevanceCase {
  query: string;
  page: string;
}

export interface RelevanceResult extends RelevanceCase {
  /** The first page found, or undefined when nothing was. */
  first?: string;
  hit: boolean;
}

/** Asks each query of the default locale's current index of a built site. */
export function judgeRelevance(outDir: string, cases: RelevanceCase[]): RelevanceResult[] {
  const read = (url: string) => readFileSync(path.join(outDir, url), 'utf8');
  const data = /<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(read('404.html'))![1]!;
  const manifestUrl = (JSON.parse(data) as { assets: Record<string, string> }).assets['search:en:current']!;
  const index = new LocalIndex(JSON.parse(read(manifestUrl)) as SearchManifest);
  return cases.map(({ query, page }) => {
    for (const { key, url } of index.missingShards(query)) index.addShard(key, JSON.parse(read(url)));
    const first = index.search({ query, page: 0, pageSize: 1 }).pages[0]?.url;
    return { query, page, ...(first !== undefined ? { first } : {}), hit: first === page };
  });
}
