import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OnLoadResult, PartialMessage, Plugin, PluginBuild } from 'esbuild';
import { DEFAULT_THEME_DIR, DOCGEN_ROOT, resolveThemeFile, type ThemeDirs } from '../bundle/theme-files.js';
import { splitFrontMatter } from '../content/front-matter.js';
import type { SiteMarkdownPlugins } from '../markdown/site-plugins.js';
import { isMdxDoc, type MarkdownFormat } from './detect.js';
import { CONTEXT_PREFIX, requireContextModule, withRequireContexts } from './require-context.js';
import type { CompiledMdx, MdxCompileOptions } from './compile.js';
import { KIT_COMPONENTS, MDX_RUNTIME, type BrowserOnlyIsland } from './scope.js';
import { STAND_IN_MARK } from '../links/check-links.js';
import { inPackage, packageInstalled, siteScriptFilter } from './module-lookup.js';
import { memoResolve } from '../bundle/memo-resolve.js';
import { resolveWebpackRequests } from './webpack-requests.js';
import { requiredUrlModules } from './required-url.js';

const CLIENT_MDX_DIR = fileURLToPath(new URL('../../src/client/mdx/', import.meta.url));

const BROWSER_ONLY = 'docgen-browser-only:';

const SITE_PACKAGE = Symbol('docgen-site-package');

/** Whether `file` is below `dir` (not `dir` itself). */
export function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Specifiers docgen resolves itself: its runtime, the theme, the shims, the site's folder. */
const OWN_SPECIFIER = /^(?:docgen[/:]|node:|@theme(?:-original)?\/|@docusaurus\/|@site\/|@generated\/)/;

const CODE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];
/** The `@docusaurus/…` modules docs import most, as shims over docgen's runtime. */
export const DOCUSAURUS_SHIMS = [
  'Link',
  'useBaseUrl',
  'BrowserOnly',
  'useDocusaurusContext',
  'useIsBrowser',
  'ExecutionEnvironment',
  'Head',
  'router',
  'plugin-content-docs/client',
  'Translate',
  'theme-common',
  'useGlobalData',
];

/** `@docusaurus/core/lib/client/exports/Link`: the module that `@docusaurus/Link` re-exports. */
const CORE_EXPORTS = /^core\/lib\/client\/exports\//;

const KIT = new Set(KIT_COMPONENTS);

/**
 * `@theme/<Name>`: the theme's own resolution (the site's theme folder, then the default theme), then the
 * default theme's MDX components, which a site may override by a file of the same name in its theme folder.
 */
export function resolveThemeComponent(name: string, dirs: ThemeDirs, docusaurusDir?: string): string | undefined {
  const docusaurus = (component: string) =>
    docusaurusDir ? resolveThemeFile({ site: docusaurusDir, default: docusaurusDir }, component, 'default') : undefined;
  // The site's MDXComponents is its list of global components; docgen's own is what it spreads (@theme-original).
  // Its parts (`MDXComponents/Img`) are the site's too where it has them: MDXComponents renders with them.
  if (name === 'MDXComponents' || name.startsWith('MDXComponents/'))
    return docusaurus(name) ?? resolveThemeFile(dirs, `mdx/${name}`, 'default');
  // docgen's components come before the site's: the site's versions of them are written against Docusaurus's
  // internals, which docgen does not have; the site's other components (its own) are found there. A kit component's
  // name is not Docusaurus's, so the site's component of that name is its own, and comes first.
  const own = KIT.has(name) ? docusaurus(name) : undefined;
  return own ?? resolveThemeFile(dirs, name) ?? resolveThemeFile(dirs, `mdx/${name}`, 'default') ?? docusaurus(name);
}

/** A theme component's island (`Tabs.island.tsx` beside `Tabs.tsx`): what the browser hydrates it with. */
export function islandOf(component: string): string | undefined {
  const island = component.replace(/\.[jt]sx?$/, '.island.tsx');
  return existsSync(island) ? island : undefined;
}

