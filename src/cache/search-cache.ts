import type { OutputFile } from '../output/write-site.js';
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

/** An index built in this run: its indexer, its cache key, and how many of its pages are still to come. */
interface Building {
  indexer: SearchIndexer;
  key?: string;
  left: number;
}

/**
 * Where an index's files go once made: the output folder (`build`), or nowhere (`check-links`). `key` names the
 * index's cache entry, when it has one.
 */
export type WriteIndex = (files: OutputFile[], key?: string) => Promise<unknown> | void;

/**
 * The index's files (paths and sizes) kept where the output folder holds them, untouched, from the build that wrote
 * them under the cache entry `key`: answers the keeping, or undefined when the output does not hold them all.
 */
export type KeepIndex = (files: { path: string; size: number }[], key: string) => Promise<unknown> | undefined;

/**
 * The search stage of a build: pages come in as they are rendered or read from the cache, in any order, and are
 * indexed in route order, each into the indexes (one per locale and docs version) that hold its route. Each index is
 * written as soon as its last page is in, and let go: the build holds the indexes of the scopes being rendered, not
 * every version's and locale's until the end. With a cache, each index is named by the cache keys of its own pages,
 * which name everything each page was rendered from, its searchable text included: an index none of whose pages
 * changed (a frozen version's, when a current doc was edited) is read from the cache and written at once, and its
 * pages' text is neither parsed nor held.
 */
export class SearchStage {
  /** A page's text, by its index; undefined for a page no index made in this run holds (see `wants`). */
  readonly add: (index: number, page: SearchableInput | undefined) => void;
  /** The indexes still being built, by their place in the options; each goes once written. */
  private readonly building = new Map<number, Building>();
  private readonly writes: Promise<unknown>[] = [];
  private readonly paths: string[] = [];

  private constructor(
    private readonly options: SearchIndexOptions[],
    private readonly routes: string[],
    private readonly write: WriteIndex,
    private readonly cache?: BuildCache,
  ) {
    let next = 0;
    const consume = inOrder<SearchableInput | undefined>((page) => {
      const route = routes[next++]!;
      const holding = [...this.building].filter(([i]) => this.options[i]!.routes.has(route));
      if (!page || holding.length === 0) return;
      const searchable = parsed(page);
      for (const [i, index] of holding) {
        index.indexer.add(searchable);
        if (--index.left === 0) this.complete(i);
      }
    });
    // A page that no index built in this run holds goes at once, rather than wait for its turn in memory.
    this.add = (index, page) => consume(index, this.wants(index) ? page : undefined);
  }

  /** Whether an index made in this run holds the page at `index`: the cache need not read the text of the others. */
  wants(index: number): boolean {
    return [...this.building.keys()].some((i) => this.options[i]!.routes.has(this.routes[index]!));
  }

  /**
   * `routes` and `cache.pageKeys` are the pages' routes and cache keys by the index they come in with, every page
   * of an index among them. Without a cache, every index is built as the pages arrive.
   */
  static async open(
    options: SearchIndexOptions[],
    routes: string[],
    write: WriteIndex,
    cache?: { store: BuildCache; pageKeys: string[]; keep?: KeepIndex },
  ): Promise<SearchStage> {
    const stage = new SearchStage(options, routes, write, cache?.store);
    const engine = cache && (await engineFingerprint());
    for (const [i, o] of options.entries()) {
      const pages = routes.flatMap((route, page) => (o.routes.has(route) ? [page] : []));
      const key =
        cache &&
        cacheKey(
          engine,
          { ...o, routes: [...o.routes], sections: [...(o.sections ?? [])] },
          pages.map((page) => cache.pageKeys[page]),
        );
      // A frozen version's index is some hundred files: left where the output holds them, they are neither read
      // (its entry's header names them), turned into text, written again, nor moved into the output folder.
      const listed = cache?.keep && listedIndex(cache.store, key!);
      const kept = listed && cache.keep!(listed, key!);
      const found = !kept && cache && (await readIndex(cache.store, key!));
      if (kept) stage.kept(listed, kept);
      else if (found) stage.written(filesOf(found), key);
      else stage.building.set(i, { indexer: createSearchIndexer(o), key, left: pages.length });
      if (pages.length === 0) stage.complete(i);
    }
    return stage;
  }

  /**
   * Makes and writes the indexes some page of which never came (it failed), and answers the paths of every index
   * file once written; rejects with the first write that failed.
   */
  async finish(): Promise<string[]> {
    for (const i of [...this.building.keys()]) this.complete(i);
    await Promise.all(this.writes);
    return this.paths;
  }

  /** Writes the index, kept in the cache too, and lets it go. */
  private complete(i: number): void {
    const index = this.building.get(i);
    if (!index) return;
    this.building.delete(i);
    const files = index.indexer.finish();
    if (this.cache && index.key) {
      const all = [files.manifest, ...files.shards];
      this.cache.write(
        'search',
        index.key,
        all.map((f): ListedFile => ({ path: f.path, size: Buffer.byteLength(f.contents) })),
        all.map((f) => f.contents),
      );
    }
    this.written(files, index.key);
  }

  private written({ manifest, shards }: SearchIndexFiles, key?: string): void {
    const files = [manifest, ...shards];
    this.kept(files, this.write(files, key));
  }

  private kept(files: { path: string }[], done: Promise<unknown> | void): void {
    this.paths.push(...files.map((f) => f.path));
    const write = Promise.resolve(done);
    // Awaited in `finish`; this only keeps an early failure from being reported as unhandled.
    write.catch(() => {});
    this.writes.push(write);
  }
}

/** An index's file as its cache entry's header names it. */
interface ListedFile {
  path: string;
  size: number;
}

/** An index's files as its cache entry holds them. */
interface CachedFile extends ListedFile {
  bytes: Buffer;
}

const isListing = (files: unknown): files is ListedFile[] =>
  Array.isArray(files) &&
  files.length > 0 &&
  files.every((f: Partial<ListedFile> | null) => typeof f?.path === 'string' && typeof f.size === 'number');

/** The index's files under `key` as its entry's header lists them, its parts not read. */
function listedIndex(cache: BuildCache, key: string): ListedFile[] | undefined {
  const files = cache.readMeta<unknown>('search', key);
  return isListing(files) ? files : undefined;
}

/** The index's files under `key`, or undefined when the cache has no whole entry for it. */
async function readIndex(cache: BuildCache, key: string): Promise<CachedFile[] | undefined> {
  const entry = await cache.read<unknown>('search', key);
  const files = entry?.meta;
  if (!entry || !isListing(files) || files.length !== entry.parts.length) return undefined;
  return files.map(({ path }, i) => ({ path, size: entry.parts[i]!.byteLength, bytes: entry.parts[i]! }));
}

function filesOf(cached: CachedFile[]): SearchIndexFiles {
  const [manifest, ...shards] = cached.map((f) => ({ path: f.path, contents: f.bytes.toString('utf8') }));
  return { manifest: manifest!, shards };
}
