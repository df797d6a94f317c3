// The theme's browser bundle: an entry per locale, the page modules and static apps, and what each page preloads.
import path from 'node:path';
import type { BuildContext, BuildOptions, Metafile } from 'esbuild';
import type { ClientBundle, ThemeBundleInput } from './bundle-theme.js';
import { reactPlugin, type SiteReact } from './site-react.js';
import { runEsbuild } from './esbuild-errors.js';
import { rootUrlPlugin } from './custom-css.js';
import { clientEntry, PAGE_STYLES, pageFile, pageStylesModule } from './client-entry.js';
import type { StyleInputSets } from './site-styles.js';
import { svgComponentPlugin } from './svg-component.js';
import { escapeRegExp } from '../util/escape-regexp.js';
import { islandOf, resolveThemeComponent, type MdxBundling } from '../mdx/bundle-mdx.js';
import type { PageKind } from './page-kinds.js';
import { bundlePlugins, themeDirs } from './bundle-plugins.js';

const json = JSON.stringify;

/**
 * The islands MDX pages use, and the theme's Tabs, which Markdown pages render too (code groups, npm2yarn blocks):
 * known here rather than from the server bundle, which may still be running; its code loads only on a page with tabs.
 */
function withMarkdownIslands(input: ThemeBundleInput, islands: Map<string, string>): Map<string, string> {
  const tabs = resolveThemeComponent(
    'Tabs',
    themeDirs(input),
    input.docusaurusThemeDir && path.resolve(input.siteDir, input.docusaurusThemeDir),
  );
  const island = tabs && islandOf(tabs);
  return island && !islands.has('@theme/Tabs') ? new Map([...islands, ['@theme/Tabs', island]]) : islands;
}

export function clientOptions(
  current: () => ThemeBundleInput,
  mdx: MdxBundling,
  react: SiteReact,
  kinds: () => Record<string, PageKind>,
  styleInputs: StyleInputSets,
): BuildOptions {
  const input = current();
  const entryPoints: Record<string, string> = { main: 'docgen:client-entry' };
  for (const locale of Object.keys(input.localeSites ?? {}))
    entryPoints[`main-${locale}`] = `docgen:client-entry-${locale}`;
  for (const app of input.staticApps) entryPoints[`app-${app.name}`] = path.resolve(input.siteDir, app.entry);
  return {
    entryPoints,
    bundle: true,
    splitting: true,
    platform: 'browser',
    format: 'esm',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    minify: input.minify,
    write: false,
    metafile: true,
    // esbuild names outputs relative to the working folder; the folder itself is never written.
    outdir: path.join(input.siteDir, '__docgen_out__', 'assets'),
    absWorkingDir: input.siteDir,
    entryNames: 'js/[name]-[hash]',
    chunkNames: 'js/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.gif': 'file', '.woff2': 'file', '.woff': 'file' },
    logLevel: 'silent',
    legalComments: 'none',
    plugins: [
      svgComponentPlugin(() => current().siteDir),
      reactPlugin(react, false),
      rootUrlPlugin(() => current().site.baseUrl),
      mdx.clientPlugin,
      ...bundlePlugins(
        current,
        () => ({
          'docgen:client-entry': clientEntry(current(), withMarkdownIslands(current(), mdx.islands), kinds()),
          'docgen:site.json': json(current().site),
          ...Object.fromEntries(
            Object.entries(kinds()).map(([m, kind]) => [`${PAGE_STYLES}${m}`, pageStylesModule(kind)]),
          ),
          ...Object.fromEntries(
            Object.entries(current().localeSites ?? {}).flatMap(([locale, site]) => [
              [
                `docgen:client-entry-${locale}`,
                clientEntry(
                  current(),
                  withMarkdownIslands(current(), mdx.islands),
                  kinds(),
                  `docgen:site-${locale}.json`,
                ),
              ],
              [`docgen:site-${locale}.json`, json(site)],
            ]),
          ),
        }),
        false,
        styleInputs,
      ),
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
  };
}

export async function describeClientBundle(
  client: BuildContext,
  input: ThemeBundleInput,
  kinds: Record<string, PageKind>,
): Promise<{ bundle: ClientBundle; metafile: Metafile }> {
  const result = await runEsbuild(() => client.rebuild(), input.siteDir);
  const metafile = result.metafile!;
  const toUrl = (output: string) => input.site.baseUrl + output.replace(/^__docgen_out__\//, '');
  const describeEntry = (name: string) => {
    const pattern = new RegExp(`/js/${name}-[A-Z0-9]+\\.js$`);
    const [output, meta] = Object.entries(metafile.outputs).find(([o, m]) => m.entryPoint && pattern.test(o))!;
    return {
      script: toUrl(output),
      preload: staticImports(metafile, output).map(toUrl),
      styles: meta.cssBundle ? [toUrl(meta.cssBundle)] : [],
    };
  };
  // Page modules are loaded with import(), so esbuild makes each an entry of its own, with its own CSS.
  const pageModuleAssets: ClientBundle['pageModuleAssets'] = {};
  for (const module of input.pageModules) {
    if (kinds[module]?.interactive === false) {
      const found = Object.values(metafile.outputs).find((meta) =>
        meta.entryPoint?.endsWith(`${PAGE_STYLES}${module}`),
      );
      pageModuleAssets[module] = {
        preload: [],
        styles: found?.cssBundle ? [toUrl(found.cssBundle)] : [],
        static: true,
      };
      continue;
    }
    const source = path.relative(input.siteDir, pageFile(input, module)).split(path.sep).join('/');
    const found = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint === source);
    if (!found) continue;
    const [chunk, meta] = found;
    pageModuleAssets[module] = {
      preload: [chunk, ...staticImports(metafile, chunk)].map(toUrl),
      styles: meta.cssBundle ? [toUrl(meta.cssBundle)] : [],
    };
  }
  const staticApps: ClientBundle['staticApps'] = {};
  for (const app of input.staticApps) staticApps[app.name] = describeEntry(`app-${app.name}`);
  return {
    bundle: {
      files: result.outputFiles!,
      outputRoot: path.join(input.siteDir, '__docgen_out__'),
      entry: describeEntry('main'),
      localeEntries: Object.fromEntries(
        Object.keys(input.localeSites ?? {}).map((locale) => [locale, describeEntry(`main-${escapeRegExp(locale)}`)]),
      ),
      pageModuleAssets,
      staticApps,
    },
    metafile,
  };
}

/** Chunks an output imports statically, transitively: the browser needs them before it can run it. */
function staticImports(metafile: Metafile, output: string, seen = new Set<string>()): string[] {
  for (const imp of metafile.outputs[output]?.imports ?? []) {
    if (imp.kind !== 'import-statement' || seen.has(imp.path)) continue;
    seen.add(imp.path);
    staticImports(metafile, imp.path, seen);
  }
  return [...seen];
}
