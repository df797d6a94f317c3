import { isStandIn, moduleExportOf } from '../docusaurus/config-transfer.js';
import { NPM2YARN_CONVERTERS, type Npm2YarnOptions } from '../markdown/npm2yarn-options.js';
import { MARKDOWN_PLUGIN_KEYS, type MarkdownPluginEntry } from '../markdown/site-plugins.js';
import { type Json } from './config-values.js';

/** A plugin's options in the Docusaurus config, and how its keys are named in the lines of what is not carried. */
export interface PluginOptionsAt {
  name: (key: string) => string;
  options: Json;
}

/**
 * The docs' remark and rehype plugins of a Docusaurus config as docgen's `markdown.*Plugins`: each function by the
 * module that exported it (a package, or a file of the site), with its options. A plugin made by a call in the config
 * (`makePlugin(options)`) is named: unified would give the module's export the options, not call it for a plugin.
 * Docusaurus's npm2yarn plugin becomes docgen's own npm2yarn tabs (`markdown.npm2yarn`), said in `builtIn`.
 */
export function markdownPluginsOf(
  docsOptions: Json,
  notCarried: string[],
  others: PluginOptionsAt[] = [],
  builtIn: string[] = [],
): Json {
  const carried: Json = {};
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    const list = Array.isArray(docsOptions[key]) ? (docsOptions[key] as unknown[]) : [];
    const entries = list.flatMap((entry, i) => {
      if (isNpm2Yarn(entry)) {
        carried.npm2yarn = npm2yarnOf(entry, `docs.${key}[${i}]`, notCarried, builtIn) as unknown as Json;
        return [];
      }
      const found = pluginEntry(entry);
      if (typeof found === 'object' && 'notCarried' in found) {
        notCarried.push(`docs.${key}[${i}]: ${found.notCarried}`);
        return [];
      }
      return [found];
    });
    if (entries.length > 0) carried[key] = entries;
    // Blog posts and pages go through the same plugins in docgen: one with plugins of its own is named. Plugins
    // are compared as written into site.config.yaml: each came back from the config's process as a value of its own.
    const docsPlugins = new Set(list.map(entryKey));
    for (const other of others) {
      const own = Array.isArray(other.options[key]) ? (other.options[key] as unknown[]) : [];
      const extra = own.filter((entry) => !docsPlugins.has(entryKey(entry)));
      if (extra.length > 0)
        notCarried.push(
          `${other.name(key)}: ${extra.length} plugin(s) not among the docs' (docgen runs the docs' plugins on every page)`,
        );
    }
  }
  return withBuiltInMath(carried);
}

const NPM2YARN_PACKAGE = '@docusaurus/remark-plugin-npm2yarn';

/** Docusaurus's npm2yarn plugin, however the config names it: the package, its export, or its stand-in. */
function isNpm2Yarn(entry: unknown): boolean {
  const [plugin] = Array.isArray(entry) ? entry : [entry];
  if (typeof plugin === 'string') return plugin === NPM2YARN_PACKAGE;
  if (isStandIn(plugin)) return (plugin as { name: string }).name === NPM2YARN_PACKAGE;
  return moduleExportOf(plugin)?.module === NPM2YARN_PACKAGE;
}

/**
 * The npm2yarn plugin's options as docgen's: `sync` (off unless set, as in Docusaurus) and the `converters` docgen
 * knows (Docusaurus's default: Yarn and pnpm). A converter of the site's own (`[name, function]`) and
 * `ignoreExtensions`/`includeExtensions` are named; docgen converts the blocks of every page.
 */
function npm2yarnOf(entry: unknown, key: string, notCarried: string[], builtIn: string[]): Npm2YarnOptions {
  const options = (Array.isArray(entry) ? entry[1] : undefined) ?? {};
  const given = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  const known: readonly unknown[] = NPM2YARN_CONVERTERS;
  const written = Array.isArray(given.converters) ? given.converters : ['yarn', 'pnpm'];
  const converters = written.filter((c): c is Npm2YarnOptions['converters'][number] => known.includes(c));
  for (const converter of written.filter((c) => !known.includes(c))) {
    const name = Array.isArray(converter) ? converter[0] : converter;
    notCarried.push(
      `${key}: npm2yarn converter ${JSON.stringify(name)} (docgen's npm2yarn tabs convert to ${NPM2YARN_CONVERTERS.join(', ')})`,
    );
  }
  for (const option of Object.keys(given).filter((o) => o !== 'sync' && o !== 'converters'))
    notCarried.push(`${key}: npm2yarn option ${option} (docgen's npm2yarn tabs convert the blocks of every page)`);
  const found: Npm2YarnOptions = { sync: given.sync === true, converters };
  builtIn.push(
    `${key}: ${NPM2YARN_PACKAGE} is docgen's built-in npm2yarn tabs (markdown.npm2yarn: sync ${found.sync ? 'on' : 'off'}, npm then ${converters.join(', ') || 'nothing else'})`,
  );
  return found;
}

/** A plugin entry as site.config.yaml would hold it, as text; one that it cannot hold is unique. */
function entryKey(entry: unknown): unknown {
  const found = pluginEntry(entry);
  return typeof found === 'object' && 'notCarried' in found ? entry : JSON.stringify(found);
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
 * A plugin entry as site.config.yaml writes it, or why it cannot be. A function comes back from the config's process
 * with the module that exports it, when the child found one (src/docusaurus/plugin-modules.ts); its options are
 * written when they are plain data.
 */
function pluginEntry(entry: unknown): MarkdownPluginEntry | { notCarried: string } {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry];
  const label = typeof plugin === 'function' && plugin.name ? `"${plugin.name}"` : 'a plugin';
  if (options !== undefined && !isPlainData(options))
    return { notCarried: `${label}: its options hold functions or values YAML cannot write` };
  if (isStandIn(plugin))
    return { notCarried: `${label}: its module could not be loaded (named above); mend that and run init again` };
  const found = moduleExportOf(plugin);
  const module = typeof plugin === 'string' ? plugin : found?.export === 'default' ? found.module : undefined;
  if (module !== undefined) return options === undefined ? module : [module, options];
  if (found) return { module: found.module, export: found.export, ...(options !== undefined && { options }) };
  return {
    notCarried: `${label}: docgen found no module that exports it (a plugin made by a call, or written in the config); name it in site.config.yaml (markdown plugins take a package or a path, with options)`,
  };
}

/** Data YAML writes and reads back as it was: no functions, class instances or stand-ins. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  return (
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every(isPlainData)
  );
}
