import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { DocgenError } from '../errors.js';
import { shownPath } from '../util/shown-path.js';

export interface EvaluateOptions {
  /** How the file is named in diagnostics (relative to the working folder). */
  displayName: string;
}

/** An import that does not resolve stops with its position: a sidebars file must be complete. */
const unresolvedPlugin: Plugin = {
  name: 'docgen-unresolved',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'inner' || args.kind === 'entry-point') return undefined;
      const resolved = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'inner',
      });
      if (resolved.errors.length === 0) return resolved;
      return { errors: [{ text: `cannot import "${args.path}"` }] };
    });
  },
};

/**
 * Docusaurus loads sidebars and configs with jiti, whose `require()` of an ES module answers its default export
 * (with the named exports beside it): `require('./typedoc-sidebar.ts').items` works there, so it must here. esbuild's
 * helper for that case (from the pinned esbuild) is wrapped; if its text ever changes, plain esbuild semantics remain.
 */
function withInteropDefault(code: string): string {
  return code
    .replace(
      'var __toCommonJS = (mod) => ',
      'var __toCommonJS = (mod) => __docgenInterop(mod); var __docgenToCommonJS = (mod) => ',
    )
    .replace(
      'var __docgenToCommonJS',
      `var __docgenInterop = (mod) => { const ns = __docgenToCommonJS(mod); const d = ns.default;
  return d !== null && (typeof d === 'object' || typeof d === 'function') ? new Proxy(ns, { get: (t, k) => (k in t ? t[k] : d[k]) }) : ns; };
var __docgenToCommonJS`,
    );
}

/**
 * `require.resolve('./sidebars')` answers the file Node would load (`./sidebars.js`): a local request is completed
 * with the extension found on disk, so that a path written into site.config.yaml names a real file. Package names
 * stay as written: they name plugins, which docgen does not load.
 */
function resolveBanner(dir: string): string {
  return `const __docgenResolve = (request) => {
  if (typeof request !== 'string' || !/^\\.{1,2}(\\/|$)/.test(request)) return request;
  const { existsSync, statSync } = require('node:fs');
  const base = require('node:path').resolve(${JSON.stringify(dir)}, request);
  for (const candidate of [base, ...${JSON.stringify(RESOLVE_EXTENSIONS)}.map((e) => base + e), ...${JSON.stringify(RESOLVE_EXTENSIONS)}.map((e) => base + '/index' + e)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return request;
};`;
}

const RESOLVE_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts', '.json'];

function locationOf(message: Message, siteRelative: (file: string) => string, fallback: string) {
  const loc = message.location;
  return loc ? { file: siteRelative(loc.file), line: loc.line, column: loc.column + 1 } : { file: fallback };
}

/**
 * Evaluates a JavaScript or TypeScript module of the site (a sidebars file) the way Docusaurus does: bundled with its
 * local imports by esbuild, then run in Node. Resolves to its default export (or `module.exports`), with the site's
 * own files the module was made of (itself and its local imports), absolute.
 */
export async function evaluateFileWithInputs(
  file: string,
  options: EvaluateOptions,
): Promise<{ value: unknown; inputs: string[] }> {
  const siteRelative = shownPath;
  let code: string;
  let inputs: string[];
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'silent',
      // The site's tsconfig may extend packages that are not installed; the file needs none of its settings.
      tsconfigRaw: {},
      // The module runs from a temporary folder; paths it builds from its own location must still point at the site.
      define: {
        __dirname: JSON.stringify(path.dirname(path.resolve(file))),
        __filename: JSON.stringify(path.resolve(file)),
        // ES configs build paths from their own URL (`createRequire(import.meta.url)`, `new URL('.', import.meta.url)`).
        'import.meta.url': JSON.stringify(pathToFileURL(path.resolve(file)).href),
        'import.meta.dirname': JSON.stringify(path.dirname(path.resolve(file))),
        'import.meta.filename': JSON.stringify(path.resolve(file)),
        // Docusaurus configs name plugins and files with require.resolve; the names are what matter here.
        'require.resolve': '__docgenResolve',
      },
      banner: { js: resolveBanner(path.dirname(path.resolve(file))) },
      plugins: [unresolvedPlugin],
    });
    code = withInteropDefault(result.outputFiles[0]!.text);
    // Paths in the metafile are relative to esbuild's working folder; stand-ins and packages are not the site's
    // (the site itself may well sit inside a node_modules folder).
    const siteFolder = path.dirname(path.resolve(file));
    inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.includes(':'))
      .map((input) => path.resolve(input))
      .filter((input) => !path.relative(siteFolder, input).split(path.sep).includes('node_modules'));
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors;
    const first = messages?.[0];
    if (!first) throw error;
    const unresolved = /^cannot import "(.+)"$/.exec(first.text);
    throw new DocgenError(
      unresolved
        ? `${options.displayName} imports "${unresolved[1]}", which docgen cannot provide`
        : `cannot read ${options.displayName}: ${first.text}`,
      locationOf(first, siteRelative, options.displayName),
      unresolved
        ? 'docgen reads this file without Docusaurus or its plugins: import only local files (JSON, JS, TS), or write the value out'
        : undefined,
    );
  }
  // Written beside nothing of the user's: a temporary folder, removed once the module has run.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-eval-'));
  const out = path.join(dir, 'module.cjs');
  try {
    await writeFile(out, code);
    const exported = createRequire(out)(out) as { __esModule?: boolean; default?: unknown };
    const value = exported && exported.__esModule && 'default' in exported ? exported.default : exported;
    return { value: typeof value === 'function' ? await (value as () => unknown)() : await value, inputs };
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    throw new DocgenError(`running ${options.displayName} failed: ${(error as Error)?.message ?? String(error)}`, {
      file: options.displayName,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
