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
 * and are indexed in route order. With a cache, the index is named by the pages' cache keys, which name
 * everything each page was rendered from, its searchable text included: a warm build whose pages all
 * came from the cache reads the index without reading the text.
 */
export class SearchStage {
  private indexer?: SearchIndexer;
  /** Pages held while it is not known yet whether any page renders (then the index is new). */
  private held: SearchableInput[] = [];
  readonly add: (index: number, page: SearchableInput) => void;

  constructor(
    private readonly options: SearchIndexOptions,
    private readonly cache?: { store: BuildCache; pageKeys: string[] },
  ) {
    // Without a cache, pages are indexed as they come (the main thread waits on the render threads anyway).
    if (!cache) this.indexer = createSearchIndexer(options);
    this.add = inOrder<SearchableInput>((page) => {
      if (this.indexer) this.indexer.add(parsed(page));
      else this.held.push(page);
    });
  }

  /** Called once the cached pages are in: when pages must render, the index is built as they arrive. */
  rendering(pages: number): void {
    if (pages === 0 || this.indexer) return;
    this.indexer = createSearchIndexer(this.options);
    for (const page of this.held) this.indexer.add(parsed(page));
    this.held = [];
  }

  async finish(): Promise<SearchIndexFiles> {
    if (!this.cache) return this.indexer!.finish();
    const key = cacheKey(
      await engineFingerprint(),
      { ...this.options, leftOutRoutes: [...this.options.leftOutRoutes] },
      this.cache.pageKeys,
    );
    const cache = this.cache.store;
    const entry = await cache.read<{ paths: string[] }>('search', key);
    if (entry && entry.meta.paths?.length === entry.parts.length && entry.parts.length > 0) {
      const [manifest, ...shards] = entry.meta.paths.map((path, i) => ({
        path,
        contents: entry.parts[i]!.toString('utf8'),
      }));
      return { manifest: manifest!, shards };
    }
    const indexer = this.indexer ?? createSearchIndexer(this.options);
    if (!this.indexer) for (const page of this.held) indexer.add(parsed(page));
    this.held = [];
    const files = indexer.finish();
    const all = [files.manifest, ...files.shards];
    cache.write(
      'search',
      key,
      { paths: all.map((f) => f.path) },
      all.map((f) => f.contents),
    );
    return files;
  }
}
