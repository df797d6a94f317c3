import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { isPlainJson } from '../util/plain-json.js';
import { BuildCache, cacheKey } from './build-cache.js';
import { cacheDirOf } from './cache-dir.js';
import { engineFingerprint } from './engine-fingerprint.js';

const KIND = 'config';

/** The build cache's entry for a config file's bytes: kept, or written once the cache is open (see `keepConfigEntry`). */
export interface ConfigEntry {
  key: string;
  /** The config as parsed by this start, for a new entry; none when it came from the cache. */
  parsed?: SiteConfig;
}

/**
 * The config as this docgen parsed the same bytes before, from the build cache, else as `parse` makes it. The YAML
 * parser took 0.5-3 s over the 95 KB config of the 1,000-page benchmark (its sidebars), on every start of watch mode;
 * the entry is read with a hash and a JSON parse. Only a config that parsed is kept: a bad one goes through the
 * parser every time, which places its errors.
 */
export async function cachedConfig(
  bytes: Buffer,
  text: string,
  siteDir: string,
  parse: () => SiteConfig,
): Promise<{ config: SiteConfig; entry: ConfigEntry }> {
  const key = cacheKey(await engineFingerprint(), createHash('sha256').update(bytes).digest('base64url'));
  const dir = namedCacheDir(text, siteDir);
  const found = BuildCache.peek<SiteConfig>(path.join(dir, 'build'), KIND, key)?.meta;
  // The folder read from is a guess made from the text: an entry is used only from the folder its config names.
  if (found && cacheDirOf(found, siteDir) === dir) return { config: found, entry: { key } };
  const parsed = parse();
  return { config: parsed, entry: { key, parsed } };
}

/** Keeps the config's entry from the cache's next prune, or writes it when the config was parsed by this start. */
export function keepConfigEntry(cache: BuildCache, entry: ConfigEntry): void {
  if (!entry.parsed) cache.keep(KIND, entry.key);
  else if (isPlainJson(entry.parsed)) cache.write(KIND, entry.key, entry.parsed, []);
}

/**
 * The cache folder the config names, read from its text without parsing it: a top-level `cacheDir: x` line, or
 * `"cacheDir": "x"` in a JSON config; the default folder when neither is there.
 */
function namedCacheDir(text: string, siteDir: string): string {
  const cacheDir =
    /^cacheDir:[ \t]*(["']?)([^"'#\n]*?)\1[ \t]*(?:#.*)?$/m.exec(text)?.[2] ??
    /"cacheDir"\s*:\s*"([^"\\]*)"/.exec(text)?.[1];
  return cacheDirOf({ cacheDir }, siteDir);
}