/**
 * Names the theme uses for parts of its own, which a Docusaurus page means otherwise: `@theme/Layout` wraps a
 * page's content (title, description…) in Docusaurus, where docgen's Layout is the whole frame around every page.
 */
const PAGE_PARTS = new Set(['Layout']);

/** `@theme/Layout` imported by the site's pages and components (not by a theme file): the page's stand-in. */
function pagePart(name: string, importer: string, dirs: ThemeDirs): string | undefined {
  if (!PAGE_PARTS.has(name) || isInside(dirs.site, importer) || isInside(dirs.default, importer)) return undefined;
  return resolveThemeFile(dirs, `mdx/${name}`, 'default');
}

/** `@theme-original/<Name>`: docgen's own component, which a site's version wraps (its MDXComponents spreads it). */
function resolveOriginalComponent(name: string, dirs: ThemeDirs): string | undefined {
  return resolveThemeFile(dirs, name, 'default') ?? resolveThemeFile(dirs, `mdx/${name}`, 'default');
}

/**
 * The site's own scripts, as Docusaurus's webpack reads them: `.js` with JSX (theme and component files are often
 * written so, and esbuild reads `.js` as plain JavaScript), `require.context` calls. Packages ship compiled code.
 */
const LOADERS = { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx' } as const;

/** Files a doc or a component may import for their URL (a video, a download), as webpack's asset modules give them. */
const MEDIA =
  /\.(?:mp4|webm|ogv|ogg|mov|m4v|mp3|wav|m4a|flac|aac|jpe?g|gif|webp|avif|ico|bmp|tiff?|pdf|zip|gz|tgz|woff2?|ttf|otf|eot)$/i;

/** What `require()` of a file gives its URL for: the media above and the images the bundles load as files. */
const REQUIRED_FOR_URL = new RegExp(`\\.png$|${MEDIA.source}`, 'i');

/** A component file of the site that keeps state or handles events: it must run in the browser, as an island. */
const STATEFUL =
  /\buse(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore)\b|\bon(?:Click|Change|Input|Submit|KeyDown)=/;

export interface MdxBundling {
  /** For the server bundle: compiles MDX files (docs and the partials they import) and resolves their imports. */
  serverPlugin: Plugin;
  /** For the browser bundle: resolves what island components import. */
  clientPlugin: Plugin;
  /** Island id → the module the browser loads for it, as found by the last server bundle. */
  islands: Map<string, string>;
}

/** Compiles an MDX file elsewhere (on a render thread); undefined: compile it here. */
export type MdxCompiler = (
  source: string,
  label: string,
  options: MdxCompileOptions,
) => Promise<CompiledMdx> | undefined;

export function createMdxBundling(options: {
  siteDir: string;
  themeDirs: () => ThemeDirs;
  /** `markdown.docusaurusThemeDir`, absolute: the site's Docusaurus theme folder, if it has one. */
  docusaurusThemeDir?: () => string | undefined;
  themeStandIns?: () => string[];
  /** `markdown.format`: whether a `.md` partial is CommonMark or MDX, as for docs. */
  markdownFormat?: () => MarkdownFormat;
  markdownPlugins?: () => SiteMarkdownPlugins | undefined;
  compile?: MdxCompiler;
}): MdxBundling {
  const docusaurusDir = () => options.docusaurusThemeDir?.();
  /** The site's own MDXComponents module, when it has one (the components it gives every MDX doc); found per build. */
  let siteComponents: string | undefined;
  const islands = new Map<string, string>();
  /** `<BrowserOnly>` children found by the server bundle, by island id: modules the browser bundle loads. */
  const browserOnly = new Map<string, { module: string; resolveDir: string }>();
  const resolveShared = (b: PluginBuild) => {
    b.onResolve({ filter: /^docgen:mdx-page$/ }, () => ({ path: path.join(CLIENT_MDX_DIR, 'page-context.ts') }));
    b.onResolve({ filter: /^@theme\// }, (args) => {
      const name = args.path.slice('@theme/'.length);
      const file =
        pagePart(name, args.importer, options.themeDirs()) ??
        resolveThemeComponent(name, options.themeDirs(), docusaurusDir());
      if (!file && options.themeStandIns?.().includes(name)) return { path: name, namespace: 'docgen-stand-in' };
      // Not found: the theme's own resolver reports it, naming the file to create.
      if (!file) return undefined;
      const island = islandOf(file);
      if (island) islands.set(args.path, island);
      return { path: file };
    });
    // A component of a Docusaurus theme docgen does not have: what it wraps shows, the rest of it does not.
    // The mark tells the link check that the page lacks what the component would have rendered (its ids).
    b.onLoad({ filter: /.*/, namespace: 'docgen-stand-in' }, (args) => ({
      contents: `export default function ThemeStandIn({ children }) {
  return <>{children}<span ${STAND_IN_MARK}=${JSON.stringify(args.path)} hidden /></>;
}\n`,
      loader: 'jsx',
    }));
    b.onResolve({ filter: /^@theme-original\// }, (args) => {
      const file = resolveOriginalComponent(args.path.slice('@theme-original/'.length), options.themeDirs());
      return file ? { path: file } : undefined;
    });
    b.onLoad({ filter: siteScriptFilter(options.siteDir), namespace: 'file' }, async (args) => {
      const extension = path.extname(args.path) as keyof typeof LOADERS;
      const source = await readFile(args.path, 'utf8');
      const contents = withRequireContexts(source);
      if (extension !== '.js' && contents === source) return undefined;
      return { contents, loader: LOADERS[extension], resolveDir: path.dirname(args.path) };
    });
    b.onResolve({ filter: new RegExp(`^${CONTEXT_PREFIX}`) }, (args) => ({
      path: args.path,
      namespace: 'docgen-require-context',
      pluginData: args.resolveDir,
    }));
    b.onLoad({ filter: /.*/, namespace: 'docgen-require-context' }, async (args) => ({
      contents: await requireContextModule(args.path, args.pluginData as string),
      loader: 'js',
      resolveDir: args.pluginData as string,
    }));
    requiredUrlModules(b, REQUIRED_FOR_URL);
    b.onLoad({ filter: MEDIA, namespace: 'file' }, async (args) => ({
      contents: await readFile(args.path),
      loader: 'file',
    }));
    b.onResolve({ filter: /^@docusaurus\// }, (args) => {
      const name = args.path.slice('@docusaurus/'.length).replace(CORE_EXPORTS, '');
      if (!DOCUSAURUS_SHIMS.includes(name)) {
        return {
          errors: [
            {
              text: `"${args.path}" is not available in docgen: expected one of ${DOCUSAURUS_SHIMS.map((s) => `@docusaurus/${s}`).join(', ')}`,
            },
          ],
        };
      }
      const file = CODE_EXTENSIONS.map((e) => path.join(CLIENT_MDX_DIR, 'docusaurus', name + e)).find((f) =>
        existsSync(f),
      )!;
      return { path: file };
    });
    resolveWebpackRequests(b, options.siteDir);
  };
  const serverPlugin: Plugin = {
    name: 'docgen-mdx',
    setup(b) {
      b.onStart(() => {
        islands.clear();
        browserOnly.clear();
        const components = resolveThemeComponent('MDXComponents', options.themeDirs(), docusaurusDir());
        siteComponents = components !== undefined && !isInside(DEFAULT_THEME_DIR, components) ? components : undefined;
      });
      resolveShared(b);
      const resolveFromMdx = memoResolve(b, true);
      const resolvePackage = memoResolve(b, false);
      b.onResolve({ filter: new RegExp(`^${MDX_RUNTIME}$`) }, () => ({
        path: path.join(CLIENT_MDX_DIR, 'runtime.tsx'),
      }));
      // A stateful component of the site imported by MDX, or given to every MDX doc by the site's MDXComponents,
      // is wrapped, so that it renders as an island.
      b.onResolve({ filter: /^(?:\.|@site\/)/ }, async (args) => {
        const byMdx = /\.mdx?$/.test(args.importer) || args.importer === siteComponents;
        if (!byMdx || args.pluginData === 'island-inner') return undefined;
        const resolved = await resolveFromMdx(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: 'island-inner',
        });
        if (
          resolved.errors.length > 0 ||
          !CODE_EXTENSIONS.includes(path.extname(resolved.path)) ||
          inPackage(options.siteDir, resolved.path)
        )
          return resolved.errors.length > 0 ? undefined : resolved;
        const source = await readFile(resolved.path, 'utf8');
        if (!STATEFUL.test(source)) return resolved;
        const id = path.relative(options.siteDir, resolved.path).split(path.sep).join('/');
        islands.set(id, resolved.path);
        return { path: resolved.path, namespace: 'docgen-island', pluginData: id };
      });
      b.onLoad({ filter: /.*/, namespace: 'docgen-island' }, (args) => ({
        // Through a namespace: a module with named exports only has no default to wrap, and that is no error.
        contents: `import * as module from ${JSON.stringify(args.path)};\nimport { island } from ${JSON.stringify(MDX_RUNTIME)};\nexport * from ${JSON.stringify(args.path)};\nexport default island(${JSON.stringify(args.pluginData)}, module.default);\n`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      b.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async (args) => {
        const { result, browserOnly: found } = await loadMdx(b, args.path, options.siteDir, {
          siteComponents: siteComponents !== undefined,
          markdownFormat: options.markdownFormat?.() ?? 'detect',
          plugins: options.markdownPlugins?.(),
          compile: options.compile,
        });
        for (const { id, module } of found) {
          browserOnly.set(id, { module, resolveDir: path.dirname(args.path) });
          islands.set(id, `${BROWSER_ONLY}${id}`);
        }
        return result;
      });
      // A package's stylesheet (`import 'pkg/dist/x.css'`) would stay external and Node cannot import CSS: at build
      // time it is nothing, as the site's own `.css` files are.
      b.onResolve({ filter: /^[^./].*\.css$/ }, (args) =>
        /\.module\.css$/.test(args.path) ? undefined : { path: args.path, namespace: 'docgen-empty-css' },
      );
      b.onLoad({ filter: /.*/, namespace: 'docgen-empty-css' }, () => ({ contents: '', loader: 'empty' }));
      // A package only the site has is bundled, not left for Node to load: Node would give it the site's copy of
      // React, and a second React fails every hook. docgen's own packages (React among them) stay external.
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        // Symbols mark resolutions asked by a plugin (this one's, the dependencies plugin's): never looped on.
        if (
          typeof args.pluginData === 'symbol' ||
          OWN_SPECIFIER.test(args.path) ||
          isBuiltin(args.path) ||
          isInside(DOCGEN_ROOT, args.importer)
        )
          return undefined;
        const resolved = await resolvePackage(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: SITE_PACKAGE,
        });
        if (
          resolved.errors.length > 0 ||
          !resolved.external ||
          isInside(DOCGEN_ROOT, resolved.path) ||
          !path.isAbsolute(resolved.path)
        )
          return resolved.errors.length > 0 ? undefined : resolved;
        return { path: resolved.path };
      });
    },
  };
  const clientPlugin: Plugin = {
    name: 'docgen-mdx-client',
    setup(b) {
      resolveShared(b);
      // A package of an island written for Node as well (`path`, `fs` for its file resolver): the browser gets an
      // empty module for the built-in, as webpack's `resolve.fallback: false` and Vite's browser externals give.
      b.onResolve({ filter: /^[a-z_:/]+$/ }, (args) =>
        isBuiltin(args.path) && inPackage(options.siteDir, args.importer)
          ? { path: args.path, namespace: 'docgen-browser-external' }
          : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: 'docgen-browser-external' }, () => ({
        contents: 'module.exports = {};',
        loader: 'js',
      }));
      b.onResolve({ filter: new RegExp(`^${BROWSER_ONLY}`) }, (args) => ({
        path: args.path.slice(BROWSER_ONLY.length),
        namespace: 'docgen-browser-only',
      }));
      b.onLoad({ filter: /.*/, namespace: 'docgen-browser-only' }, (args) => {
        const found = browserOnly.get(args.path)!;
        const wrapper = JSON.stringify(path.join(CLIENT_MDX_DIR, 'docusaurus', 'BrowserOnly.island.tsx'));
        return {
          contents: `import { browserOnlyIsland } from ${wrapper};\n${found.module}\nexport const island = browserOnlyIsland(children);\n`,
          loader: 'jsx',
          resolveDir: found.resolveDir,
        };
      });
    },
  };
  return { serverPlugin, clientPlugin, islands };
}

