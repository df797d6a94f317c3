import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { KeptPage } from '../output/site-files.js';
import type { LinkedFile, OutputFile } from '../output/write-site.js';
import type { RenderJob } from '../pipeline/renderer.js';
import type { SharedRenderData } from '../render/render-page.js';
import type { SearchablePage } from '../search/build-index.js';
import { cacheKey, type BlobRef, type BuildCache } from './build-cache.js';
import { engineFingerprint } from './engine-fingerprint.js';
import type { SearchableInput } from './search-cache.js';

/** A page as the pipeline keeps it once rendered: what the link check needs, what search indexes, and its files. */
export interface PageResult {
  kept: KeptPage;
  /** Left out of a page read from the cache when no search index is made of it. */
  searchable?: SearchableInput;
  /** The files' contents, or (`linked`) the cache's copies of them, which a build links into its output. */
  files: OutputFile[] | LinkedFile[];
  linked?: true;
  /** A page read from the cache to be linked: its entry's meta, which its scope's entry holds too (see `ScopeUnits`). */
  stored?: PageMeta;
}

/** The entry's one part is the searchable text's JSON, left unparsed while the search index is found in the cache. */
export interface PageMeta {
  files: { path: string; blob: BlobRef }[];
  kept: KeptPage;
}

/**
 * What every page of the site is rendered from, hashed once: docgen itself, the config, the server
 * bundle (named by its contents), and the data every page shares — the site data, the client bundle's
 * URLs. Together with its scope's key (`Snapshot.scopeKeys`: what the docs of the scope share, hashed once per
 * scope, so that a page of one scope keeps its key when another scope changes), the page's own route plan, doc
 * (body, front matter, last update) and place in the sidebar (prev/next), that is everything a render reads: a
 * render thread gets nothing else.
 */
export async function siteRenderKey(input: {
  config: SiteConfig;
  siteDir: string;
  dev: boolean;
  serverFile: string;
  shared: SharedRenderData;
}): Promise<string> {
  const { scopes: _scopes, ...shared } = input.shared;
  // The server bundle leaves packages outside it: the site's own installed versions render too.
  const lock = await readFile(path.join(input.siteDir, 'package-lock.json')).catch(() =>
    readFile(path.join(input.siteDir, 'package.json')).catch(() => ''),
  );
  return cacheKey(
    await engineFingerprint(),
    input.dev,
    JSON.stringify(input.config, (key, value: unknown) => namedFromSite(input.siteDir, key, value)),
    path.basename(input.serverFile),
    shared,
    cacheKey(lock),
  );
}

/**
 * The files a config names for messages (sidebars files, category metadata, see `loadSidebarsFile`), shown relative to
 * the folder docgen runs in, as keys name them: relative to the site's folder, so that a build run from another folder
 * than the last one finds the pages that one rendered.
 */
function namedFromSite(siteDir: string, key: string, value: unknown): unknown {
  if (key === 'sidebarsFile' && typeof value === 'string') return fromSite(siteDir, value);
  if (key !== 'categories' || !value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, { file?: unknown }>).map(([dir, metadata]) => [
      dir,
      typeof metadata?.file === 'string' ? { ...metadata, file: fromSite(siteDir, metadata.file) } : metadata,
    ]),
  );
}

function fromSite(siteDir: string, shown: string): string {
  return path.relative(siteDir, path.resolve(shown));
}

/** `renderKey`: the site's render key and each scope's (see `siteRenderKey`, `scopeRenderKeys`). */
export function pageCacheKey(
  renderKey: { site: string; scopes: Record<string, string> },
  job: RenderJob,
  shared: SharedRenderData,
): string {
  const { doc, plan } = job;
  return cacheKey(
    renderKey.site,
    doc && renderKey.scopes[doc.scope],
    plan,
    doc,
    doc && shared.scopes[doc.scope]!.placements[doc.id],
  );
}

/**
 * Whether the output folder already holds the file at `path` of the page whose cache entry is `key` (see
 * `Staging.holds`): that file is neither checked nor linked.
 */
export type HeldInOutput = (path: string, key: string) => boolean;

/**
 * The page as cached under `key`: with `link`, its files as the cache's own copies, checked but not
 * read (a build links them into its output), but for those the output holds, and its searchable text only if `text`;
 * else with their contents (watch mode serves them from memory). Undefined when the entry, or any of its files, is
 * missing or damaged: the page renders again.
 */
export async function readPage(
  cache: BuildCache,
  key: string,
  link: boolean,
  held?: HeldInOutput,
  text = true,
  readBlob: (ref: BlobRef) => Buffer | undefined | Promise<Buffer | undefined> = (ref) => cache.readBlob(ref),
): Promise<PageResult | undefined> {
  const entry =
    link && !text
      ? { meta: cache.readMeta<PageMeta>('page', key), parts: [] }
      : await cache.read<PageMeta>('page', key);
  const meta = entry?.meta;
  if (!meta || !Array.isArray(meta.files) || entry.parts.length !== (link && !text ? 0 : 1)) return undefined;
  const searchable = entry.parts[0];
  if (link) {
    const files = await linkedFiles(cache, meta.files, key, held);
    return files && { kept: meta.kept, searchable, files, linked: true, stored: meta };
  }
  const contents = await Promise.all(meta.files.map((f) => readBlob(f.blob)));
  if (contents.some((c) => c === undefined)) return undefined;
  const files = meta.files.map((f, i) => ({ path: f.path, contents: contents[i]!.toString('utf8') }));
  return { kept: meta.kept, searchable: JSON.parse(searchable!.toString('utf8')) as SearchablePage, files };
}

