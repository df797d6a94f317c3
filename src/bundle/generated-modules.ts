import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { GeneratedData } from '../docusaurus/generated-data.js';

const NAMESPACE = 'docgen-generated';

/** `@generated/<file>` (Docusaurus's alias of the folder), or a path that reaches into `.docusaurus/`. */
const GENERATED_REQUEST = /^@generated\/|(?:^|[/\\])\.docusaurus(?:[/\\]|$)/;

/** How Docusaurus's alias finds a file written without its extension (`@generated/docusaurus.config`). */
const EXTENSIONS = ['', '.json', '.mjs', '.js'];

/** The file under `.docusaurus/` a request names, or undefined when it leads elsewhere. */
function generatedFile(request: string, resolveDir: string, siteDir: string): string | undefined {
  const generatedDir = path.join(siteDir, '.docusaurus');
  const absolute = request.startsWith('@generated/')
    ? path.join(generatedDir, request.slice('@generated/'.length))
    : request.startsWith('@site/')
      ? path.join(siteDir, request.slice('@site/'.length))
      : path.resolve(resolveDir, request);
  const relative = path.relative(generatedDir, absolute);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).join('/');
}

/**
 * Docusaurus's generated data (see `docusaurusGeneratedData`) as the modules a site's code imports: never read from
 * the site's `.docusaurus/` folder, which holds the last Docusaurus build's data if anything. A generated file docgen
 * does not make is an error at the import that names it, listing those it does.
 */
export function generatedModulesPlugin(options: { siteDir: () => string; data: () => GeneratedData }): Plugin {
  return {
    name: 'docgen-generated',
    setup(b) {
      b.onResolve({ filter: GENERATED_REQUEST }, (args) => {
        const file = generatedFile(args.path, args.resolveDir, options.siteDir());
        if (file === undefined) return undefined;
        const data = options.data();
        const found = EXTENSIONS.map((e) => file + e).find((name) => Object.hasOwn(data, name));
        if (found) return { path: found, namespace: NAMESPACE };
        const given = Object.keys(data).map((name) => `.docusaurus/${name}`);
        return {
          errors: [
            {
              text: `"${args.path}" is data Docusaurus generates while it builds (.docusaurus/${file}), which docgen does not make: it gives ${given.join(', ')} (also as @generated/…)`,
              detail: { catalogueName: 'docusaurus-generated' },
            },
          ],
        };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const text = JSON.stringify(options.data()[args.path] ?? null);
        return args.path.endsWith('.json')
          ? { contents: text, loader: 'json' }
          : { contents: `export default ${text};\n`, loader: 'js' };
      });
    },
  };
}
