import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { BuildCache } from './build-cache.js';
import { cacheWriteError } from './cache-write-error.js';

/** The cache folder: `cacheDir` of the config, relative to the site, else the site's node_modules/.cache/docgen. */
export function cacheDirOf(config: Pick<SiteConfig, 'cacheDir'>, siteDir: string): string {
  return path.resolve(siteDir, config.cacheDir ?? path.join('node_modules', '.cache', 'docgen'));
}

/**
 * The site's build cache; the one already open when the config still names the same folder (watch mode reloads it).
 * A cache folder that cannot be written to fails with its path and what to do.
 */
export async function openBuildCache(
  open: BuildCache | undefined,
  config: SiteConfig,
  siteDir: string,
  log?: (line: string) => void,
): Promise<BuildCache> {
  const dir = path.join(cacheDirOf(config, siteDir), 'build');
  if (open?.dir === dir) return open;
  open?.release();
  return BuildCache.open(dir, log ?? ((line) => process.stderr.write(`${line}\n`))).catch((error: unknown) => {
    throw cacheWriteError(error, cacheDirOf(config, siteDir));
  });
}
