import { createHash } from 'node:crypto';
import { createSearchIndexer, type SearchablePage, type SearchIndexer, type SearchIndexFiles, type SearchIndexOptions } from '../search/build-index.js';
import { inOrder } from '../util/in-order.js';
import { cacheKey, type BuildCache } from './build-cache.js';
import { engineFingerprint } from './engine-fingerprint.js';

/**
 * The search stage of a build: pages come in as they are rendered or read from the cache, in any order,
 * and are indexed in route order. The index is named in the cache by the hash of every page's searchable
 * text: a warm build whose pages all came from the cache reads it rather than indexing again.
 */
export class SearchStage {
  private readonly hash = createHash('sha256');
  private indexer?: SearchIndexer;
  /** Pages held while it is not known yet whether any page renders (then the index is likely new). */
  private held: SearchablePage[] = [];
  readonly add: (index: number, page: SearchablePage) => void;

  constructor(
    private readonly options: SearchIndexOptions,
    private readonly cache: BuildCache | undefined,
  ) {
    // Without a cache, pages are indexed as they come (the main thread waits on the render threads anyway).
    if (!cache) this.indexer = createSearchIndexer(options);
    this.add = inOrder<SearchablePage>((page) => {
      if (this.cache) this.hash.update(JSON.stringify(page)).update('\0');
      if (this.indexer) this.indexer.add(page);
      else this.held.push(page);
    });
  }

  /** Called once the cached pages are in: when pages must render, the index is built as they arrive. */
  rendering(pages: number): void {
    if (pages === 0 || this.indexer) return;
    this.indexer = createSearchIndexer(this.options);
    for (const page of this.held) this.indexer.add(page);
    this.held = [];
  }

  async finish(): Promise<SearchIndexFiles> {
    if (!this.cache) return this.indexer!.finish();
    const key = cacheKey(await engineFingerprint(), { ...this.options, draftRoutes: [...this.options.draftRoutes] }, this.hash.digest('base64url'));
    const entry = await this.cache.read<{ paths: string[] }>('search', key);
    if (entry && entry.meta.paths?.length === entry.parts.length && entry.parts.length > 0) {
      const [manifest, ...shards] = entry.meta.paths.map((path, i) => ({ path, contents: entry.parts[i]!.toString('utf8') }));
      return { manifest: manifest!, shards };
    }
    const indexer = this.indexer ?? createSearchIndexer(this.options);
    if (!this.indexer) for (const page of this.held) indexer.add(page);
    this.held = [];
    const files = indexer.finish();
    const all = [files.manifest, ...files.shards];
    this.cache.write('search', key, { paths: all.map((f) => f.path) }, all.map((f) => f.contents));
    return files;
  }
}
