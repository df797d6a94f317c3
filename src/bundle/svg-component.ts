import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'docgen-svg-component';

/** Script and MDX files: an SVG they import is a React component, as Docusaurus's SVGR rule gives it to them. */
const SCRIPT_IMPORTER = /\.(?:[cm]?[jt]sx?|mdx?)$/i;

/**
 * `import Logo from './logo.svg'` in a page, a component or an MDX doc gives a React component that renders the
 * SVG inline (`<Logo className="icon" />`), in the server's bundle and the browser's alike, as Docusaurus's
 * `@docusaurus/plugin-svgr` does; a stylesheet's `url(./logo.svg)` still gets the file's URL. Registered before
 * the plugins that resolve `@site/…` paths, it finds the file itself: asking esbuild would run them, and the MDX
 * plugin's questions would come back here.
 */
export function svgComponentPlugin(siteDir: () => string): Plugin {
  return {
    name: 'docgen-svg-component',
    setup(b) {
      b.onResolve({ filter: /\.svg$/i }, (args) => {
        if (!SCRIPT_IMPORTER.test(args.importer)) return undefined;
        const file = svgFile(args.path, args.resolveDir, args.importer, siteDir());
        // One that is not there is reported by esbuild's own resolution, at the import.
        return file && existsSync(file) ? { path: file, namespace: NAMESPACE } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!/<svg[\s>]/i.test(source)) {
          return {
            errors: [
              { text: 'imported as a component, this file has no <svg> element', location: { file: args.path } },
            ],
            watchFiles: [args.path],
          };
        }
        // The HTML and JSX tools load with the first SVG imported as a component: most sites have none.
        const { svgComponentModule } = await import('./svg-module.js');
        return {
          contents: svgComponentModule(source),
          loader: 'jsx',
          resolveDir: path.dirname(args.path),
          watchFiles: [args.path],
        };
      });
    },
  };
}

/** A relative, absolute or `@site/` path from the importing file, or a package's file. */
function svgFile(request: string, resolveDir: string, importer: string, site: string): string | undefined {
  if (request.startsWith('@site/')) return path.join(site, request.slice('@site/'.length));
  if (/^\.{1,2}\//.test(request) || path.isAbsolute(request)) return path.resolve(resolveDir, request);
  try {
    return createRequire(importer).resolve(request);
  } catch {
    return undefined;
  }
}
