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

/** A page's searchable text, or its JSON as the cache holds it: parsed only when the index is built again. */
export type SearchableInput = SearchablePage | Uint8Array;

const parsed = (page: SearchableInput): SearchablePage =>
  page instanceof Uint8Array ? (JSON.parse(Buffer.from(page).toString('utf8')) as SearchablePage) : page;

/**
 * The search stage of a build: pages come in as they are rendered or read from the cache, in any order,
 * and are indexed in route order, each into the indexes (one per docs version) that hold its route. With a cache,
 * the indexes are named by the pages' cache keys, which name everything each page was rendered from, its searchable
 * text included: a warm build whose pages all came from the cache reads the indexes without reading the text.
 */
export class SearchStage {
  private indexers?: SearchIndexer[];
  /** Pages held while it is not known yet whether any page renders (then the indexes are new). */
  private held: SearchableInput[] = [];
  readonly add: (index: number, page: SearchableInput) => void;

  constructor(
    private readonly options: SearchIndexOptions[],
    private readonly cache?: { store: BuildCache; pageKeys: string[] },
  ) {
    // Without a cache, pages are indexed as they come (the main thread waits on the render threads anyway).
    if (!cache) this.indexers = this.newIndexers();
    this.add = inOrder<SearchableInput>((page) => {
      if (this.indexers) this.index(this.indexers, page);
      else this.held.push(page);
    });
  }

  private newIndexers(): SearchIndexer[] {
    return this.options.map((o) => createSearchIndexer(o));
  }

  private index(indexers: SearchIndexer[], input: SearchableInput): void {
    const page = parsed(input);
    for (const indexer of indexers) indexer.add(page);
  }

  /** Called once the cached pages are in: when pages must render, the indexes are built as they arrive. */
  rendering(pages: number): void {
    if (pages === 0 || this.indexers) return;
    this.indexers = this.newIndexers();
    for (const page of this.held) this.index(this.indexers, page);
    this.held = [];
  }

  async finish(): Promise<SearchIndexFiles[]> {
    if (!this.cache) return this.indexers!.map((i) => i.finish());
    const key = cacheKey(
      await engineFingerprint(),
      this.options.map((o) => ({ ...o, routes: [...o.routes] })),
      this.cache.pageKeys,
    );
    const cache = this.cache.store;
    const entry = await cache.read<{ paths: string[]; shards: number[] }>('search', key);
    if (entry && entry.meta.paths?.length === entry.parts.length && entry.meta.shards?.length === this.options.length) {
      const files = entry.meta.paths.map((path, i) => ({ path, contents: entry.parts[i]!.toString('utf8') }));
      let at = 0;
      return entry.meta.shards.map((count) => {
        const [manifest, ...shards] = files.slice(at, (at += 1 + count));
        return { manifest: manifest!, shards };
      });
    }
    const indexers = this.indexers ?? this.newIndexers();
    if (!this.indexers) for (const page of this.held) this.index(indexers, page);
    this.held = [];
    const indexes = indexers.map((i) => i.finish());
    const all = indexes.flatMap((files) => [files.manifest, ...files.shards]);
    cache.write(
      'search',
      key,
      { paths: all.map((f) => f.path), shards: indexes.map((i) => i.shards.length) },
      all.map((f) => f.contents),
    );
    return indexes;
  }
}
