import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { SiteConfig } from '../config/schema.js';
import { DocgenError } from '../errors.js';
import { findModule, isLocalModule, moduleHash, resolveMarkdownPlugin } from '../markdown/site-plugins.js';
import type { SiteMarkdownPlugin } from '../markdown/site-plugins.js';
import type { DocgenPlugin, PluginContext, PluginFactory } from './api.js';
import { builtInPlugins } from './built-in.js';

/** A plugin of the site, made by its factory: the functions stay in the main thread, the rest is plain data. */
export interface SitePlugin {
  /** Its config key (`plugins[0]`), or `docgen:<name>` for one of docgen's own. */
  key: string;
  /** The package or path as the config names it. */
  name: string;
  /** What its routes are keyed by besides its inputs: the module (its content hash for a local one) and options. */
  identity: string;
  /** The files its work reads, absolute. */
  inputs: string[];
  /** Its module's folder: what the Markdown plugins and route components it names are found from. */
  dir: string;
  /** Its module, when it is a file of the site rather than a package: watch mode reads the config again when it changes. */
  localModule?: string;
  plugin: DocgenPlugin;
}

/** The plugin as its factory must make it: checked, so that a mistake is an error at the config key, not a crash later. */
const markdownRef = z.union([z.string().min(1), z.tuple([z.string().min(1), z.unknown()])]);
const attribute = z.union([z.string(), z.boolean()]);
const asset = (url: 'src' | 'href') =>
  z.union([z.string().min(1), z.object({ [url]: z.string().min(1) }).catchall(attribute)]);
const pluginShape = z.object({
  name: z.string().min(1),
  remarkPlugins: z.array(markdownRef).optional(),
  rehypePlugins: z.array(markdownRef).optional(),
  headTags: z
    .array(
      z.object({
        tagName: z.string().regex(/^[a-z][a-z0-9-]*$/),
        attributes: z.record(z.string(), attribute).optional(),
        innerHTML: z.string().optional(),
      }),
    )
    .optional(),
  scripts: z.array(asset('src')).optional(),
  stylesheets: z.array(asset('href')).optional(),
  inputs: z.array(z.string().min(1)).optional(),
  localized: z.boolean().optional(),
  loadContent: z.function().optional(),
  routes: z.function().optional(),
  postBuild: z.function().optional(),
});

/**
 * docgen's own plugins (see `built-in.ts`), then the config's `plugins`, each imported and made by its factory with
 * its options; what they add to every page (head tags, scripts, stylesheets) joins the config, and the files they
 * read are watched (`pluginInputs`).
 */
export async function loadPlugins(
  config: SiteConfig,
  siteDir: string,
  configFile: string,
): Promise<{ config: SiteConfig; plugins: SitePlugin[] }> {
  const { defaultLocale, locales } = config.i18n;
  const context: PluginContext = {
    siteDir,
    baseUrl: config.baseUrl,
    i18n: { defaultLocale, locales: [defaultLocale, ...locales.filter((l) => l !== defaultLocale)] },
  };
  const own = (await builtInPlugins(config, context)).map(({ key, plugin }): SitePlugin => ({
    key: `docgen:${key}`,
    name: plugin.name,
    identity: key,
    inputs: [],
    dir: siteDir,
    plugin,
  }));
  const site = await Promise.all(
    config.plugins.map((entry, i) => loadPlugin(entry, `plugins[${i}]`, context, configFile)),
  );
  const plugins = [...own, ...site];
  const headTags = plugins.flatMap(({ plugin }) =>
    (plugin.headTags ?? []).map((t) => ({ ...t, attributes: t.attributes ?? {} })),
  );
  return {
    config: {
      ...config,
      headTags: [...config.headTags, ...headTags],
      scripts: [...config.scripts, ...plugins.flatMap(({ plugin }) => plugin.scripts ?? [])],
      stylesheets: [...config.stylesheets, ...plugins.flatMap(({ plugin }) => plugin.stylesheets ?? [])],
      ...(site.some((p) => p.inputs.length > 0) && { pluginInputs: site.flatMap((p) => p.inputs) }),
      ...(site.some((p) => p.localModule) && { pluginModuleFiles: site.flatMap((p) => p.localModule ?? []) }),
    },
    plugins,
  };
}

/** The remark or rehype plugins the plugins add, found from each plugin's folder, after the config's own. */
export function pluginMarkdownPlugins(
  plugins: SitePlugin[],
  list: 'remarkPlugins' | 'rehypePlugins',
  configFile: string,
): SiteMarkdownPlugin[] {
  return plugins.flatMap(({ plugin, key, dir }) =>
    (plugin[list] ?? []).map((ref, j) => resolveMarkdownPlugin(ref, `${key}.${list}[${j}]`, dir, configFile)),
  );
}

async function loadPlugin(
  entry: string | [string] | [string, unknown],
  key: string,
  context: PluginContext,
  configFile: string,
): Promise<SitePlugin> {
  const [name, options] = typeof entry === 'string' ? [entry] : entry;
  const at = { file: configFile, key };
  const fail = (message: string, hint: string) => new DocgenError(`${key}: ${message}`, at, hint, 'config-plugin');
  const file = findModule(name, context.siteDir);
  if (!file)
    throw isLocalModule(name)
      ? fail(`no module at ${name}`, 'give the path of the plugin’s module from the config’s folder')
      : fail(`cannot find the package "${name}"`, `install it (npm install --save-dev ${name}) or correct the name`);
  // A local module is imported by its content: once edited (in watch mode), it is a new module, not the one Node holds.
  const hash = isLocalModule(name) ? moduleHash(file) : undefined;
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(file).href + (hash ? `?v=${hash}` : ''))) as Record<string, unknown>;
  } catch (error) {
    throw fail(
      `loading the plugin "${name}" failed: ${(error as Error)?.message ?? String(error)}`,
      'the module threw while it was imported; run it alone with node to see why',
    );
  }
  const value = module.default as { default?: unknown } | undefined;
  const factory = typeof value === 'function' ? value : value?.default;
  if (typeof factory !== 'function')
    throw fail(
      `"${name}" does not export a plugin: expected a default export made by definePlugin (a function)`,
      "export default definePlugin((options, context) => ({ name: 'my-plugin' })), from 'docgen-ssr/plugin'",
    );
  let made: unknown;
  try {
    made = await (factory as PluginFactory<unknown>)(options, context);
  } catch (error) {
    throw fail(
      `the plugin "${name}" failed when given its options: ${(error as Error)?.message ?? String(error)}`,
      'check the options the config gives it',
    );
  }
  const checked = pluginShape.safeParse(made);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const where = issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
    throw fail(
      `"${name}" made something that is not a plugin${where}: ${issue.message.replace(/^Invalid input: /, '')}`,
      'the factory must return an object with a name, and the hooks and lists described in the README’s Plugins section',
    );
  }
  const plugin = made as DocgenPlugin;
  return {
    key,
    name: plugin.name,
    identity: JSON.stringify([file, hash ?? '', options ?? null]),
    inputs: (plugin.inputs ?? []).map((input) => path.resolve(context.siteDir, input)),
    dir: path.dirname(file),
    ...(hash && { localModule: file }),
    plugin,
  };
}
