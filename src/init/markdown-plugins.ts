import { MARKDOWN_PLUGIN_KEYS } from '../markdown/site-plugins.js';
import { type Json } from './config-values.js';

/**
 * The docs' remark and rehype plugins of a Docusaurus config as docgen's `markdown.*Plugins`: each function by the
 * module that exported it (a package, or a file of the site), with its options. A plugin made by a call in the config
 * (`makePlugin(options)`) is named: unified would give the module's export the options, not call it for a plugin.
 */
export function markdownPluginsOf(
  docsOptions: Json,
  notCarried: string[],
  others: { name: (key: string) => string; options: Json }[] = [],
): Json {
  const carried: Json = {};
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    const list = Array.isArray(docsOptions[key]) ? (docsOptions[key] as unknown[]) : [];
    const entries = list.flatMap((entry, i) => {
      const found = pluginEntry(entry);
      if (typeof found === 'object' && 'notCarried' in found) {
        notCarried.push(`docs.${key}[${i}]: ${found.notCarried}`);
        return [];
      }
      return [found];
    });
    if (entries.length > 0) carried[key] = entries;
    // Blog posts and pages go through the same plugins in docgen: one with plugins of its own is named.
    for (const other of others) {
      const own = Array.isArray(other.options[key]) ? (other.options[key] as unknown[]) : [];
      const extra = own.filter((entry) => !list.includes(entry));
      if (extra.length > 0)
        notCarried.push(
          `${other.name(key)}: ${extra.length} plugin(s) not among the docs' (docgen runs the docs' plugins on every page)`,
        );
    }
  }
  return withBuiltInMath(carried);
}

/**
 * remark-math with rehype-katex (as Docusaurus's docs set math up) is docgen's `markdown.math`, which loads KaTeX's
 * stylesheet on the pages that have math only. With options of their own, they stay the site's plugins.
 */
function withBuiltInMath(carried: Json): Json {
  const all = MARKDOWN_PLUGIN_KEYS.flatMap((key) => (Array.isArray(carried[key]) ? (carried[key] as unknown[]) : []));
  if (!all.includes('remark-math') || !all.includes('rehype-katex')) return carried;
  const out: Json = { math: true };
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    const rest = ((carried[key] as unknown[] | undefined) ?? []).filter(
      (e) => e !== 'remark-math' && e !== 'rehype-katex',
    );
    if (rest.length > 0) out[key] = rest;
  }
  return out;
}

/**
 * A plugin entry as site.config.yaml writes it, or why it cannot be: the config runs in a process of its own, and
 * what comes back of a plugin function is its name, not its module.
 */
function pluginEntry(entry: unknown): string | [string, unknown] | { notCarried: string } {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry];
  if (typeof plugin === 'string') return options === undefined ? plugin : [plugin, options];
  const label = typeof plugin === 'function' && plugin.name ? `"${plugin.name}"` : 'a plugin';
  return {
    notCarried: `${label}: docgen cannot tell which module it comes from; name it in site.config.yaml (markdown plugins take a package or a path, with options)`,
  };
}
