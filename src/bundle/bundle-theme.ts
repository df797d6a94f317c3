import path from 'node:path';
import { context, type Metafile } from 'esbuild';
import type { SiteData } from '../shared/model.js';
import { findSiteReact } from './site-react.js';
import { CLIENT_DIR, pageFile } from './client-entry.js';
import type { StyleInputSets } from './site-styles.js';
import type { StyleInputs } from './site-postcss.js';
import type { SitePostcss } from '../config/postcss.js';
import { DEFAULT_THEME_DIR } from './theme-files.js';
import type { SiteMarkdownPlugins } from '../markdown/site-plugins.js';
import type { ClientModule } from '../plugins/load-plugins.js';
import { createMdxBundling, type MdxCompiler } from '../mdx/bundle-mdx.js';
import { pageKinds, type PageKind } from './page-kinds.js';
import type { GeneratedData } from '../docusaurus/generated-data.js';
import { themeDirs } from './bundle-plugins.js';
import { serverOptions, writeServerBundle } from './server-bundle.js';
import { clientOptions, describeClientBundle } from './client-bundle.js';

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
  pluginClientModules?: ClientModule[];
  /** The site's own `clientModules` (absolute), loaded on every page. */
  siteClientModules?: string[];
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
  bundle(update?: Partial<BundleUpdate>, serverWritten?: (serverFile: string) => void): Promise<ThemeBundles>;
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
  const [serverContext, client] = await Promise.all([
    context(serverOptions(current, mdx, react, styleInputs)),
    context(clientOptions(current, mdx, react, () => kinds, styleInputs)),
  ]);
  return {
    async bundle(update, serverWritten) {
      input = { ...input, ...update };
      const server = async () => {
        const written = await writeServerBundle(serverContext, input);
        serverWritten?.(written.file);
        return written;
      };
      styleInputs.files.clear();
      styleInputs.folders.clear();
      // The browser bundle loads the islands MDX pages use, and the code of the pages that need any, which the
      // server bundle finds: it waits for it.
      if (input.mdxDocs?.length || input.pageModules.length > 0) {
        const serverFile = await server();
        const files = Object.fromEntries(input.pageModules.map((m) => [m, pageFile(input, m)]));
        kinds = await pageKinds(serverFile.metafile, input.siteDir, files, [DEFAULT_THEME_DIR, CLIENT_DIR]);
        return withInputs(input, serverFile, await describeClientBundle(client, input, kinds), styleInputs);
      }
      const [serverFile, clientBundle] = await Promise.all([server(), describeClientBundle(client, input, kinds)]);
      return withInputs(input, serverFile, clientBundle, styleInputs);
    },
    async dispose() {
      await Promise.all([serverContext.dispose(), client.dispose()]);
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
