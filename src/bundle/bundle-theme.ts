import path from 'node:path';
import { context, type BuildContext, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import type { SiteData } from '../shared/model.js';
import { dependenciesPlugin } from './dependencies.js';
import { findSiteReact, reactPlugin, type SiteReact } from './site-react.js';
import { runEsbuild } from './esbuild-errors.js';
import { saveServerBundle } from './server-bundle-file.js';
import { rootUrlPlugin } from './custom-css.js';
import { CLIENT_DIR, clientEntry, PAGE_STYLES, pageFile, pageStylesModule } from './client-entry.js';
import { siteStylesPlugin, type StyleInputSets } from './site-styles.js';
import type { StyleInputs } from './site-postcss.js';
import type { SitePostcss } from '../config/postcss.js';
import { svgComponentPlugin } from './svg-component.js';
import { DEFAULT_THEME_DIR, themePlugin, type ThemeDirs } from './theme-files.js';
import type { SiteMarkdownPlugins } from '../markdown/site-plugins.js';
import type { ClientModule } from '../plugins/load-plugins.js';
import { escapeRegExp } from '../util/escape-regexp.js';
import {
  createMdxBundling,
  islandOf,
  resolveThemeComponent,
  type MdxBundling,
  type MdxCompiler,
} from '../mdx/bundle-mdx.js';
import { pageKinds, type PageKind } from './page-kinds.js';
import { generatedModulesPlugin } from './generated-modules.js';
import type { GeneratedData } from '../docusaurus/generated-data.js';

export interface ThemeBundleInput {
  siteDir: string;
  themeDir: string;
  pagesDir: string;
  pageModules: string[];
  site: SiteData;
  /** The site data of each further locale, by name: each hydrates with an entry of its own (see `ClientBundle.locales`). */
  localeSites?: Record<string, SiteData>;
  staticApps: { name: string; entry: string }[];
  /** Where the server bundle is written: the site's cache folder, or with --no-cache a temporary folder. */
  cacheDir: string;
  minify: boolean;
  /** Docs compiled as MDX, absolute paths; they are rendered by the server bundle. */
  mdxDocs?: string[];
  /** The Docusaurus theme folder MDX imports fall back to (`markdown.docusaurusThemeDir`), relative to siteDir. */
  docusaurusThemeDir?: string;
  /** `markdown.themeStandIns`: theme components that render their children only. */
  themeStandIns?: string[];
  /** `markdown.format`, for the `.md` partials MDX docs import. */
  markdownFormat?: 'detect' | 'md' | 'mdx';
  /** The site's stylesheets (`customCss`), relative to siteDir, loaded after the theme's. */
  customCss?: string[];
  /** The site's own remark and rehype plugins, run in MDX docs as in Markdown ones. */
  markdownPlugins?: SiteMarkdownPlugins;
  /** The plugins' browser modules, each loaded by the pages that have an element its selector matches. */
  clientModules?: ClientModule[];
  /** The site's PostCSS plugins, run over its stylesheets. */
  postcss?: SitePostcss;
  /** Docusaurus's generated data, by file under `.docusaurus/`, for the site's code that imports it. */
  generated?: GeneratedData;
}

export interface ClientBundle {
  files: { path: string; contents: Uint8Array }[];
  /** The folder the output files' paths are relative to. */
  outputRoot: string;
  /** URL of the hydration entry, the chunks it imports statically, and its stylesheet. */
  entry: { script: string; preload: string[]; styles: string[] };
  /** By page module: its chunks and styles; `static` when its HTML is the page and no code of its is loaded. */
  pageModuleAssets: Record<string, PageModuleAssets>;
  /** The same as `entry` for each further locale: a small entry that hydrates with its site data, the rest shared. */
  localeEntries: Record<string, { script: string; preload: string[]; styles: string[] }>;
  staticApps: Record<string, { script: string; preload: string[]; styles: string[] }>;
}

export interface PageModuleAssets {
  preload: string[];
  styles: string[];
  static?: true;
}

export interface ThemeBundles {
  serverFile: string;
  client: ClientBundle;
  /** Every file esbuild read for the two bundles, absolute: what the build cache checks before reusing them. */
  inputs: string[];
  /** What the site's PostCSS plugins read besides the stylesheets (Tailwind's content): watch mode bundles again on a change. */
  styleInputs: StyleInputs;
}

/** The theme is bundled twice from the same sources, for the server and the browser, in parallel. */
export async function bundleTheme(input: ThemeBundleInput): Promise<ThemeBundles> {
  const bundler = await createThemeBundler(input);
  try {
    return await bundler.bundle();
  } finally {
    await bundler.dispose();
  }
}

/** The inputs docgen generates, which a bundle made again replaces: the list of page modules, the site data… */
export type BundleUpdate = Pick<ThemeBundleInput, 'pageModules' | 'site' | 'localeSites' | 'mdxDocs' | 'generated'>;

export interface ThemeBundler {
  /**
   * Bundles from the files as they are now; esbuild re-reads and re-parses only what changed since
   * the last call. `update` replaces the generated inputs (the list of page modules, the site data).
   */
  bundle(update?: Partial<BundleUpdate>): Promise<ThemeBundles>;
  dispose(): Promise<void>;
}

/** One esbuild context per bundle, kept between builds so that watch mode rebuilds incrementally. */
export async function createThemeBundler(initial: ThemeBundleInput, compileMdx?: MdxCompiler): Promise<ThemeBundler> {
  const react = findSiteReact(initial.siteDir);
  let input = initial;
  // The plugin reads the generated entries from `input` on every build: esbuild never caches plugin output.
  const current = () => input;
  /** What each page needs in the browser, as the last server bundle showed: the browser bundle is made from it. */
  let kinds: Record<string, PageKind> = {};
  const mdx = createMdxBundling({
    siteDir: input.siteDir,
    themeDirs: () => themeDirs(current()),
    docusaurusThemeDir: () =>
      current().docusaurusThemeDir && path.resolve(input.siteDir, current().docusaurusThemeDir!),
    themeStandIns: () => current().themeStandIns ?? [],
    markdownFormat: () => current().markdownFormat ?? 'detect',
    markdownPlugins: () => current().markdownPlugins,
    compile: compileMdx,
  });
  // Files the site's PostCSS plugins read besides the stylesheets (Tailwind's content): inputs of the bundles too.
  const styleInputs: StyleInputSets = { files: new Set(), folders: new Set() };
  const [server, client] = await Promise.all([
    context(serverOptions(current, mdx, react, styleInputs)),
    context(clientOptions(current, mdx, react, () => kinds, styleInputs)),
  ]);
  return {
    async bundle(update) {
      input = { ...input, ...update };
      styleInputs.files.clear();
      styleInputs.folders.clear();
      // The browser bundle loads the islands MDX pages use, and the code of the pages that need any, which the
      // server bundle finds: it waits for it.
      if (input.mdxDocs?.length || input.pageModules.length > 0) {
        const serverFile = await writeServerBundle(server, input);
        const files = Object.fromEntries(input.pageModules.map((m) => [m, pageFile(input, m)]));
        kinds = await pageKinds(serverFile.metafile, input.siteDir, files, [DEFAULT_THEME_DIR, CLIENT_DIR]);
        return withInputs(input, serverFile, await describeClientBundle(client, input, kinds), styleInputs);
      }
      const [serverFile, clientBundle] = await Promise.all([
        writeServerBundle(server, input),
        describeClientBundle(client, input, kinds),
      ]);
      return withInputs(input, serverFile, clientBundle, styleInputs);
    },
    async dispose() {
      await Promise.all([server.dispose(), client.dispose()]);
    },
  };
}

function withInputs(
  input: ThemeBundleInput,
  server: { file: string; metafile: Metafile; media: ClientBundle['files'] },
  client: { bundle: ClientBundle; metafile: Metafile },
  styleInputs: StyleInputSets,
): ThemeBundles {
  const written = new Set(client.bundle.files.map((f) => f.path));
  const media = server.media.filter((f) => !written.has(f.path));
  if (media.length > 0) client = { ...client, bundle: { ...client.bundle, files: [...client.bundle.files, ...media] } };
  const inputs = new Set<string>(styleInputs.files);
  for (const name of [...Object.keys(server.metafile.inputs), ...Object.keys(client.metafile.inputs)]) {
    // Files of other namespaces than esbuild's own show as `namespace:path`; docgen's generated entries have no file.
    const file = name.replace(/^[a-z-]+:(?=\/)/, '');
    if (!/^[a-z-]+:/.test(file)) inputs.add(path.resolve(input.siteDir, file));
  }
  return {
    serverFile: server.file,
    client: client.bundle,
    inputs: [...inputs].sort(),
    styleInputs: { files: [...styleInputs.files].sort(), folders: [...styleInputs.folders].sort() },
  };
}

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

function themeDirs(input: ThemeBundleInput): ThemeDirs {
  return { site: path.resolve(input.siteDir, input.themeDir), default: DEFAULT_THEME_DIR };
}

/** The theme, the runtime and their packages, shared by both bundles. */
function bundlePlugins(
  input: () => ThemeBundleInput,
  entries: () => Record<string, string>,
  external: boolean,
  styleInputs: StyleInputSets,
): Plugin[] {
  return [
    docgenPlugin(input, entries),
    generatedModulesPlugin({ siteDir: () => input().siteDir, data: () => input().generated ?? {} }),
    themePlugin(
      () => themeDirs(input()),
      () => input().siteDir,
    ),
    siteStylesPlugin({
      siteDir: () => input().siteDir,
      server: external,
      postcss: () => input().postcss,
      dependencies: styleInputs,
    }),
    dependenciesPlugin({ siteDir: () => input().siteDir, ownFiles: () => [DEFAULT_THEME_DIR, CLIENT_DIR], external }),
  ];
}

/**
 * Resolves `docgen/client` (the runtime themes import), the generated entry modules, and the search
 * provider the site's config chooses, so that the other provider is never bundled.
 */
function docgenPlugin(input: () => ThemeBundleInput, entries: () => Record<string, string>): Plugin {
  return {
    name: 'docgen',
    setup(b) {
      b.onResolve({ filter: /^docgen\/client$/ }, () => ({ path: path.join(CLIENT_DIR, 'index.ts') }));
      b.onResolve({ filter: /^docgen:search-provider$/ }, () => ({
        path: path.join(CLIENT_DIR, 'search', `${input().site.search.provider}.ts`),
      }));
      b.onResolve({ filter: /^docgen:/ }, (args) => ({ path: args.path, namespace: 'docgen' }));
      b.onLoad({ filter: /.*/, namespace: 'docgen' }, (args) => ({
        contents: entries()[args.path] ?? '',
        loader: args.path.endsWith('.json') ? 'json' : 'tsx',
        resolveDir: CLIENT_DIR,
      }));
    },
  };
}

const json = JSON.stringify;

/** The MDX docs, by site-relative file, and what renders them. */
function mdxServerEntry(input: ThemeBundleInput): string {
  const docs = input.mdxDocs ?? [];
  // Pages of the pages folder render through the MDX runtime too (see src/render/custom-page.ts).
  if (docs.length === 0 && input.pageModules.length === 0) return 'export const mdxDocs = {};';
  const imports = docs.map((file, i) => `import * as mdx${i} from ${json(file)};`).join('\n');
  const map = docs
    .map((file, i) => `${json(path.relative(input.siteDir, file).split(path.sep).join('/'))}: mdx${i}`)
    .join(', ');
  return `${imports}
export const mdxDocs = { ${map} };
export { renderMdx, renderPageContent, mdxComponents } from ${json(path.join(CLIENT_DIR, 'mdx', 'runtime.tsx'))};
export { default as MDXComponents } from '@theme/MDXComponents';`;
}

function serverEntry(input: ThemeBundleInput): string {
  const pageImports = input.pageModules
    .map((m, i) => `import * as page${i} from ${json(pageFile(input, m))};`)
    .join('\n');
  const pageMap = input.pageModules.map((m, i) => `${json(m)}: page${i}`).join(', ');
  return `
export { default as App } from '@theme/App';
export { markdownComponents } from '@theme/markdown';
export { renderApp, renderToStaticMarkup, jsxRuntime, setTranslations } from ${json(path.join(CLIENT_DIR, 'ssr.tsx'))};
${pageImports}
export const pages = { ${pageMap} };
${mdxServerEntry(input)}
`;
}

const serverFileOf = (input: ThemeBundleInput) => path.join(input.cacheDir, 'server.mjs');

function serverOptions(
  input: () => ThemeBundleInput,
  mdx: MdxBundling,
  react: SiteReact,
  styleInputs: StyleInputSets,
): BuildOptions {
  return {
    entryPoints: ['docgen:server-entry'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    absWorkingDir: input().siteDir,
    jsx: 'automatic',
    loader: { '.css': 'empty', '.module.css': 'local-css', '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    write: false,
    metafile: true,
    outfile: serverFileOf(input()),
    // A file a doc imports (`import video from './demo.mp4'`) gets the URL of its copy in the output, as in the browser's bundle.
    assetNames: 'media/[name]-[hash]',
    publicPath: `${input().site.baseUrl}assets/`,
    // A CommonJS package the site's components use (bundled, see src/mdx/bundle-mdx.ts) may require Node's built-ins.
    banner: {
      js: "import { createRequire as __docgenCreateRequire } from 'node:module';\nconst require = __docgenCreateRequire(import.meta.url);",
    },
    sourcemap: 'inline',
    // Stack traces need the mappings only; the sources themselves would double the module every render thread loads.
    sourcesContent: false,
    logLevel: 'silent',
    plugins: [
      svgComponentPlugin(() => input().siteDir),
      reactPlugin(react, true),
      mdx.serverPlugin,
      ...bundlePlugins(input, () => ({ 'docgen:server-entry': serverEntry(input()) }), true, styleInputs),
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
  };
}

/**
 * Named by its content: two builds of one site running at once never read each other's half-written
 * file, and an unchanged theme gives the same name, which tells watch mode that no page needs rendering.
 */
async function writeServerBundle(
  server: BuildContext,
  input: ThemeBundleInput,
): Promise<{ file: string; metafile: Metafile; media: ClientBundle['files'] }> {
  const result = await runEsbuild(() => server.rebuild(), input.siteDir);
  const contents = result.outputFiles!.find((f) => f.path === serverFileOf(input))!.contents;
  // The files the pages' HTML names (imported by docs, rendered only here) go out with the browser's assets.
  const media = result
    .outputFiles!.filter((f) => f.path !== serverFileOf(input))
    .map((f) => ({
      path: path.join(input.siteDir, '__docgen_out__', 'assets', path.relative(input.cacheDir, f.path)),
      contents: f.contents,
    }));
  return { file: await saveServerBundle(input.cacheDir, contents), metafile: result.metafile!, media };
}

function clientOptions(
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

async function describeClientBundle(
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
