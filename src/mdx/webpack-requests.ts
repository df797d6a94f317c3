// Import requests that only a Docusaurus site's webpack understands, as the MDX bundling resolves them: the site's
// folder as a root (`@site/…`, `/docs/x.mdx`), and webpack's inline loaders (`!!raw-loader!./x`, `!!yaml-loader!./x`).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OnLoadResult, PartialMessage, PluginBuild } from 'esbuild';
import { LineCounter, parseDocument } from 'yaml';
import { memoResolve } from '../bundle/memo-resolve.js';
import { DocgenError } from '../errors.js';
import { yamlValue } from '../util/yaml-value.js';
import { withWebpackExtension } from './module-lookup.js';

/** What each inline loader docgen knows makes of a file, by the namespace its files load in. */
const LOADERS = { raw: 'docgen-raw', yaml: 'docgen-yaml' } as const;

/**
 * `raw-loader!./file`, `!!raw-loader!@site/file`, `-!yaml-loader!../data.yaml` (webpack's prefixes only choose which
 * configured loaders also run, and docgen runs none), and Vite's `./file?raw`.
 */
const INLINE_LOADER = /^(?:!!|-!|!)?(raw|yaml)-loader!(.+)$/;
const RAW_QUERY = /\?raw$/;
const RELATIVE = /^\.\.?(?:\/|$)/;

/** Registers the resolvers on an esbuild build of the site's modules (server and browser bundles alike). */
export function resolveWebpackRequests(b: PluginBuild, siteDir: string): void {
  const resolveInSite = memoResolve(b, true);
  b.onResolve({ filter: /^@site\// }, (args) =>
    resolveInSite(`./${args.path.slice('@site/'.length)}`, {
      resolveDir: siteDir,
      kind: args.kind,
      importer: args.importer,
      pluginData: args.pluginData,
    }),
  );
  // A path from the site's folder (`/docs/_partial.mdx`), as webpack reads a request starting with "/" that names no
  // file of the machine (its `resolve.roots`).
  b.onResolve({ filter: /^\/[^/]/ }, async (args) => {
    if (typeof args.pluginData === 'symbol' || existsSync(args.path)) return undefined;
    const resolved = await resolveInSite(`.${args.path}`, {
      resolveDir: siteDir,
      kind: args.kind,
      importer: args.importer,
      pluginData: args.pluginData,
    });
    return resolved.errors.length > 0 ? undefined : resolved;
  });
  b.onResolve({ filter: /^(?:!!|-!|!)?(?:raw|yaml)-loader!|\?raw$/ }, (args) => {
    const inline = INLINE_LOADER.exec(args.path);
    const loader = inline ? (inline[1] as keyof typeof LOADERS) : 'raw';
    const written = inline ? inline[2]! : args.path.replace(RAW_QUERY, '');
    const file = requestedFile(written, args.resolveDir, siteDir);
    if (!file)
      return {
        errors: [{ text: `cannot import "${args.path}": no file ${shownRequest(written, args.resolveDir, siteDir)}` }],
      };
    return { path: file, namespace: LOADERS[loader] };
  });
  b.onLoad({ filter: /.*/, namespace: LOADERS.raw }, async (args) => ({
    contents: await readFile(args.path, 'utf8'),
    loader: 'text',
    watchFiles: [args.path],
  }));
  // webpack sites that import `.yaml` plainly have yaml-loader configured for it: the same data.
  b.onLoad({ filter: /\.ya?ml$/i, namespace: 'file' }, (args) => loadYaml(args.path, siteDir));
  b.onLoad({ filter: /.*/, namespace: LOADERS.yaml }, (args) => loadYaml(args.path, siteDir));
}

/** The file a request names: from the site's folder (`@site/`, or `/` when no such file exists), a package, or beside. */
function requestedFile(written: string, resolveDir: string, siteDir: string): string | undefined {
  if (written.startsWith('@site/')) return withWebpackExtension(path.join(siteDir, written.slice('@site/'.length)));
  if (written.startsWith('/'))
    return withWebpackExtension(written) ?? withWebpackExtension(path.join(siteDir, written));
  if (RELATIVE.test(written)) return withWebpackExtension(path.resolve(resolveDir, written));
  // A package's file (`!!raw-loader!pkg/src/x.js`), looked for in each `node_modules` up from the importer.
  for (let dir = resolveDir; ; dir = path.dirname(dir)) {
    const file = withWebpackExtension(path.join(dir, 'node_modules', written));
    if (file || path.dirname(dir) === dir) return file;
  }
}

function shownRequest(written: string, resolveDir: string, siteDir: string): string {
  if (written.startsWith('@site/')) return written.slice('@site/'.length);
  if (written.startsWith('/')) return written.slice(1);
  if (RELATIVE.test(written)) return path.relative(siteDir, path.resolve(resolveDir, written));
  return `node_modules/${written}`;
}

/**
 * A YAML file as the data it holds, as yaml-loader gives it (YAML 1.2, one document). A mistake in it is an error
 * at its line and column in that file.
 */
async function loadYaml(file: string, siteDir: string): Promise<OnLoadResult> {
  const source = await readFile(file, 'utf8');
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const label = path.relative(siteDir, file);
  const error = (message: string, offset: number): PartialMessage => {
    const { line, col } = lineCounter.linePos(offset);
    const lineText = source.split('\n')[line - 1] ?? '';
    const detail = { catalogueName: 'yaml-data' };
    return { text: `invalid YAML: ${message}`, location: { file: label, line, column: col - 1, lineText }, detail };
  };
  if (doc.errors.length > 0)
    return { errors: doc.errors.map((e) => error(e.message.split('\n')[0]!, e.pos[0])), watchFiles: [file] };
  try {
    const data = yamlValue(doc, (message, offset) => new YamlDataError(error(message, offset)));
    return { contents: JSON.stringify(data ?? null), loader: 'json', watchFiles: [file] };
  } catch (failed) {
    if (!(failed instanceof YamlDataError)) throw failed;
    return { errors: [failed.problem], watchFiles: [file] };
  }
}

/** An alias that cannot be expanded, found after a clean parse: carried out of `yamlValue` as the bundler's message. */
class YamlDataError extends DocgenError {
  constructor(readonly problem: PartialMessage) {
    super(problem.text!);
  }
}
