import path from 'node:path';
import type { PluginBuild } from 'esbuild';

/**
 * Docusaurus's webpack makes `require('./x.png')` an ES module whose default export is the URL, so its sites write
 * `require('./x.png').default`; esbuild's file loader answers the URL itself, which left such an <img> without a src.
 * A `require()` of a file matching `filter` gets a module that re-exports the file's URL as its default.
 */
export function requiredUrlModules(b: PluginBuild, filter: RegExp): void {
  b.onResolve({ filter }, async (args) => {
    if (args.kind !== 'require-call') return undefined;
    const found = await b.resolve(args.path, {
      kind: 'import-statement',
      resolveDir: args.resolveDir,
      importer: args.importer,
    });
    return found.errors.length > 0 ? { errors: found.errors } : { path: found.path, namespace: 'docgen-required-url' };
  });
  b.onLoad({ filter: /.*/, namespace: 'docgen-required-url' }, (args) => ({
    contents: `export { default } from ${JSON.stringify(args.path)};`,
    loader: 'js',
    resolveDir: path.dirname(args.path),
  }));
}
