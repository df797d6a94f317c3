import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { KeptPage } from '../output/site-files.js';
import type { OutputFile } from '../output/write-site.js';
import type { RenderJob } from '../pipeline/renderer.js';
import type { SharedRenderData } from '../render/render-page.js';
import type { SearchablePage } from '../search/build-index.js';
import { cacheKey, type BuildCache } from './build-cache.js';
import { engineFingerprint } from './engine-fingerprint.js';

/** A page as the pipeline keeps it once rendered: its files, what the link check needs, what search indexes. */
export interface PageResult {
  files: OutputFile[];
  kept: KeptPage;
  searchable: SearchablePage;
}

interface PageMeta {
  paths: string[];
  kept: KeptPage;
  searchable: SearchablePage;
}

/**
 * What every page of the site is rendered from, hashed once: docgen itself, the config, the server
 * bundle (named by its contents), and the data every page shares — the sidebars, every doc's title
 * and route, the site data, the client bundle's URLs, the colocated assets' hashed names. Together
 * with the page's own route plan, doc (body, front matter, last update) and place in the sidebar
 * (prev/next), that is everything a render reads: a render thread gets nothing else.
 */
export async function siteRenderKey(input: { config: SiteConfig; siteDir: string; dev: boolean; serverFile: string; shared: SharedRenderData }): Promise<string> {
  const { placements: _placements, ...shared } = input.shared;
  // The server bundle leaves packages outside it: the site's own installed versions render too.
  const lock = await readFile(path.join(input.siteDir, 'package-lock.json')).catch(() => readFile(path.join(input.siteDir, 'package.json')).catch(() => ''));
  return cacheKey(await engineFingerprint(), input.dev, input.config, path.basename(input.serverFile), shared, cacheKey(lock));
}

export function pageCacheKey(siteKey: string, job: RenderJob, shared: SharedRenderData): string {
  return cacheKey(siteKey, job.plan, job.doc, job.doc ? shared.placements[job.doc.id] : undefined);
}

/** `text`: the files' contents as strings (watch mode decorates the HTML it serves); else as bytes, for writing. */
export async function readPage(cache: BuildCache, key: string, text: boolean): Promise<PageResult | undefined> {
  const entry = await cache.read<PageMeta>('page', key);
  if (!entry || entry.meta.paths?.length !== entry.parts.length) return undefined;
  const files = entry.meta.paths.map((p, i) => ({ path: p, contents: text ? entry.parts[i]!.toString('utf8') : entry.parts[i]! }));
  return { files, kept: entry.meta.kept, searchable: entry.meta.searchable };
}

export function writePage(cache: BuildCache, key: string, page: PageResult): void {
  const meta: PageMeta = { paths: page.files.map((f) => f.path), kept: page.kept, searchable: page.searchable };
  cache.write('page', key, meta, page.files.map((f) => f.contents));
}
