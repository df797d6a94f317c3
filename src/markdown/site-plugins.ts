import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Pluggable, Plugin, Transformer } from 'unified';
import type { VFile } from 'vfile';
import { DocgenError } from '../errors.js';
import type { PluginDocCheck } from '../plugins/api.js';
import { importModule } from '../util/import-module.js';
import { DEFAULT_NPM2YARN, type Npm2YarnOptions } from './npm2yarn-options.js';
import { ADMONITION_NAMES, admonitionNames, type AdmonitionsOption } from '../shared/admonition.js';
import type { InstanceAdmonitions } from '../sources/instance-admonitions.js';

/** The config's lists of remark and rehype plugins, in the order Docusaurus runs them around its own. */
export const MARKDOWN_PLUGIN_KEYS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
] as const;
export type MarkdownPluginKey = (typeof MARKDOWN_PLUGIN_KEYS)[number];

/**
 * A plugin as the config names it: a package or a path to a local module (its default export), alone or with its
 * options; or a named export of one.
 */
export type MarkdownPluginEntry =
  string | [string] | [string, unknown] | { module: string; export: string; options?: unknown };

/** A plugin of the site, found on disk: plain data, sent to every render thread. */
export interface SiteMarkdownPlugin {
  /** The config key that names it (`markdown.remarkPlugins[0]`), for errors. */
  key: string;
  /** The package or path as written. */
  name: string;
  /** The export that is the plugin, when not the default one. */
  exportName?: string;
  /** The config file, as shown in errors. */
  configFile: string;
  /** The module's absolute path. */
  file: string;
  options?: unknown;
  /** A local module's content hash: a cached page made with an older version of the plugin is not reused. */
  hash?: string;
}

export type SiteMarkdownPlugins = Record<MarkdownPluginKey, SiteMarkdownPlugin[]> & {
  /** The plugins' `checkDoc` modules: each is given every doc's Markdown, and answers warnings. */
  docChecks?: SiteMarkdownPlugin[];
  /** `markdown.npm2yarn`, when it is not docgen's default. */
  npm2yarn?: Npm2YarnOptions;
  /** `markdown.admonitions`, when it is not docgen's default. */
  admonitions?: AdmonitionsOption;
  /** The sources that set `admonitions` of their own. */
  instanceAdmonitions?: InstanceAdmonitions[];
};

export interface LoadedMarkdownPlugins {
  remarkBefore: Pluggable[];
  remark: Pluggable[];
  rehypeBefore: Pluggable[];
  rehype: Pluggable[];
  docChecks: LoadedDocCheck[];
  /** The options of docgen's own npm2yarn tabs, which run after the site's remark plugins. */
  npm2yarn: Npm2YarnOptions;
  /** The names that open an admonition (`:::tip`), in a page of no source that sets its own (see `admonitionsFor`). */
  admonitions: readonly string[];
  /** The names of each source that sets its own, with its folders (see `InstanceAdmonitions`). */
  instanceAdmonitions: { source: string; folders: string[]; names: readonly string[] }[];
}

/** A plugin's `checkDoc`, loaded: its config key, for errors, and its function. */
export interface LoadedDocCheck {
  plugin: SiteMarkdownPlugin;
  check: PluginDocCheck;
}

export const NO_MARKDOWN_PLUGINS: LoadedMarkdownPlugins = {
  remarkBefore: [],
  remark: [],
  rehypeBefore: [],
  rehype: [],
  docChecks: [],
  npm2yarn: DEFAULT_NPM2YARN,
  admonitions: ADMONITION_NAMES,
  instanceAdmonitions: [],
};

/**
 * The admonition names of a page: its source's own (a doc's scope names its source; an MDX file is told by the folder it
 * is in), else the site's.
 */
export function admonitionsFor(plugins: LoadedMarkdownPlugins, file: string, source?: string): readonly string[] {
  const inFolder = (folder: string) => file.startsWith(`${folder}/`);
  const own = plugins.instanceAdmonitions.find((instance) =>
    source === undefined ? instance.folders.some(inFolder) : instance.source === source,
  );
  return own?.names ?? plugins.admonitions;
}

// TypeScript as Docusaurus's loader takes it: a local plugin need not be compiled first.
const MODULE_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'];
const LOCAL_EXTENSIONS = ['', ...MODULE_EXTENSIONS, ...MODULE_EXTENSIONS.map((ext) => `/index${ext}`)];

/**
 * Finds each plugin the config names, from the config's folder: a path (`./plugins/x.js`) as a file, with the
 * extensions Node would try; a package as Node resolves it, its ES entry when its exports have no CommonJS one.
 */
