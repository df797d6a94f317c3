import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type PartialMessage, type Plugin } from 'esbuild';
import { contentHash } from '../util/hash.js';
import { escapeRegExp } from '../util/escape-regexp.js';
import type { SitePostcss } from '../config/postcss.js';
import { PostcssFailure, sitePostcssRun } from './site-postcss.js';
import { DEFAULT_THEME_DIR } from './theme-files.js';

const MODULE_STYLES = 'docgen-css-module';

/** The site's `sass` package (as `docusaurus-plugin-sass` uses it), or undefined when it has none. */
type Sass = { compileString(source: string, options: { url: URL; loadPaths: string[] }): { css: string } };

function siteSass(siteDir: string): Sass | undefined {
  try {
    return createRequire(path.join(siteDir, 'package.json'))('sass') as Sass;
  } catch {
    return undefined;
  }
}

export interface SiteStylesOptions {
  siteDir: () => string;
  /** The server's bundle needs the class names of CSS modules only, no stylesheet. */
  server: boolean;
  /** The site's PostCSS setup, run over its own stylesheets (not its packages', not docgen's theme). */
  postcss?: () => SitePostcss | undefined;
  /**
   * Where the files and folders PostCSS plugins read (Tailwind's content) are added: the build cache counts the files
   * as inputs, and watch mode bundles again when one changes.
   */
  dependencies?: StyleInputSets;
}

/** What the site's PostCSS plugins read, gathered over every stylesheet of a bundling (see `StyleInputs`). */
export type StyleInputSets = { files: Set<string>; folders: Set<string> };

/** A stylesheet as CSS: Sass compiled with the site's own `sass`, then the site's PostCSS plugins, as webpack's loaders chain them. */
async function cssOf(file: string, options: SiteStylesOptions): Promise<string> {
  const siteDir = options.siteDir();
  let css = await readFile(file, 'utf8');
  if (/\.s[ac]ss$/.test(file)) {
    const sass = siteSass(siteDir);
    if (!sass) {
      throw new Error(
        `${path.relative(siteDir, file)} is Sass, and the site has no "sass" package to compile it: install it (npm install sass), as docusaurus-plugin-sass needs it too`,
      );
    }
    css = sass.compileString(css, { url: new URL(`file://${file}`), loadPaths: [path.dirname(file)] }).css;
  }
  const postcss = options.postcss?.();
  if (!postcss || !isSiteStylesheet(file, siteDir)) return css;
  const result = await (await sitePostcssRun(postcss, siteDir))(css, file);
  for (const file of result.dependencies.files) options.dependencies?.files.add(file);
  for (const folder of result.dependencies.folders) options.dependencies?.folders.add(folder);
  return result.css;
}

/** The site's own stylesheets: not its packages' (a site may itself lie under a node_modules folder), not docgen's theme. */
const isSiteStylesheet = (file: string, siteDir: string) =>
  !path.relative(siteDir, file).split(path.sep).includes('node_modules') &&
  !file.startsWith(DEFAULT_THEME_DIR + path.sep);

/** A PostCSS failure as esbuild reports errors: at its line of the stylesheet. */
async function reported<T>(file: string, work: () => Promise<T>): Promise<T | { errors: PartialMessage[] }> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PostcssFailure)) throw error;
    return {
      errors: [{ text: error.message, location: { file, line: error.line ?? 0, column: (error.column ?? 1) - 1 } }],
    };
  }
}

/**
 * A CSS module's class names, as esbuild scopes them (`index_hero`), made unique to the file by a hash of its
 * path: the same in the server's bundle and the browser's, however each is minified, so the HTML a page is
 * built with and the stylesheet it loads agree.
 */
async function scopeModule(css: string, file: string, siteDir: string): Promise<{ css: string; names: object }> {
  const result = await build({
    stdin: { contents: `export { default } from ${JSON.stringify(file)};`, loader: 'js' },
    bundle: true,
    plugins: [
      {
        name: 'docgen-css-module-source',
        setup(inner) {
          inner.onResolve({ filter: /.*/ }, (args) =>
            args.path === file ? { path: file, namespace: 'source' } : { path: args.path, external: true },
          );
          inner.onLoad({ filter: /.*/, namespace: 'source' }, () => ({ contents: css, loader: 'local-css' }));
        },
      },
    ],
    write: false,
    outdir: '/',
    format: 'iife',
    globalName: 'names',
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  let scoped = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  // esbuild's own output for a CSS module: an object of class names, nothing else.
  const generated = (new Function(`${js}; return names;`)() as { default?: Record<string, string> }).default ?? {};
  const suffix = contentHash(path.relative(siteDir, file).split(path.sep).join('/')).slice(0, 6);
  const names: Record<string, string> = {};
  for (const [local, value] of Object.entries(generated)) {
    names[local] = value
      .split(' ')
      .map((name) => `${name}_${suffix}`)
      .join(' ');
    for (const name of value.split(' '))
      scoped = scoped.replace(new RegExp(`\\.${escapeRegExp(name)}(?![\\w-])`, 'g'), `.${name}_${suffix}`);
  }
  return { css: scoped, names };
}

/**
 * The site's stylesheets as Docusaurus's webpack reads them: CSS modules (`*.module.css`, `*.module.scss`) scoped
 * alike in both bundles, and Sass compiled. On the server only the class names count; the browser gets the CSS.
 */
export function siteStylesPlugin(options: SiteStylesOptions): Plugin {
  const { siteDir, server } = options;
  return {
    name: 'docgen-site-styles',
    setup(b) {
      b.onLoad({ filter: /\.(?:css|s[ac]ss)$/, namespace: 'file' }, async (args) => {
        const isModule = /\.module\.(?:css|s[ac]ss)$/.test(args.path);
        const throughPostcss = options.postcss?.() !== undefined && isSiteStylesheet(args.path, siteDir());
        // Plain CSS no plugin changes: esbuild reads it itself.
        if (!isModule && !throughPostcss && !/\.s[ac]ss$/.test(args.path)) return undefined;
        if (server && !isModule) return { contents: '', loader: 'empty' };
        return reported(args.path, async () => {
          const css = await cssOf(args.path, options);
          if (!isModule) return { contents: css, loader: 'css' as const, resolveDir: path.dirname(args.path) };
          const scoped = await scopeModule(css, args.path, siteDir());
          const stylesheet = server ? '' : `import ${JSON.stringify(`${MODULE_STYLES}:${args.path}`)};\n`;
          return { contents: `${stylesheet}export default ${JSON.stringify(scoped.names)};`, loader: 'js' as const };
        });
      });
      if (server) return;
      b.onResolve({ filter: new RegExp(`^${MODULE_STYLES}:`) }, (args) => ({
        path: args.path.slice(MODULE_STYLES.length + 1),
        namespace: MODULE_STYLES,
      }));
      b.onLoad({ filter: /.*/, namespace: MODULE_STYLES }, async (args) =>
        reported(args.path, async () => {
          const { css } = await scopeModule(await cssOf(args.path, options), args.path, siteDir());
          return {
            contents: css,
            loader: 'css' as const,
            resolveDir: path.dirname(args.path),
            watchFiles: [args.path],
          };
        }),
      );
    },
  };
}
