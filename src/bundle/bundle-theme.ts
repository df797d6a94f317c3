import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildFailure, type Message, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import { DocgenError, DocgenErrors } from '../errors.js';
import type { SiteData } from '../model.js';

const CLIENT_DIR = fileURLToPath(new URL('../../src/client/', import.meta.url));

export interface ThemeBundleInput {
  siteDir: string;
  themeDir: string;
  pagesDir: string;
  pageModules: string[];
  site: SiteData;
  staticApps: { name: string; entry: string }[];
  /** Where the server bundle is written; inside the site so that its imports resolve from the site's packages. */
  cacheDir: string;
  minify: boolean;
}

export interface ClientBundle {
  files: OutputFile[];
  /** The folder the output files' paths are relative to. */
  outputRoot: string;
  /** URL of the hydration entry, the chunks it imports statically, and its stylesheet. */
  entry: { script: string; preload: string[]; styles: string[] };
  pageModuleAssets: Record<string, { preload: string[]; styles: string[] }>;
  staticApps: Record<string, { script: string; preload: string[]; styles: string[] }>;
}

export interface ThemeBundles {
  serverFile: string;
  client: ClientBundle;
}

/** The theme is bundled twice from the same sources, for the server and the browser, in parallel. */
export async function bundleTheme(input: ThemeBundleInput): Promise<ThemeBundles> {
  const [serverFile, client] = await Promise.all([bundleServer(input), bundleClient(input)]);
  return { serverFile, client };
}

function themeFile(input: ThemeBundleInput, name: string): string {
  return path.resolve(input.siteDir, input.themeDir, name);
}

function pageFile(input: ThemeBundleInput, module: string): string {
  return path.resolve(input.siteDir, input.pagesDir, `${module}.tsx`);
}

/**
 * Resolves `docgen/client` (the runtime themes import), the generated entry modules, and the search
 * provider the site's config chooses, so that the other provider is never bundled.
 */
function docgenPlugin(entries: Record<string, string>, search: SiteData['search']['provider']): Plugin {
  return {
    name: 'docgen',
    setup(b) {
      b.onResolve({ filter: /^docgen\/client$/ }, () => ({ path: path.join(CLIENT_DIR, 'index.ts') }));
      b.onResolve({ filter: /^docgen:search-provider$/ }, () => ({ path: path.join(CLIENT_DIR, 'search', `${search}.ts`) }));
      b.onResolve({ filter: /^docgen:/ }, (args) => ({ path: args.path, namespace: 'docgen' }));
      b.onLoad({ filter: /.*/, namespace: 'docgen' }, (args) => ({
        contents: entries[args.path] ?? '',
        loader: args.path.endsWith('.json') ? 'json' : 'tsx',
        resolveDir: CLIENT_DIR,
      }));
    },
  };
}

const json = JSON.stringify;

