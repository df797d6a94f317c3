/**
 * The child process that runs a site's docusaurus.config.* for `docgen init --from-docusaurus` (started by
 * evaluate-config.ts, which also bounds its time). The site's own files (the config, a local plugin, a TypeScript
 * sidebars file) are transpiled one at a time, as Docusaurus's loader does; every package they import is loaded by
 * Node from the site's node_modules, as it is, so native modules, `import.meta.url` and binaries found at import
 * time work. A package that is missing, throws on import or throws when the config calls it becomes an inert
 * stand-in, and is named in the answer. The Markdown plugins the config gives as functions cross back as references to
 * the modules that export them (plugin-modules.ts); a `createRedirects` keeps the process waiting for the site's routes.
 */
import { readFileSync } from 'node:fs';
import Module, { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync, type Loader } from 'esbuild';
import { probeConfigFunctions } from './config-functions.js';
import { describePluginFunctions } from './describe-plugins.js';
import { toTransferable, type ChildAnswer, type ConfigFailure, type StandIn } from './config-transfer.js';
import { callCreateRedirects, createRedirectsOf } from './create-redirects.js';
import { withPackageNames } from './module-names.js';
import { markPluginModules, moduleMarking } from './plugin-modules.js';

/** Node's CommonJS loader, whose hooks Docusaurus's own loader (jiti) also works through. */
type Loader_ = typeof Module & {
  _load(request: string, parent: NodeJS.Module | undefined, isMain: boolean): unknown;
  _resolveFilename(request: string, parent: NodeJS.Module | undefined, isMain: boolean, options?: unknown): string;
  _extensions: Record<string, (module: NodeJS.Module, filename: string) => void>;
  _nodeModulePaths(dir: string): string[];
};
type CompilingModule = NodeJS.Module & { _compile(code: string, filename: string): void };
const CJS = Module as Loader_;
/** Node's own resolution, which the hooks below make lenient for the site's files. */
const nodeResolve = CJS._resolveFilename;

/** Whether the site resolves `request` from its folder, as Docusaurus resolves its plugins' names. */
function siteResolves(request: string): boolean {
  try {
    nodeResolve.call(CJS, request, undefined, false, { paths: [siteDir] });
    return true;
  } catch {
    return false;
  }
}

const LOADERS: Record<string, Loader> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.jsx': 'jsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
};

const standIns = new Map<string, StandIn>();
const stubNames = new WeakMap<object, string>();

function standIn(request: string, reason: string): unknown {
  if (!standIns.has(request)) standIns.set(request, { request, reason });
  return stubFor(request);
}

/** Any property, call or construction of a stand-in gives the stand-in again; it is never a promise. */
function stubFor(name: string): unknown {
  const lookup = (_t: unknown, key: PropertyKey): unknown =>
    key === Symbol.toPrimitive ? () => '' : key === 'then' || key === Symbol.iterator ? undefined : stub;
  const names = new Proxy({}, { get: lookup });
  const stub: object = new Proxy(function () {}, {
    get: lookup,
    apply: () => stub,
    construct: () => stub,
    getPrototypeOf: () => names,
  });
  stubNames.set(stub, name);
  return stub;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.trim();
}

let siteDir = '';

/** The site's own files (not its packages): these are transpiled, and what they import is guarded. */
function isSiteFile(file: string | undefined | null): file is string {
  return !!file && path.isAbsolute(file) && !path.relative(siteDir, file).split(path.sep).includes('node_modules');
}

/**
 * A package's functions, as the config sees them: one that throws (or rejects) when the config calls it answers
 * a stand-in instead, named with the reason. Frozen properties are left as they are (a proxy must report them).
 */
const guardedFunctions = new WeakMap<object, unknown>();
/** The package's own function behind each guarded one: what its module exports. */
const originals = new WeakMap<object, unknown>();
function guard(request: string, value: unknown): unknown {
  if (typeof value === 'function') return guardFunction(request, value as (...args: unknown[]) => unknown);
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const found: unknown = Reflect.get(target, key, receiver);
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      if (typeof found !== 'function' || key === 'constructor' || (own && !own.writable && !own.configurable))
        return found;
      return guardFunction(request, found as (...args: unknown[]) => unknown);
    },
  });
}

function guardFunction(request: string, fn: (...args: unknown[]) => unknown): unknown {
  const known = guardedFunctions.get(fn);
  if (known) return known;
  const failed = (error: unknown) => standIn(request, `threw when called: ${firstLine(error)}`);
  const settle = (result: unknown) =>
    result instanceof Promise ? result.catch((error: unknown) => failed(error)) : result;
  const guarded = new Proxy(fn, {
    apply(target, self, args) {
      try {
        return settle(Reflect.apply(target, self, args));
      } catch (error) {
        return failed(error);
      }
    },
    construct(target, args, newTarget) {
      try {
        return Reflect.construct(target, args, newTarget) as object;
      } catch (error) {
        return failed(error) as object;
      }
    },
  });
  guardedFunctions.set(fn, guarded);
  originals.set(guarded, fn);
  return guarded;
}

/** Transpiles one file of the site to CommonJS, keeping its own `import.meta` and a source map for positions. */
function transpile(source: string, file: string): string {
  const url = pathToFileURL(file).href;
  return transformSync(source, {
    loader: LOADERS[path.extname(file)] ?? 'js',
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: file,
    // The site's tsconfig may extend packages that are not installed; the file needs none of its settings.
    tsconfigRaw: {},
    define: {
      'import.meta.url': JSON.stringify(url),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
      'import.meta.filename': JSON.stringify(file),
    },
    logLevel: 'silent',
  }).code;
}

/**
 * Docusaurus's loader answers `require()` of an ES module with its default export, the named exports beside it:
 * `require('./typedoc-sidebar.ts').items` works there, so it must here.
 */
