import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { SiteConfig } from '../config/schema.js';
import { DocgenError } from '../errors.js';
import { findModule, isLocalModule, moduleHash, resolveMarkdownPlugin } from '../markdown/site-plugins.js';
import type { MarkdownPluginKey, SiteMarkdownPlugin } from '../markdown/site-plugins.js';
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
  /** Its module's folder: what the Markdown plugins, route components and other modules it names are found from. */
  dir: string;
  /** One of docgen's own: its Markdown plugins run before the config's, a site's plugins' after. */
  builtIn?: true;
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
  beforeDefaultRemarkPlugins: z.array(markdownRef).optional(),
  beforeDefaultRehypePlugins: z.array(markdownRef).optional(),
  pageStylesheets: z
    .array(
      z.object({
        file: z.string().min(1),
        path: z
          .string()
          .regex(/^(?!\/)(?!.*(^|\/)\.\.?(\/|$)).+$/, 'expected a path inside assets/, such as x-1.0/x.css'),
        files: z.record(z.string().regex(/^(?!\/)(?!.*(^|\/)\.\.?(\/|$)).+$/), z.string().min(1)).optional(),
        htmlIncludes: z.string().min(1),
      }),
    )
    .optional(),
  clientModules: z.array(z.object({ module: z.string().min(1), selector: z.string().min(1) })).optional(),
  checkDoc: z.string().min(1).optional(),
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
  const own = (await builtInPlugins(config, context)).map(({ key, plugin, dir }): SitePlugin => ({
    key: `docgen:${key}`,
    name: plugin.name,
    identity: key,
    inputs: [],
    dir: dir ?? siteDir,
    builtIn: true,
    plugin,
  }));
  const site = await Promise.all(
    config.plugins.map((entry, i) => loadPlugin(entry, `plugins[${i}]`, context, configFile)),
  );
  const plugins = [...own, ...site];
  const headTags = plugins.flatMap(({ plugin }) =>
    (plugin.headTags ?? []).map((t) => ({ ...t, attributes: t.attributes ?? {} })),
  );
  const pageStylesheets = plugins.flatMap((p) => pageStylesheetsOf(p, configFile));
  const pluginClientModules = plugins.flatMap((p) => clientModulesOf(p, configFile));
  return {
    config: {
      ...config,
      headTags: [...config.headTags, ...headTags],
      scripts: [...config.scripts, ...plugins.flatMap(({ plugin }) => plugin.scripts ?? [])],
      stylesheets: [...config.stylesheets, ...plugins.flatMap(({ plugin }) => plugin.stylesheets ?? [])],
      ...(pageStylesheets.length > 0 && { pageStylesheets }),
      ...(pluginClientModules.length > 0 && { pluginClientModules }),
      ...(site.some((p) => p.inputs.length > 0) && { pluginInputs: site.flatMap((p) => p.inputs) }),
      ...(site.some((p) => p.localModule) && { pluginModuleFiles: site.flatMap((p) => p.localModule ?? []) }),
    },
    plugins,
  };
}

/** A stylesheet of some pages only, found from its plugin's folder (see `PluginPageStylesheet`). */
export interface PageStylesheet {
  /** Its path in the output, under `assets/`. */
  path: string;
  /** The CSS file, absolute. */
  file: string;
  /** The files it names, by their output path, absolute. */
  files: { path: string; file: string }[];
  htmlIncludes: string;
}

/** A browser module of some pages only (see `PluginClientModule`), found from its plugin's folder. */
export interface ClientModule {
  /** Absolute. */
  file: string;
  selector: string;
}

function pageStylesheetsOf({ plugin, key, dir }: SitePlugin, configFile: string): PageStylesheet[] {
  return (plugin.pageStylesheets ?? []).map((sheet, i) => {
    const found = (file: string, at: string) => {
      const absolute = path.resolve(dir, file);
      if (!existsSync(absolute)) throw missingFile(`${key}.pageStylesheets[${i}]${at}`, file, configFile);
      return absolute;
    };
    const folder = path.posix.dirname(`assets/${sheet.path}`);
    return {
      path: `assets/${sheet.path}`,
      file: found(sheet.file, '.file'),
      files: Object.entries(sheet.files ?? {}).map(([to, from]) => ({
        path: path.posix.join(folder, to),
        file: found(from, `.files["${to}"]`),
      })),
      htmlIncludes: sheet.htmlIncludes,
    };
  });
}

function clientModulesOf({ plugin, key, dir }: SitePlugin, configFile: string): ClientModule[] {
  return (plugin.clientModules ?? []).map(({ module, selector }, i) => {
    const file = findModule(module, dir);
    if (!file) throw missingFile(`${key}.clientModules[${i}].module`, module, configFile);
    return { file, selector };
  });
}

function missingFile(key: string, name: string, configFile: string): DocgenError {
  return new DocgenError(
    `${key}: no file at ${name}`,
    { file: configFile, key: key.replace(/\..*/, '') },
    'a plugin names its files by absolute path, or by path from its own module’s folder',
    'config-plugin',
  );
}

/**
 * The remark or rehype plugins of one list that the plugins add, found from each plugin's folder: docgen's own before
 * the config's list, the site's after it.
 */
export function pluginMarkdownPlugins(
  plugins: SitePlugin[],
  list: MarkdownPluginKey,
  configFile: string,
): { before: SiteMarkdownPlugin[]; after: SiteMarkdownPlugin[] } {
  const of = (which: SitePlugin[]) =>
    which.flatMap(({ plugin, key, dir }) =>
      (plugin[list] ?? []).map((ref, j) => resolveMarkdownPlugin(ref, `${key}.${list}[${j}]`, dir, configFile)),
    );
  return { before: of(plugins.filter((p) => p.builtIn)), after: of(plugins.filter((p) => !p.builtIn)) };
}

/** The plugins' `checkDoc` modules, found from each plugin's folder, for the render threads. */
export function pluginDocChecks(plugins: SitePlugin[], configFile: string): SiteMarkdownPlugin[] {
  return plugins.flatMap(({ plugin, key, dir }) =>
    plugin.checkDoc ? [resolveMarkdownPlugin(plugin.checkDoc, `${key}.checkDoc`, dir, configFile)] : [],
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
