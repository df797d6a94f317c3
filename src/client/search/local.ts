import { searchIndexKey, type SearchManifest, type SearchShard } from '../../shared/search-index-format.js';
import { cacheUntilFailure } from './cache-until-failure.js';
import { LocalIndex } from './local-index.js';
import type { SearchScope } from '../../shared/model.js';
import { DEFAULT_PLUGIN_ID } from '../../shared/storage-keys.js';
import type { CreateSearchProvider, SearchRequest } from './types.js';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Searches the index docgen built, fetching the manifest on first use and shards as queries need them. */
function localIndex(url: string | undefined, lang: string) {
  const loadIndex = cacheUntilFailure(async () => {
    if (!url) throw new Error('search index: none in site.assets');
    return new LocalIndex(await fetchJson<SearchManifest>(url), lang);
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
    async search(request: SearchRequest) {
      const index = await loadIndex();
      await Promise.all(index.missingShards(request.query).map(({ key, url }) => loadShard(index, key, url)));
      const response = index.search(request);
      const forSuggestions = response.total === 0 ? index.missingSuggestionShards(request.query) : [];
      if (forSuggestions.length === 0) return response;
      await Promise.all(forSuggestions.map(({ key, url }) => loadShard(index, key, url)));
      return index.search(request);
    },
  };
}

/**
 * Each docs version has an index of its own (the last version's of `docs` for pages outside the docs, and for the last
 * version of every other docs instance): search looks in the version of the instance being read, else in the version
 * of `docs` chosen.
 */
export const createSearchProvider: CreateSearchProvider = (site) => {
  const indexes = new Map<string, ReturnType<typeof localIndex>>();
  const of = (scope?: SearchScope) => {
    const instance = scope?.reading && scope.reading !== DEFAULT_PLUGIN_ID ? scope.reading : undefined;
    const own = instance && searchIndexKey(site.lang, scope!.versions[instance]!, instance);
    const key =
      own && site.assets[own]
        ? own
        : searchIndexKey(site.lang, (!instance && scope?.versions[DEFAULT_PLUGIN_ID]) || site.docs.version.name);
    let index = indexes.get(key);
    if (!index) indexes.set(key, (index = localIndex(site.assets[key], site.lang)));
    return index;
  };
  return {
    prepare: (scope) => of(scope).prepare(),
    search: (request) => of(request.scope).search(request),
  };
};
