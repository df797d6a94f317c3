import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME_DIR } from '../bundle/theme-files.js';
import type { SiteConfig } from '../config/schema.js';
import { DEFAULT_FAVICON } from '../site/render-input.js';
import type { OutputFile } from './write-site.js';

/**
 * The default theme's favicon.ico, written when the config names no favicon and the static folder has
 * none: without any icon, every browser asks for /favicon.ico and logs the 404 as an error.
 */
export function defaultFaviconFiles(config: SiteConfig, siteDir: string): OutputFile[] {
  if (config.favicon || existsSync(path.join(siteDir, config.staticDir, DEFAULT_FAVICON))) return [];
  return [{ path: DEFAULT_FAVICON, contents: readFileSync(path.join(DEFAULT_THEME_DIR, DEFAULT_FAVICON)) }];
}