export function resolveMarkdownPlugins(
  markdown: Partial<Record<MarkdownPluginKey, MarkdownPluginEntry[]>>,
  siteDir: string,
  configFile: string,
): Record<MarkdownPluginKey, SiteMarkdownPlugin[]> {
  const resolve = (entry: MarkdownPluginEntry, key: string) => resolveMarkdownPlugin(entry, key, siteDir, configFile);
  return Object.fromEntries(
    MARKDOWN_PLUGIN_KEYS.map((key) => [
      key,
      (markdown[key] ?? []).map((entry, i) => resolve(entry, `markdown.${key}[${i}]`)),
    ]),
  ) as Record<MarkdownPluginKey, SiteMarkdownPlugin[]>;
}

/** One plugin the config names (at `key`), found from `baseDir`: a path as a file, a package as Node resolves it. */
export function resolveMarkdownPlugin(
  entry: MarkdownPluginEntry,
  key: string,
  baseDir: string,
  configFile: string,
): SiteMarkdownPlugin {
  const [name, options, exportName] =
    typeof entry === 'string' ? [entry] : Array.isArray(entry) ? entry : [entry.module, entry.options, entry.export];
  const local = isLocalModule(name);
  const file = findModule(name, baseDir);
  if (!file) {
    throw new DocgenError(
      local ? `no module at ${name}` : `cannot find the package "${name}"`,
      { file: configFile, key },
      local
        ? 'give the path of a JavaScript module from the config’s folder, such as ./plugins/my-plugin.mjs'
        : `install it (npm install --save-dev ${name}) or correct the name`,
      'config-markdown-plugin',
    );
  }
  const hash = local ? moduleHash(file) : undefined;
  return {
    key,
    name,
    configFile,
    file,
    ...(exportName !== undefined && exportName !== 'default' && { exportName }),
    ...(options !== undefined && { options }),
    ...(hash && { hash }),
  };
}

/** A path (`./x.mjs`, `/abs/x.js`) rather than a package name. */
export function isLocalModule(name: string): boolean {
  return /^\.{1,2}(\/|$)|^\//.test(name);
}

/** The module file a name leads to from `baseDir`: a path with the extensions Node would try, or a package's entry. */
export function findModule(name: string, baseDir: string): string | undefined {
  return isLocalModule(name) ? localModuleFile(path.resolve(baseDir, name)) : packageModule(name, baseDir);
}

/** A local module's content hash: what cached work made with an older version of it is told apart by. */
export function moduleHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('base64url');
}

/** The file a module path leads to: as it is, or with the extensions Node would try. */
export function localModuleFile(base: string): string | undefined {
  return LOCAL_EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
}

function packageModule(name: string, siteDir: string): string | undefined {
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(name);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') return undefined;
    return esmOnlyEntry(name, siteDir);
  }
}

/** A package whose `exports` offer only `import`: its entry, looked up in the node_modules folders above the site. */
function esmOnlyEntry(name: string, siteDir: string): string | undefined {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) {
      const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown }).exports;
      const root = (exports as Record<string, unknown>)?.['.'] ?? exports;
      const entry = typeof root === 'string' ? root : ((root as Record<string, unknown>)?.import as unknown);
      const target = typeof entry === 'string' ? entry : (entry as Record<string, unknown>)?.default;
      return typeof target === 'string' ? path.join(path.dirname(manifest), target) : undefined;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Each module is imported once per thread, however many pages and processors use it. */
const imported = new Map<string, Promise<Plugin>>();

/**
 * The site's plugins as unified plugins, each wrapped so that one that throws names itself and the doc. An ES module's
 * default export, or a CommonJS module's `module.exports` (or its `default`, as compiled ES modules have it).
 */
export async function loadMarkdownPlugins(plugins: SiteMarkdownPlugins | undefined): Promise<LoadedMarkdownPlugins> {
  if (!plugins) return NO_MARKDOWN_PLUGINS;
  const load = (list: SiteMarkdownPlugin[]) =>
    Promise.all(
      list.map(async (plugin): Promise<Pluggable> => {
        const attacher = await importPlugin(plugin);
        return plugin.options === undefined ? named(attacher, plugin) : [named(attacher, plugin), plugin.options];
      }),
    );
  const [remarkBefore, remark, rehypeBefore, rehype] = await Promise.all(
    MARKDOWN_PLUGIN_KEYS.map((key) => load(plugins[key])),
  );
  const docChecks = await Promise.all(
    (plugins.docChecks ?? []).map(async (plugin) => ({
      plugin,
      check: (await importPlugin(plugin, 'a doc check')) as unknown as PluginDocCheck,
    })),
  );
  return {
    remarkBefore: remarkBefore!,
    remark: remark!,
    rehypeBefore: rehypeBefore!,
    rehype: rehype!,
    docChecks,
    npm2yarn: plugins.npm2yarn ?? DEFAULT_NPM2YARN,
    admonitions: admonitionNames(plugins.admonitions ?? true),
    instanceAdmonitions: (plugins.instanceAdmonitions ?? []).map(({ source, folders, admonitions }) => ({
      source,
      folders,
      names: admonitionNames(admonitions),
    })),
  };
}

