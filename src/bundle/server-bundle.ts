// The theme's server bundle: the app, the pages and the MDX docs, which the render threads import.
import path from 'node:path';
import type { BuildContext, BuildOptions, Metafile } from 'esbuild';
import type { ClientBundle, ThemeBundleInput } from './bundle-theme.js';
import { reactPlugin, type SiteReact } from './site-react.js';
import { runEsbuild } from './esbuild-errors.js';
import { saveServerBundle } from './server-bundle-file.js';
import { CLIENT_DIR, pageFile } from './client-entry.js';
import type { StyleInputSets } from './site-styles.js';
import { svgComponentPlugin } from './svg-component.js';
import type { MdxBundling } from '../mdx/bundle-mdx.js';
import { bundlePlugins } from './bundle-plugins.js';

const json = JSON.stringify;

/** The MDX docs, by site-relative file, and what renders them. */
function mdxServerEntry(input: ThemeBundleInput): string {
  const docs = input.mdxDocs ?? [];
  // Pages of the pages folder render through the MDX runtime too (see src/render/custom-page.ts).
  // A category's generated index renders through the MDX runtime too, with the theme's doc cards.
  const runtime = `export { renderMdx, renderPageContent, mdxComponents } from ${json(path.join(CLIENT_DIR, 'mdx', 'runtime.tsx'))};
export { default as DocCategoryGeneratedIndex } from '@theme/DocCategoryGeneratedIndex';`;
  if (docs.length === 0 && input.pageModules.length === 0) return `export const mdxDocs = {};\n${runtime}`;
  const imports = docs.map((file, i) => `import * as mdx${i} from ${json(file)};`).join('\n');
  const map = docs
    .map((file, i) => `${json(path.relative(input.siteDir, file).split(path.sep).join('/'))}: mdx${i}`)
    .join(', ');
  return `${imports}
export const mdxDocs = { ${map} };
${runtime}
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

export function serverOptions(
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
export async function writeServerBundle(
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
