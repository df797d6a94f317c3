import { isStandIn, moduleExportOf } from '../docusaurus/config-transfer.js';
import { POSTCSS_ONLY, POSTCSS_PLUGINS } from '../docusaurus/describe-plugins.js';
import type { MarkdownPluginEntry } from '../markdown/site-plugins.js';
import { isRecord } from './config-values.js';

/**
 * The PostCSS plugins a plugin function's `configurePostCss` adds (Tailwind, autoprefixer), as `postcss.plugins`
 * entries of site.config.yaml: each by the module that exports it. `carried` says whether the Docusaurus plugin
 * needs no line of its own: it did nothing else, and every PostCSS plugin could be written.
 */
export function postcssPluginsOf(
  entry: unknown,
  label: string,
  notCarried: string[],
): { plugins: MarkdownPluginEntry[]; carried: boolean } {
  const described = Array.isArray(entry) ? entry[0] : entry;
  const added = isRecord(described) && Array.isArray(described[POSTCSS_PLUGINS]) ? described[POSTCSS_PLUGINS] : [];
  const plugins: MarkdownPluginEntry[] = [];
  for (const plugin of added) {
    const found = moduleExportOf(plugin);
    if (found) {
      plugins.push(found.export === 'default' ? found.module : { module: found.module, export: found.export });
      continue;
    }
    const name = typeof plugin === 'function' && plugin.name ? `PostCSS plugin "${plugin.name}"` : 'a PostCSS plugin';
    // The Docusaurus plugin by its own name, without the description of what else it does (a line of its own).
    const owner = `plugin ${label.replace(/ \(a function of the config.*$/, '')}: its configurePostCss adds ${name}`;
    notCarried.push(
      isStandIn(plugin)
        ? `${owner} whose module could not be loaded (named above); mend that and run init again`
        : `${owner} made by a call or written in the config, which no module exports; name its package in site.config.yaml's postcss.plugins`,
    );
  }
  return {
    plugins,
    carried: isRecord(described) && described[POSTCSS_ONLY] === true && plugins.length === added.length,
  };
}
