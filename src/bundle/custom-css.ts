import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * The site's own stylesheets (`customCss`), imported by the browser's entry after the theme's App: esbuild
 * orders a CSS bundle as the imports come, so the site's rules and Infima properties win over the theme's.
 */
export function customCssImports(siteDir: string, files: readonly string[]): string {
  return files.map((file) => `import ${JSON.stringify(path.resolve(siteDir, file))};`).join('\n');
}

/**
 * `url(/img/x.png)` in a stylesheet names a file of the static folder, served at the site's base URL, as
 * Docusaurus resolves it: it stays a link instead of failing the bundle as a path of the file system.
 */
export function rootUrlPlugin(baseUrl: () => string): Plugin {
  return {
    name: 'docgen-css-root-url',
    setup(b) {
      b.onResolve({ filter: /^\/[^/]/ }, (args) =>
        args.kind === 'url-token' || args.kind === 'import-rule'
          ? { path: baseUrl() + args.path.slice(1), external: true }
          : undefined,
      );
    },
  };
}
