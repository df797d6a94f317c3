import path from 'node:path';
import type { Plugin } from 'esbuild';
import { memoResolve } from './memo-resolve.js';
import { DOCGEN_ROOT } from './theme-files.js';

/** Marks a resolution that a docgen plugin asks esbuild for: this plugin leaves it to esbuild. */
export const ASKED_BY_PLUGIN = Symbol('docgen-dependencies');

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Packages the theme and the runtime import come from docgen's own install, so a site needs no
 * node_modules; the site's own code finds its packages first, then docgen's. For the server bundle
 * they stay outside the bundle, named by absolute path, so Node loads them from where they were found.
 */
export function dependenciesPlugin(options: {
  siteDir: () => string;
  ownFiles: () => string[];
  external: boolean;
}): Plugin {
  return {
    name: 'docgen-dependencies',
    setup(b) {
      const resolve = memoResolve(b, false);
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        // docgen's runtime (docgen/client, docgen:…) and theme components (@theme/…) have resolvers of their own.
        if (args.pluginData === ASKED_BY_PLUGIN || /^(docgen[/:]|@theme(-original)?\/)/.test(args.path))
          return undefined;
        // docgen's files live under the site folder when docgen builds its own site: they are told apart by folder.
        const fromDocgen = options.ownFiles().some((dir) => isInside(dir, args.importer));
        const dirs = fromDocgen ? [DOCGEN_ROOT] : [args.resolveDir || options.siteDir(), DOCGEN_ROOT];
        let firstErrors;
        for (const resolveDir of dirs) {
          const result = await resolve(args.path, {
            kind: args.kind,
            resolveDir,
            importer: args.importer,
            pluginData: ASKED_BY_PLUGIN,
          });
          if (result.errors.length === 0)
            return options.external && !result.external ? { path: result.path, external: true } : result;
          firstErrors ??= result.errors;
        }
        return { errors: firstErrors };
      });
    },
  };
}