/** One MDX file as a module; its mistakes become esbuild errors at their place in the file, and fail the build. */
async function loadMdx(
  b: PluginBuild,
  file: string,
  siteDir: string,
  options: {
    siteComponents: boolean;
    markdownFormat: MarkdownFormat;
    plugins?: SiteMarkdownPlugins;
    compile?: MdxCompiler;
  },
): Promise<{ result: OnLoadResult; browserOnly: BrowserOnlyIsland[] }> {
  const label = path.relative(siteDir, file).split(path.sep).join('/');
  const source = await readFile(file, 'utf8');
  // Docs come here as MDX already; a `.md` partial they import is read as a doc of its own would be.
  const { frontMatter, body } = splitFrontMatter(source, label);
  const format = isMdxDoc(file, body, (frontMatter as { format?: unknown }).format, options.markdownFormat)
    ? 'mdx'
    : 'md';
  const compileOptions: MdxCompileOptions = {
    siteComponents: options.siteComponents,
    format,
    ...(options.plugins && { plugins: options.plugins }),
  };
  const compiled =
    (await options.compile?.(source, label, compileOptions)) ??
    // The MDX compiler is loaded by the first MDX file: a site without any never pays for it.
    (await (await import('./compile.js')).compileMdx(source, label, label, compileOptions));
  const lineText = (line: number) => source.split('\n')[line - 1] ?? '';
  const errors: PartialMessage[] = compiled.problems.map((p) => ({
    text: p.message,
    location: { file: label, line: p.line, column: p.column - 1, lineText: lineText(p.line) },
  }));
  const resolveDir = path.dirname(file);
  await Promise.all(
    compiled.imports.map(async (imported) => {
      if (imported.source === MDX_RUNTIME) return;
      const result = await b.resolve(imported.source, { resolveDir, kind: 'import-statement', importer: file });
      // The server bundle leaves packages external, so esbuild does not look for them: they are looked for here.
      const found = result.errors.length === 0 && (!result.external || packageInstalled(imported.source, resolveDir));
      if (found) return;
      const reason = result.errors[0]?.text ?? 'Could not resolve';
      const text = /^Could not resolve/.test(reason)
        ? `cannot import "${imported.source}": no such file or package (from ${label})`
        : reason;
      errors.push({
        text,
        location: { file: label, line: imported.line, column: imported.column - 1, lineText: lineText(imported.line) },
      });
    }),
  );
  if (errors.length > 0) return { result: { errors, watchFiles: [file] }, browserOnly: [] };
  return {
    result: { contents: compiled.code, loader: 'jsx', resolveDir, watchFiles: [file] },
    browserOnly: compiled.browserOnly,
  };
}