function importPlugin(plugin: SiteMarkdownPlugin, what = 'a remark or rehype plugin'): Promise<Plugin> {
  const id = `${plugin.file}\0${plugin.hash ?? ''}`;
  let found = imported.get(id);
  if (!found) {
    found = importModule(plugin.file, plugin.hash).then(
      (module) => {
        const value = module.default as { default?: unknown } | undefined;
        // A CommonJS module's named exports are properties of its module.exports, which is the default.
        const attacher = plugin.exportName
          ? (module[plugin.exportName] ?? (value as Record<string, unknown> | undefined)?.[plugin.exportName])
          : typeof value === 'function'
            ? value
            : value?.default;
        if (typeof attacher !== 'function') {
          const exported = plugin.exportName ? `an export "${plugin.exportName}" that is ${what}` : what;
          throw new DocgenError(
            `${plugin.key}: "${plugin.name}" does not export ${exported} (a function)`,
            { file: plugin.configFile, key: plugin.key },
            'name the module whose default export (or module.exports) is the plugin, or the export that is',
            'config-markdown-plugin',
          );
        }
        return attacher as Plugin;
      },
      (error: unknown) => {
        throw new DocgenError(
          `${plugin.key}: loading "${plugin.name}" failed: ${(error as Error)?.message ?? String(error)}`,
          { file: plugin.configFile, key: plugin.key },
          'the module threw while it was imported; run it alone with node to see why',
          'config-markdown-plugin',
        );
      },
    );
    imported.set(id, found);
  }
  return found;
}

/** A plugin whose work throws becomes an error at the doc it was processing, naming the plugin. */
function named(attacher: Plugin, plugin: SiteMarkdownPlugin): Plugin {
  const wrapped = function (this: unknown, ...args: unknown[]) {
    let transformer: unknown;
    try {
      transformer = (attacher as (...a: unknown[]) => unknown).apply(this, args);
    } catch (error) {
      throw new DocgenError(
        `${plugin.key}: "${plugin.name}" failed when given its options: ${(error as Error)?.message ?? String(error)}`,
        undefined,
        'check the options the config gives it',
        'config-markdown-plugin',
      );
    }
    if (typeof transformer !== 'function') return transformer;
    const run = transformer as (...a: unknown[]) => unknown;
    const fail = (error: unknown, file: VFile): never => {
      throw pluginFailed(plugin, error, file);
    };
    const guarded = (tree: unknown, file: VFile, next?: unknown) => {
      try {
        const result = next === undefined ? run(tree, file) : run(tree, file, next);
        return result instanceof Promise ? result.catch((error: unknown) => fail(error, file)) : result;
      } catch (error) {
        return fail(error, file);
      }
    };
    // unified hands a callback only to transformers that declare three parameters.
    return (run.length > 2 ? guarded : (tree: unknown, file: VFile) => guarded(tree, file)) as Transformer;
  };
  Object.defineProperty(wrapped, 'name', { value: attacher.name });
  return wrapped as Plugin;
}

function pluginFailed(plugin: SiteMarkdownPlugin, error: unknown, file: VFile): DocgenError {
  if (error instanceof DocgenError) return error;
  const err = error as { message?: string; reason?: string; line?: number; column?: number };
  const bodyLine = (file.data as { input?: { bodyLine?: number } }).input?.bodyLine ?? 1;
  const failure = new DocgenError(
    `the Markdown plugin "${plugin.name}" (${plugin.key}) failed: ${err?.reason ?? err?.message ?? String(error)}`,
    {
      file: file.path,
      ...(typeof err?.line === 'number' && { line: err.line + bodyLine - 1, column: err.column ?? 1 }),
    },
    'the plugin threw on this doc: fix the doc, or the plugin',
    'markdown-plugin-failed',
  );
  // The MDX compiler reports what its plugins throw at the error's own line and column.
  return Object.assign(failure, { line: failure.location?.line, column: failure.location?.column });
}
