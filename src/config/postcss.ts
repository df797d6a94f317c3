import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { resolveMarkdownPlugin, type MarkdownPluginEntry, type SiteMarkdownPlugin } from '../markdown/site-plugins.js';

/** A PostCSS config of the site's own, as postcss-loader finds it in a Docusaurus build (the site's folder only). */
const CONFIG_FILES = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs'];

/**
 * What the site's stylesheets go through before they are bundled, as in Docusaurus's webpack build: the plugins
 * `postcss.plugins` names (those a Docusaurus plugin's `configurePostCss` adds, carried by init), then those of a
 * PostCSS config file in the site's folder. Plain data, found on disk when the config is read.
 */
export interface SitePostcss {
  /** The site's own `postcss` package: its plugins are written against it, and docgen has none of its own. */
  postcss: string;
  plugins: SiteMarkdownPlugin[];
  /** `postcss.config.js` (or `.cjs`, `.mjs`), absolute. */
  configFile?: string;
}

/** The site's PostCSS setup, or undefined when it has none; a setup without the `postcss` package is an error. */
export function sitePostcssOf(
  entries: MarkdownPluginEntry[],
  siteDir: string,
  configFile: string,
): SitePostcss | undefined {
  const found = CONFIG_FILES.map((name) => path.join(siteDir, name)).find((file) => existsSync(file));
  if (entries.length === 0 && !found) return undefined;
  const plugins = entries.map((entry, i) => resolveMarkdownPlugin(entry, `postcss.plugins[${i}]`, siteDir, configFile));
  let postcss: string;
  try {
    postcss = createRequire(path.join(siteDir, 'package.json')).resolve('postcss');
  } catch {
    throw new DocgenError(
      `${entries.length > 0 ? 'postcss.plugins' : path.basename(found!)}: the site has no "postcss" package to run its PostCSS plugins with`,
      entries.length > 0 ? { file: configFile, key: 'postcss.plugins' } : { file: found! },
      'install it in the site (npm install --save-dev postcss), as the plugins expect',
    );
  }
  return { postcss, plugins, ...(found && { configFile: found }) };
}