async function bundleServer(input: ThemeBundleInput): Promise<string> {
  const pageImports = input.pageModules.map((m, i) => `import * as page${i} from ${json(pageFile(input, m))};`).join('\n');
  const pageMap = input.pageModules.map((m, i) => `${json(m)}: page${i}`).join(', ');
  const entry = `
export { default as App } from ${json(themeFile(input, 'App.tsx'))};
export { markdownComponents } from ${json(themeFile(input, 'markdown.tsx'))};
export { renderApp, renderToStaticMarkup } from ${json(path.join(CLIENT_DIR, 'ssr.tsx'))};
${pageImports}
export const pages = { ${pageMap} };
`;
  const outfile = path.join(input.cacheDir, 'server.mjs');
  await mkdir(input.cacheDir, { recursive: true });
  const result = await runEsbuild(() =>
    build({
      entryPoints: ['docgen:server-entry'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      absWorkingDir: input.siteDir,
      jsx: 'automatic',
      loader: { '.css': 'empty', '.svg': 'file', '.png': 'file', '.woff2': 'file' },
      write: false,
      outfile,
      sourcemap: 'inline',
      logLevel: 'silent',
      plugins: [docgenPlugin({ 'docgen:server-entry': entry }, input.site.search.provider)],
      define: { 'process.env.NODE_ENV': '"production"' },
    }),
    input.siteDir,
  );
  const file = result.outputFiles!.find((f) => f.path === outfile)!;
  await writeFile(outfile, file.contents);
  return outfile;
}

async function bundleClient(input: ThemeBundleInput): Promise<ClientBundle> {
  const pageLoaders = input.pageModules.map((m) => `${json(m)}: () => import(${json(pageFile(input, m))})`).join(',\n');
  const entry = `
import { hydrateSite } from ${json(path.join(CLIENT_DIR, 'hydrate.tsx'))};
import App from ${json(themeFile(input, 'App.tsx'))};
import site from 'docgen:site.json';
hydrateSite(App, site, { ${pageLoaders} });
`;
  const entryPoints: Record<string, string> = { main: 'docgen:client-entry' };
  for (const app of input.staticApps) entryPoints[`app-${app.name}`] = path.resolve(input.siteDir, app.entry);
  // esbuild names outputs relative to the working folder; the folder itself is never written.
  const outdir = path.join(input.siteDir, '__docgen_out__', 'assets');
  const result = await runEsbuild(() =>
    build({
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
      outdir,
      absWorkingDir: input.siteDir,
      entryNames: 'js/[name]-[hash]',
      chunkNames: 'js/[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.gif': 'file', '.woff2': 'file', '.woff': 'file' },
      logLevel: 'silent',
      legalComments: 'none',
      plugins: [docgenPlugin({ 'docgen:client-entry': entry, 'docgen:site.json': json(input.site) }, input.site.search.provider)],
      define: { 'process.env.NODE_ENV': '"production"' },
    }),
    input.siteDir,
  );
  const metafile = result.metafile!;
  const toUrl = (output: string) => input.site.baseUrl + output.replace(/^__docgen_out__\//, '');
  const describeEntry = (name: string) => {
    const pattern = new RegExp(`/js/${name}-[A-Z0-9]+\\.js$`);
    const [output, meta] = Object.entries(metafile.outputs).find(([o, m]) => m.entryPoint && pattern.test(o))!;
    return { script: toUrl(output), preload: staticImports(metafile, output).map(toUrl), styles: meta.cssBundle ? [toUrl(meta.cssBundle)] : [] };
  };
  // Page modules are loaded with import(), so esbuild makes each an entry of its own, with its own CSS.
  const pageModuleAssets: ClientBundle['pageModuleAssets'] = {};
  for (const module of input.pageModules) {
    const source = path.relative(input.siteDir, pageFile(input, module)).split(path.sep).join('/');
    const found = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint === source);
    if (!found) continue;
    const [chunk, meta] = found;
    pageModuleAssets[module] = { preload: [chunk, ...staticImports(metafile, chunk)].map(toUrl), styles: meta.cssBundle ? [toUrl(meta.cssBundle)] : [] };
  }
  const staticApps: ClientBundle['staticApps'] = {};
  for (const app of input.staticApps) staticApps[app.name] = describeEntry(`app-${app.name}`);
  return { files: result.outputFiles!, outputRoot: path.join(input.siteDir, '__docgen_out__'), entry: describeEntry('main'), pageModuleAssets, staticApps };
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

/** esbuild's own messages carry file, line and column: they become docgen errors as they are. */
async function runEsbuild<T>(run: () => Promise<T>, siteDir: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const failure = error as BuildFailure;
    if (!Array.isArray(failure.errors)) throw error;
    throw new DocgenErrors(failure.errors.map((m) => messageToError(m, siteDir)));
  }
}

function messageToError(message: Message, siteDir: string): DocgenError {
  const loc = message.location;
  if (!loc) return new DocgenError(message.text);
  const file = loc.file.startsWith('docgen:') ? loc.file : path.relative(siteDir, path.resolve(siteDir, loc.file));
  return new DocgenError(message.text, { file, line: loc.line, column: loc.column + 1 });
}
