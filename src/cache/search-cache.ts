import {
  createSearchIndexer,
  type SearchablePage,
  type SearchIndexer,
  type SearchIndexFiles,
  type SearchIndexOptions,
} from '../search/build-index.js';
import { inOrder } from '../util/in-order.js';
import { cacheKey, type BuildCache } from './build-cache.js';
import { engineFingerprint } from './engine-fingerprint.js';

/** A page's searchable text, or its JSON as the cache holds it: parsed only when an index is built again. */
export type SearchableInput = SearchablePage | Uint8Array;

const parsed = (page: SearchableInput): SearchablePage =>
  page instanceof Uint8Array ? (JSON.parse(Buffer.from(page).toString('utf8')) as SearchablePage) : page;

/** One index of the stage: its files as the cache holds them, or the indexer that builds them in this run. */
type IndexState = { found: SearchIndexFiles } | { indexer: SearchIndexer; key?: string };

/**
 * The search stage of a build: pages come in as they are rendered or read from the cache, in any order, and are
 * indexed in route order, each into the indexes (one per locale and docs version) that hold its route. With a cache,
 * each index is named by the cache keys of its own pages, which name everything each page was rendered from, its
 * searchable text included: an index none of whose pages changed (a frozen version's, when a current doc was edited)
 * is read from the cache, and its pages' text is neither parsed nor held.
 */
export class SearchStage {
  readonly add: (index: number, page: SearchableInput) => void;

  private constructor(
    private readonly indexes: IndexState[],
    private readonly options: SearchIndexOptions[],
    routes: string[],
    private readonly cache?: BuildCache,
  ) {
    const building = indexes.flatMap((state, i) => ('indexer' in state ? [{ indexer: state.indexer, i }] : []));
    const consume = inOrder<SearchableInput | undefined>((page) => {
      if (!page) return;
      const searchable = parsed(page);
      for (const { indexer } of building) indexer.add(searchable);
    });
    // A page that no index built in this run holds goes at once, rather than wait for its turn in memory.
    this.add = (index, page) =>
      consume(index, building.some(({ i }) => this.options[i]!.routes.has(routes[index]!)) ? page : undefined);
  }

  /**
   * `routes` and `cache.pageKeys` are the pages' routes and cache keys by the index they come in with. Without a
   * cache, every index is built as the pages arrive.
   */
  static async open(
    options: SearchIndexOptions[],
    routes: string[],
    cache?: { store: BuildCache; pageKeys: string[] },
  ): Promise<SearchStage> {
    const engine = cache && (await engineFingerprint());
    const indexes = await Promise.all(
      options.map(async (o): Promise<IndexState> => {
        if (!cache) return { indexer: createSearchIndexer(o) };
        const key = cacheKey(
          engine,
          { ...o, routes: [...o.routes], sections: [...(o.sections ?? [])] },
          cache.pageKeys.filter((_, i) => o.routes.has(routes[i]!)),
        );
        const found = await readIndex(cache.store, key);
        return found ? { found } : { indexer: createSearchIndexer(o), key };
      }),
    );
    return new SearchStage(indexes, options, routes, cache?.store);
  }

  /** The indexes' files, in the order of their options; those built in this run are kept in the cache. */
  finish(): SearchIndexFiles[] {
    return this.indexes.map((state) => {
      if ('found' in state) return state.found;
      const files = state.indexer.finish();
      if (this.cache && state.key) {
        const all = [files.manifest, ...files.shards];
        this.cache.write(
          'search',
          state.key,
          all.map((f) => f.path),
          all.map((f) => f.contents),
        );
      }
      return files;
    });
  }
}

/** The index's files under `key`, or undefined when the cache has no whole entry for it. */
async function readIndex(cache: BuildCache, key: string): Promise<SearchIndexFiles | undefined> {
  const entry = await cache.read<string[]>('search', key);
  const paths = entry?.meta;
  if (!entry || !Array.isArray(paths) || paths.length === 0 || paths.length !== entry.parts.length) return undefined;
  const [manifest, ...shards] = paths.map((path, i) => ({ path, contents: entry.parts[i]!.toString('utf8') }));
  return { manifest: manifest!, shards };
}
