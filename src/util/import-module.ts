import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

const TYPESCRIPT = /\.(?:[cm]?ts|tsx)$/;

/** Whether Node cannot import the file as it is, and it is compiled first: TypeScript. */
export function isTypeScriptModule(file: string): boolean {
  return TYPESCRIPT.test(file);
}

/**
 * Imports a module of the site as Docusaurus's loader (jiti) would: JavaScript as Node imports it, TypeScript (a
 * local plugin, or a workspace package whose entry is its `src/index.ts`) compiled first. `version` tells a changed
 * module from the one imported before.
 */
export function importModule(file: string, version?: string): Promise<Record<string, unknown>> {
  if (isTypeScriptModule(file)) return importTypeScript(file);
  return import(pathToFileURL(file).href + (version ? `?v=${version}` : '')) as Promise<Record<string, unknown>>;
}

/**
 * Every package the module imports stays Node's to load, from where the module is: each bare import is written as
 * the absolute path esbuild resolves it to from the importing file, with the conditions Node's ES loader uses.
 */
const packagesWhereTheyAre: Plugin = {
  name: 'docgen-packages-in-place',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'inner' || args.path.startsWith('node:')) return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'inner',
      });
      if (found.errors.length > 0 || found.external || !path.isAbsolute(found.path)) return { external: true };
      return { path: pathToFileURL(found.path).href, external: true };
    });
  },
};

/**
 * A TypeScript module and its own relative imports, compiled into one ES module in a temporary folder (never beside
 * the user's files) and imported from there; its paths (`import.meta.url`, `__dirname`) are still its own.
 */
async function importTypeScript(file: string): Promise<Record<string, unknown>> {
  // esbuild's API loads only for a site with TypeScript plugins: every start imports this module (see 1282de6).
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    // A workspace's tsconfig may extend packages that are not installed; compiling needs none of its settings.
    tsconfigRaw: {},
    define: {
      __dirname: JSON.stringify(path.dirname(file)),
      __filename: JSON.stringify(file),
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
      'import.meta.filename': JSON.stringify(file),
    },
    plugins: [packagesWhereTheyAre],
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-module-'));
  try {
    const out = path.join(dir, 'module.mjs');
    await writeFile(out, result.outputFiles[0]!.text);
    return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
