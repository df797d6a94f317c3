import { searchIndexKey, type SearchManifest, type SearchShard } from '../../shared/search-index-format.js';
import { cacheUntilFailure } from './cache-until-failure.js';
import { LocalIndex } from './local-index.js';
import type { CreateSearchProvider } from './types.js';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Searches the index docgen built, fetching the manifest on first use and shards as queries need them. */
export const createSearchProvider: CreateSearchProvider = (site) => {
  const url = site.assets[searchIndexKey(site.lang, site.docs.version.name)];
  const loadIndex = cacheUntilFailure(async () => {
    if (!url) throw new Error('search index: none in site.assets');
    return new LocalIndex(await fetchJson<SearchManifest>(url), site.lang);
  });
  // Queries typed in quick succession need the same shards: each is fetched once.
  const shardLoaders = new Map<number, () => Promise<void>>();
  const loadShard = (index: LocalIndex, key: number, shardUrl: string) => {
    let loader = shardLoaders.get(key);
    if (!loader)
      shardLoaders.set(
        key,
        (loader = cacheUntilFailure(async () => index.addShard(key, await fetchJson<SearchShard>(shardUrl)))),
      );
    return loader();
  };
  return {
    prepare: () => void loadIndex().catch(() => {}),
    async search(request) {
      const index = await loadIndex();
      await Promise.all(index.missingShards(request.query).map(({ key, url }) => loadShard(index, key, url)));
      const response = index.search(request);
      const forSuggestions = response.total === 0 ? index.missingSuggestionShards(request.query) : [];
      if (forSuggestions.length === 0) return response;
      await Promise.all(forSuggestions.map(({ key, url }) => loadShard(index, key, url)));
      return index.search(request);
    },
  };
};
