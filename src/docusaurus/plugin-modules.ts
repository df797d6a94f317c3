/**
 * In the child process that ran the config: the remark and rehype plugins it gives as functions, each replaced by a
 * reference to the module that exports it, so that init can write that module into site.config.yaml. A function is
 * found by identity among the exports of every module the config loaded (Node's module cache, which holds the ES
 * packages the config required too); a package is named by its own name when that is the file it resolves to.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { moduleMarker, type ModuleExport } from './config-transfer.js';

const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];

type Options = Record<string, unknown>;
const isOptions = (value: unknown): value is Options =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every function exported by a loaded module, with where: a module's own value is its `default`. */
function loadedExports(): Map<unknown, { file: string; name: string }[]> {
  const found = new Map<unknown, { file: string; name: string }[]>();
  const add = (value: unknown, file: string, name: string) => {
    if (typeof value !== 'function') return;
    found.set(value, [...(found.get(value) ?? []), { file, name }]);
  };
  for (const [file, module] of Object.entries(createRequire(import.meta.url).cache)) {
    const exported: unknown = module?.exports;
    add(exported, file, 'default');
    if (!isOptions(exported) && typeof exported !== 'function') continue;
    for (const key of Object.keys(exported)) {
      try {
        add((exported as Options)[key], file, key);
      } catch {
        // A getter that throws exports nothing usable.
      }
    }
  }
  return found;
}

/** The name of the package a file belongs to: the nearest package.json above it that has one. */
function owningPackageName(file: string): string | undefined {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      const name: unknown = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
      if (typeof name === 'string' && name !== '') return name;
    } catch {
      // A package.json that does not parse names no package; the one above may.
    }
  }
  return undefined;
}

/**
 * The package a file belongs to, when the site resolves that package's name to the file: a file of node_modules,
 * or one of a workspace package outside the site's folder, which the site reaches through a link in node_modules
 * (Node's module cache holds the link's target).
 */
function packageEntryName(file: string, siteDir: string): string | undefined {
  const inNodeModules = file.split(`${path.sep}node_modules${path.sep}`);
  const parts = inNodeModules.length > 1 ? inNodeModules.at(-1)!.split(path.sep) : undefined;
  const name = parts ? (parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!) : owningPackageName(file);
  if (name === undefined) return undefined;
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(name) === file ? name : undefined;
  } catch {
    return undefined;
  }
}

function referenceTo(where: { file: string; name: string }, siteDir: string): ModuleExport | undefined {
  const relative = path.relative(siteDir, where.file);
  const inPackage = relative.split(path.sep).includes('node_modules') || relative.startsWith('..');
  const module = inPackage ? packageEntryName(where.file, siteDir) : `./${relative.split(path.sep).join('/')}`;
  return module ? { module, export: where.name } : undefined;
}

/**
 * A function of the config as the marker of the module that exports it, where one is found (else the function
 * itself); `original` gives the function a guarded package function stands for. The loaded modules are listed once.
 */
export function moduleMarking(siteDir: string, original: (fn: unknown) => unknown): (value: unknown) => unknown {
  let exports: ReturnType<typeof loadedExports> | undefined;
  return (plugin) => {
    if (typeof plugin !== 'function') return plugin;
    exports ??= loadedExports();
    const places = exports.get(original(plugin)) ?? [];
    // A file of the site before a package's entry, a default export before a named one.
    const rank = (ref: ModuleExport) => Number(!ref.module.startsWith('.')) * 2 + Number(ref.export !== 'default');
    const found = places
      .map((where) => referenceTo(where, siteDir))
      .filter((ref): ref is ModuleExport => ref !== undefined)
      .sort((a, b) => rank(a) - rank(b))[0];
    return found ? moduleMarker(plugin as { name: string }, found) : plugin;
  };
}

/**
 * The config with each plugin function of its Markdown plugin lists (in every preset's and plugin's options, and
 * their `docs`, `blog` and `pages`) replaced by its module's marker, where one is found; `original` gives the
 * function a guarded package function stands for.
 */
export function markPluginModules(config: unknown, siteDir: string, original: (fn: unknown) => unknown): unknown {
  if (!isOptions(config)) return config;
  const mark = moduleMarking(siteDir, original);
  const entries = [config.presets, config.plugins].flatMap((list) => (Array.isArray(list) ? list : []));
  const optionObjects = entries.flatMap((entry) => {
    const options: unknown = Array.isArray(entry) ? entry[1] : undefined;
    return isOptions(options) ? [options, options.docs, options.blog, options.pages].filter(isOptions) : [];
  });
  for (const options of optionObjects) {
    for (const key of PLUGIN_LISTS) {
      const list = options[key];
      if (!Array.isArray(list)) continue;
      options[key] = list.map((entry: unknown) =>
        Array.isArray(entry) ? [mark(entry[0]), ...entry.slice(1)] : mark(entry),
      );
    }
  }
  return config;
}