function withInteropDefault(exported: unknown): unknown {
  const ns = exported as { __esModule?: boolean; default?: unknown } | null;
  const d = ns?.__esModule ? ns.default : undefined;
  if (d === null || (typeof d !== 'object' && typeof d !== 'function')) return exported;
  return new Proxy(ns!, { get: (t, k) => (k in t ? (t as Record<PropertyKey, unknown>)[k] : Reflect.get(d, k)) });
}

function compileSiteFile(module: NodeJS.Module, file: string): void {
  (module as CompilingModule)._compile(transpile(readFileSync(file, 'utf8'), file), file);
  module.exports = withInteropDefault(module.exports);
}

function installHooks(): void {
  for (const extension of Object.keys(LOADERS)) {
    const original = CJS._extensions[extension] ?? CJS._extensions['.js']!;
    CJS._extensions[extension] = (module, file) =>
      isSiteFile(file) ? compileSiteFile(module, file) : original(module, file);
  }
  const resolve = CJS._resolveFilename;
  // `require.resolve('a-plugin')` of a package that is not installed: the name is what the config wants.
  CJS._resolveFilename = function (request, parent, isMain, options) {
    try {
      return resolve.call(this, request, parent, isMain, options);
    } catch (error) {
      if (isSiteFile(parent?.filename) && (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return request;
      throw error;
    }
  };
  const load = CJS._load;
  CJS._load = function (request, parent, isMain) {
    if (!isSiteFile(parent?.filename) || isBuiltin(request)) return load.call(this, request, parent, isMain);
    const local = /^\.{1,2}(\/|$)/.test(request) || path.isAbsolute(request);
    try {
      resolve.call(CJS, request, parent, isMain);
    } catch (error) {
      const notFound = (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND';
      return standIn(request, notFound ? (local ? 'no such file' : 'not installed') : firstLine(error));
    }
    try {
      const loaded = load.call(this, request, parent, isMain);
      return local ? loaded : guard(request, loaded);
    } catch (error) {
      return standIn(request, `threw on import: ${firstLine(error)}`);
    }
  };
}

/** The first frame of the error's stack in the site's own files, mapped back to the source by its source map. */
function failureOf(error: unknown): ConfigFailure {
  const message = firstLine(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [, file, line, column] of stack.matchAll(/\(?((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?$/gm)) {
    const absolute = file!.startsWith('file://') ? new URL(file!).pathname : file!;
    if (isSiteFile(absolute)) return { message, file: absolute, line: Number(line), column: Number(column) };
  }
  return { message };
}

/** Runs the config as Docusaurus does: its default export, called when it is a function, awaited. */
async function runConfig(file: string): Promise<unknown> {
  const source = readFileSync(file, 'utf8');
  let code: string;
  try {
    code = transpile(source, file);
  } catch (error) {
    // Top-level await has no CommonJS form: such a config is an ES module Node can import as it is.
    if (!/Top-level await/.test(firstLine(error)) || /\.[cm]?tsx?$/.test(file)) throw error;
    return unwrap(await import(pathToFileURL(file).href));
  }
  const module = new Module(file) as CompilingModule;
  module.filename = file;
  module.paths = CJS._nodeModulePaths(path.dirname(file));
  module._compile(code, file);
  return unwrap(module.exports);
}

async function unwrap(exported: unknown): Promise<unknown> {
  const ns = exported as { __esModule?: boolean; default?: unknown; [Symbol.toStringTag]?: string };
  const value = ns && (ns.__esModule || ns[Symbol.toStringTag] === 'Module') && 'default' in ns ? ns.default : ns;
  return typeof value === 'function' ? await (value as () => unknown)() : await value;
}

let answered = false;
/** The one answer about the config; with `stay`, the process waits for the routes to ask `createRedirects` about. */
function answer(message: ChildAnswer, stay = false): void {
  if (answered) return;
  answered = true;
  if (stay) process.channel?.ref();
  process.send!(message, () => (stay ? undefined : process.exit(0)));
}

process.once('message', (file: string) => {
  siteDir = path.dirname(file);
  // Nothing but the config should keep this process alive: with the channel unreferenced, a config whose promise
  // can never settle lets the event loop empty, which `beforeExit` reports.
  process.channel?.unref();
  process.setSourceMapsEnabled(true);
  installHooks();
  process.once('beforeExit', () => answer({ kind: 'unsettled' }));
  const failed = (error: unknown) =>
    answer({ kind: 'failed', failure: failureOf(error), standIns: [...standIns.values()] });
  process.on('uncaughtException', failed);
  process.on('unhandledRejection', failed);
  runConfig(file).then(async (config) => {
    const probed = withPackageNames(await probeConfigFunctions(config), siteResolves);
    const createRedirects = createRedirectsOf(probed);
    // A stand-in (a package that failed to load) is named by its package, not called.
    const original = (fn: unknown) => originals.get(fn as object) ?? fn;
    const described = await describePluginFunctions(
      probed,
      siteDir,
      (fn) => stubNames.has(fn),
      // Listed anew for each: a plugin's hook may load its PostCSS plugins only when called.
      (fn) => moduleMarking(siteDir, original)(fn),
    );
    const marked = markPluginModules(described, siteDir, original);
    const value = toTransferable(marked, (v) =>
      typeof v === 'function' || typeof v === 'object' ? stubNames.get(v as object) : undefined,
    );
    if (createRedirects)
      process.once('message', (routes: string[]) =>
        process.send!({ kind: 'redirects', ...callCreateRedirects(createRedirects, routes) }, () => process.exit(0)),
      );
    answer(
      { kind: 'config', value, standIns: [...standIns.values()], createRedirects: !!createRedirects },
      !!createRedirects,
    );
  }, failed);
});
