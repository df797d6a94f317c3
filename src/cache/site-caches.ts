import type { LoadedConfig } from '../config/load.js';
import { rememberMdxScans } from '../mdx/detect.js';
import type { BuildCache } from './build-cache.js';
import { cacheDirOf, openBuildCache } from './cache-dir.js';
import { keepConfigEntry } from './config-cache.js';
import { DocOutlineCache } from './doc-outline-cache.js';
import { FrontMatterCache } from './front-matter-cache.js';
import { MdxScanCache } from './mdx-scan-cache.js';
import type { ScratchFolder } from './scratch-folder.js';

/**
 * The build cache (none when `cached` is false: a build with --no-cache), the config's entry kept in it, and the folder
 * the bundles are written to: the cache's, else `scratch`. `open` is the cache watch mode already has open.
 */
export async function openSiteCache(
  open: BuildCache | undefined,
  loaded: Pick<LoadedConfig, 'config' | 'siteDir' | 'cacheEntry'>,
  options: { cached: boolean; scratch: ScratchFolder; log?: (line: string) => void },
): Promise<{ cache?: BuildCache; bundleDir: string }> {
  if (!options.cached) return { bundleDir: await options.scratch.get() };
  const cache = await openBuildCache(open, loaded.config, loaded.siteDir, options.log);
  if (loaded.cacheEntry) keepConfigEntry(cache, loaded.cacheEntry);
  return { cache, bundleDir: cacheDirOf(loaded.config, loaded.siteDir) };
}

/**
 * The caches of what the docs' files say, opened and saved in the order a cold run reads the docs: the front matter is
 * kept once the docs are read; the MDX scans are remembered from before the docs are read (a build scans each body as
 * it reads it, see `DocOutlineMemo.set`) until the theme's bundle input is made, and the docs' outlines are kept after
 * them, as they keep what the scans answered (see `DocOutlineCache`). Without a build cache, each of them is left out.
 */
export class ContentCaches {
  private scans?: MdxScanCache;

  private constructor(
    private readonly cache: BuildCache | undefined,
    readonly frontMatter: FrontMatterCache | undefined,
    readonly outlines: DocOutlineCache | undefined,
  ) {}

  /** `wholeDocs`: watch mode reads every doc whole, as it names each page's cache entry by its doc's text first. */
  static async open(cache: BuildCache | undefined, { wholeDocs }: { wholeDocs: boolean }): Promise<ContentCaches> {
    const frontMatter = cache && (await FrontMatterCache.open(cache));
    const outlines = cache && !wholeDocs ? await DocOutlineCache.open(cache) : undefined;
    return new ContentCaches(cache, frontMatter, outlines);
  }

  /** Once the docs are read. */
  docsRead(): void {
    this.frontMatter?.save();
  }

  /** Before the docs are read: which doc bodies use MDX syntax is looked up in the cache. */
  async scanning(): Promise<void> {
    this.scans = this.cache && (await MdxScanCache.open(this.cache));
    rememberMdxScans(this.scans);
  }

  /** Once the theme's bundle input is made. */
  scanned(): void {
    this.scans?.save();
    this.outlines?.save();
  }
}