/**
 * The files of the page whose entry is `key` as the cache's copies, checked but not read, but for those the output
 * holds; undefined when a copy is missing or damaged.
 */
export async function linkedFiles(
  cache: BuildCache,
  files: PageMeta['files'],
  key: string,
  held: HeldInOutput | undefined,
): Promise<LinkedFile[] | undefined> {
  const found = await Promise.all(
    files.map((f) => (held?.(f.path, key) ? (cache.keepBlob(f.blob), HELD) : cache.checkBlob(f.blob))),
  );
  if (found.some((file) => file === undefined)) return undefined;
  return files.map((f, i) =>
    found[i] === HELD
      ? { path: f.path, from: '', size: f.blob.size, held: true as const }
      : { path: f.path, from: found[i]!, size: f.blob.size },
  );
}

const HELD = Symbol('held in the output');

/** Saves the page's entry from the next prune without reading it: its scope's entry held it. */
export function keepPage(cache: BuildCache, key: string): void {
  cache.keep('page', key);
}

/** Cache entries read at once: enough to keep the disk and the file-system threads busy, few enough to bound memory. */
const CACHE_READS = 32;

/**
 * The pages someone waits for (watch mode: a page a browser asked for), to be read before the next in turn: `next`
 * answers them oldest first, and `asked` tells when one more is asked for.
 */
export interface UrgentPages {
  next(): number | undefined;
  /** Answers a function that stops telling. */
  asked(listener: () => void): () => void;
}

/**
 * Hands over the pages found in the cache as they are read; answers the indexes of the others, which must render.
 * `urgent` names pages read at once, in this thread, when they are asked for: ahead of the reads under way, whose
 * answers would otherwise each be handled first. `text`: the pages whose searchable text is wanted, when not all.
 */
export async function readCachedPages(
  cache: BuildCache,
  count: number,
  keyOf: (i: number) => string,
  link: boolean,
  accept: (i: number, page: PageResult) => void,
  urgent?: UrgentPages,
  held?: HeldInOutput,
  text?: (i: number) => boolean,
): Promise<number[]> {
  // From an empty cache, every page renders: making a thousand keys and looking each up held watch mode's first page
  // back (1.1-1.3 s on a busy machine, where its whole start took 19 s).
  if (!(await cache.mayHold('page'))) return Array.from({ length: count }, (_, i) => i);
  const misses: number[] = [];
  const taken = new Uint8Array(count);
  let next = 0;
  const take = (): number | undefined => {
    while (next < count && taken[next]) next++;
    if (next === count) return undefined;
    taken[next] = 1;
    return next++;
  };
  const read = (i: number, page: PageResult | undefined) => (page ? accept(i, page) : misses.push(i));
  const readsNow: Promise<unknown>[] = [];
  const readUrgent = () => {
    for (let i = urgent!.next(); i !== undefined; i = urgent!.next()) {
      if (taken[i]) continue;
      taken[i] = 1;
      const now = readPage(cache, keyOf(i), link, held, text?.(i), (ref) => cache.readBlobNow(ref));
      readsNow.push(now.then((page) => read(i, page)));
    }
  };
  const stop = urgent?.asked(readUrgent);
  if (urgent) readUrgent();
  try {
    await Promise.all(
      Array.from({ length: Math.min(CACHE_READS, count) }, async () => {
        for (let i = take(); i !== undefined; i = take())
          read(i, await readPage(cache, keyOf(i), link, held, text?.(i)));
      }),
    );
  } finally {
    stop?.();
  }
  await Promise.all(readsNow);
  return misses.sort((a, b) => a - b);
}

/**
 * Keeps a freshly rendered page, in the background (the cache's `flush` waits for it). `writtenAt` names where the
 * build has just written its files: the cache keeps them as further names of those, rather than as copies. Answers
 * the entry's meta once it is made.
 */
export function storePage(
  cache: BuildCache,
  key: string,
  page: PageResult & { files: OutputFile[]; searchable: SearchablePage },
  writtenAt?: string[],
): Promise<PageMeta> {
  const stored = Promise.all(page.files.map((f, i) => cache.writeBlob(f.contents, writtenAt?.[i]))).then((blobs) => {
    const meta: PageMeta = { files: page.files.map((f, i) => ({ path: f.path, blob: blobs[i]! })), kept: page.kept };
    cache.write('page', key, meta, [JSON.stringify(page.searchable)]);
    return meta;
  });
  cache.track(stored);
  return stored;
}
