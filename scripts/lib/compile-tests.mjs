// Compiles the test files, with the sources they import, once for a run (scripts/run-tests.mjs): under tsx's loader
// hooks each file cost about 3 s more CPU than the same code compiled, tsx resolving and loading every module of the
// engine again in every test process. Packages stay where they are installed, imported by Node.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Each module reads these as the names of its source's own variables, declared by `ownPaths` below. */
const OWN_PATH_NAMES = {
  'import.meta.url': '__sourceUrl',
  'import.meta.dirname': '__sourceDirname',
  'import.meta.filename': '__sourceFilename',
};

/**
 * The modules started on their own, in a render thread or a child process: the engine's (the entries of
 * scripts/build-engine.mjs that it runs itself, or names for its render threads to import) and the tests' child
 * processes. Compiled with the tests, they start without tsx (src/util/compiled-module.ts).
 */
const OWN_ENTRIES = [
  'src/pipeline/render-thread.ts',
  'src/docusaurus/config-child.ts',
  'src/plugins/built-in/mermaid/rehype-mermaid.ts',
  'src/plugins/built-in/mermaid/check-diagrams.ts',
  'test/fuzz/run-fuzz.ts',
  'test/helpers/serve-child.ts',
];

const LOADERS = { ts: 'ts', mts: 'ts', cts: 'ts', tsx: 'tsx', js: 'js', mjs: 'js', cjs: 'js', jsx: 'jsx' };

/**
 * A module keeps its source's paths in `import.meta`, not its compiled chunk's: a test finds its fixtures beside it,
 * and the engine knows it runs from src/ (its render threads start on their .ts modules, its theme is found beside
 * it) as it did under tsx. The declarations go on the first line, so that line numbers stay the source's.
 */
const ownPaths = {
  name: 'own-paths',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const declarations = [
        `${OWN_PATH_NAMES['import.meta.url']} = ${JSON.stringify(pathToFileURL(args.path).href)}`,
        `${OWN_PATH_NAMES['import.meta.dirname']} = ${JSON.stringify(path.dirname(args.path))}`,
        `${OWN_PATH_NAMES['import.meta.filename']} = ${JSON.stringify(args.path)}`,
      ];
      return { contents: `const ${declarations.join(', ')};${source}`, loader: LOADERS[args.path.split('.').pop()] };
    });
  },
};

/**
 * Compiles `files` (test files, paths relative to the working folder) into `outDir`, a folder inside the repository's
 * node_modules so that the packages they import resolve as from their sources, and gives the compiled files' paths in
 * the same order; the modules started on their own (OWN_ENTRIES) go there too, for DOCGEN_COMPILED_SOURCES. Modules that
 * several files import are compiled once, into shared chunks; source maps point stack traces (run with
 * --enable-source-maps) at the source's lines.
 */
export async function compileTests(files, outDir) {
  await build({
    absWorkingDir: ROOT,
    entryPoints: [...files.map((file) => path.resolve(file)), ...OWN_ENTRIES.map((file) => path.join(ROOT, file))],
    outbase: ROOT,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    define: OWN_PATH_NAMES,
    plugins: [ownPaths],
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise idle, holding its memory, until the run ends.
  await stop();
  return files.map((file) =>
    path.join(outDir, path.relative(ROOT, path.resolve(file)).replace(/\.[cm]?[jt]sx?$/, '.mjs')),
  );
}
