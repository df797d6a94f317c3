import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { memoResolve } from './memo-resolve.js';
import { DocgenError } from '../errors.js';
import { DOCGEN_ROOT } from './theme-files.js';

/** One copy of React renders every page: the theme's and the site's components must share it. */
const SHARED = /^(react|react-dom)(\/|$)/;
const SKIP = Symbol('docgen-dependencies');

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
        if (args.pluginData === SKIP || /^(docgen[/:]|@theme(-original)?\/)/.test(args.path)) return undefined;
        // docgen's files live under the site folder when docgen builds its own site: they are told apart by folder.
        const fromDocgen = SHARED.test(args.path) || options.ownFiles().some((dir) => isInside(dir, args.importer));
        const dirs = fromDocgen ? [DOCGEN_ROOT] : [args.resolveDir || options.siteDir(), DOCGEN_ROOT];
        let firstErrors;
        for (const resolveDir of dirs) {
          const result = await resolve(args.path, {
            kind: args.kind,
            resolveDir,
            importer: args.importer,
            pluginData: SKIP,
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

function versionOf(fromDir: string, name: string): { version: string; file: string } | undefined {
  try {
    const file = createRequire(path.join(fromDir, 'package.json')).resolve(`${name}/package.json`);
    return { version: (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version, file };
  } catch {
    return undefined;
  }
}

/**
 * A site with its own React of another major version would have its components rendered by docgen's:
 * said once, before bundling, rather than as a failure on every page.
 */
export function checkSiteReact(siteDir: string): void {
  for (const name of ['react', 'react-dom']) {
    const own = versionOf(DOCGEN_ROOT, name);
    const site = versionOf(siteDir, name);
    if (!own || !site || site.file === own.file) continue;
    if (site.version.split('.')[0] === own.version.split('.')[0]) continue;
    throw new DocgenError(
      `the site has ${name} ${site.version} (${path.relative(siteDir, path.dirname(site.file))}), but docgen renders with ${name} ${own.version}`,
      undefined,
      `install the same major version in the site (npm install ${name}@${own.version}), or remove ${name} from the site's package.json`,
    );
  }
}
