import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { z } from 'zod';
import { DocgenError, DocgenErrors, isUserError, withKeyPositions } from '../errors.js';
import { yamlValue } from '../util/yaml-value.js';
import { withSidebarSources } from '../sidebar/sidebar-sources.js';
import { isDefaultNpm2Yarn } from '../markdown/npm2yarn-options.js';
import { loadMarkdownPlugins, MARKDOWN_PLUGIN_KEYS, resolveMarkdownPlugins } from '../markdown/site-plugins.js';
import type { MarkdownPluginKey, SiteMarkdownPlugin } from '../markdown/site-plugins.js';
import { loadPlugins, pluginDocChecks, pluginMarkdownPlugins, type SitePlugin } from '../plugins/load-plugins.js';
import { siteConfigSchema, type SiteConfig } from './schema.js';
import { instanceAdmonitionsOf } from '../sources/instance-admonitions.js';
import { checkSiteFiles } from './site-files.js';
import { sitePostcssOf } from './postcss.js';
import { closestKey, knownKeysAt } from './suggest-key.js';
import { shownPath } from '../util/shown-path.js';
import { cachedConfig, type ConfigEntry } from '../cache/config-cache.js';

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file; every relative path in it is resolved from its folder. */
  file: string;
  siteDir: string;
  /** Where a key path (`navbar.items[0].docId`) is in the file; a key that is not written there, its closest parent. */
  locate(key: string): { line: number; column: number };
  /** docgen's own plugins and the config's `plugins`, made (see `src/plugins`). */
  plugins: SitePlugin[];
  /** With `cached`: the build cache's entry of the parsed config, for the build to keep. */
  cacheEntry?: ConfigEntry;
}

/** With `cached`, the parsed config may come from the build cache (see `cachedConfig`). */
export async function loadConfig(configFile: string, { cached = false } = {}): Promise<LoadedConfig> {
  const file = path.resolve(configFile);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    throw new DocgenError(
      `cannot read the site config: no file at ${file}`,
      undefined,
      'run docgen in the site folder, pass --config FILE, or create a site with docgen init',
    );
  }
  const text = bytes.toString('utf8');
  const displayName = shownPath(file);
  const siteDir = path.dirname(file);
  const locate = configLocator(text);
  const parse = () => parseConfig(text, displayName);
  const parsed = cached ? await cachedConfig(bytes, text, siteDir, parse) : { config: parse(), entry: undefined };
  // The sidebar sources are checked against the config before the pipeline can place a key: placed here.
  const { config, plugins } = await withSidebarSources(parsed.config, siteDir, displayName)
    .then((c) => checkSiteFiles(c, siteDir, displayName))
    .then((c) => withSitePostcss(c, siteDir, displayName))
    .then((c) => loadPlugins(c, siteDir, displayName))
    .then(async (loaded) => ({ ...loaded, config: await withMarkdownPlugins(loaded, siteDir, displayName) }))
    .catch((error: unknown) => {
      throw isUserError(error) ? withKeyPositions(error, locate) : error;
    });
  return { config, file, siteDir, locate, plugins, cacheEntry: parsed.entry };
}

function withSitePostcss(config: SiteConfig, siteDir: string, displayName: string): SiteConfig {
  const sitePostcss = sitePostcssOf(config.postcss.plugins, siteDir, displayName);
  return sitePostcss ? { ...config, sitePostcss } : config;
}

/**
 * The site's Markdown plugins, in each list docgen's built-in plugins', the config's, then the site's plugins', and
 * the plugins' doc checks: found and imported once here, so that a missing or broken one is an error at its key.
 */
async function withMarkdownPlugins(
  { config, plugins }: { config: SiteConfig; plugins: SitePlugin[] },
  siteDir: string,
  displayName: string,
): Promise<SiteConfig> {
  const own = resolveMarkdownPlugins(config.markdown, siteDir, displayName);
  const lists = Object.fromEntries(
    MARKDOWN_PLUGIN_KEYS.map((key) => {
      const { before, after } = pluginMarkdownPlugins(plugins, key, displayName);
      return [key, [...before, ...own[key], ...after]];
    }),
  ) as Record<MarkdownPluginKey, SiteMarkdownPlugin[]>;
  const docChecks = pluginDocChecks(plugins, displayName);
  const npm2yarn = isDefaultNpm2Yarn(config.markdown.npm2yarn) ? undefined : config.markdown.npm2yarn;
  const admonitions = config.markdown.admonitions === true ? undefined : config.markdown.admonitions;
  const instanceAdmonitions = instanceAdmonitionsOf(config, siteDir);
  if (
    !npm2yarn &&
    admonitions === undefined &&
    instanceAdmonitions.length === 0 &&
    docChecks.length === 0 &&
    MARKDOWN_PLUGIN_KEYS.every((key) => lists[key].length === 0)
  )
    return config;
  const markdownPlugins = {
    ...lists,
    ...(docChecks.length > 0 && { docChecks }),
    ...(npm2yarn && { npm2yarn }),
    ...(admonitions !== undefined && { admonitions }),
    ...(instanceAdmonitions.length > 0 && { instanceAdmonitions }),
  };
  await loadMarkdownPlugins(markdownPlugins);
  return { ...config, markdownPlugins };
}

/**
 * Parses the text again when a key is first located, that is when there is an error to report: kept
 * for the whole build, the parsed document of a config that lists a 10,000-page site's sidebars took
 * 25 MB, for a text of 1 MB.
 */
function configLocator(text: string): LoadedConfig['locate'] {
  let parsed: { doc: Document; lineCounter: LineCounter } | undefined;
  return (key) => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      parsed = { doc: parseDocument(text, { lineCounter, prettyErrors: false }), lineCounter };
    }
    const keyPath = [...key.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[2]!));
    const { line, col } = positionOf(parsed.doc, keyPath, parsed.lineCounter, false);
    return { line, column: col };
  };
}

/** Parses and validates the YAML text; errors carry the file, line, column and key path. */
export function parseConfig(text: string, fileName: string): SiteConfig {
  const json = jsonData(text);
  const valid = json !== undefined ? siteConfigSchema.safeParse(json) : undefined;
  if (valid?.success) return valid.data;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new DocgenErrors(
      doc.errors.map((error) => {
        const [start] = error.pos;
        const { line, col } = lineCounter.linePos(start);
        return new DocgenError(`invalid YAML: ${firstLine(error.message)}`, { file: fileName, line, column: col });
      }),
    );
  }
  const data =
    yamlValue(doc, (message, offset) => {
      const { line, col } = lineCounter.linePos(offset);
      return new DocgenError(`invalid YAML: ${message}`, { file: fileName, line, column: col });
    }) ?? {};
  const result = siteConfigSchema.safeParse(data);
  if (result.success) return result.data;
  throw new DocgenErrors(result.error.issues.map((issue) => issueToError(issue, doc, lineCounter, fileName)));
}

/**
 * A config written as JSON (as generated ones often are, sidebars and all), read by JSON.parse: YAML reads JSON as the
 * same data, and its parser took 370 ms of CPU time over the 95 KB config of the 1,000-page bench, JSON.parse a few.
 * Undefined for any other text, and for JSON that names a key twice, which YAML refuses and JSON.parse lets pass:
 * the YAML parser then reports it, at its place, as it does every mistake.
 */
function jsonData(text: string): unknown {
  if (!/^\s*\{/.test(text)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  return keysWritten(text) === keysParsed(data) ? data : undefined;
}

/** Every string of a JSON text is matched in turn, so none is taken for another's end: a key is one followed by ':'. */
function keysWritten(json: string): number {
  let keys = 0;
  for (const match of json.matchAll(/"(?:[^"\\]|\\.)*"(\s*:)?/g)) if (match[1]) keys++;
  return keys;
}

function keysParsed(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Object.values(value);
  return (Array.isArray(value) ? 0 : children.length) + children.reduce<number>((n, v) => n + keysParsed(v), 0);
}

function issueToError(issue: z.core.$ZodIssue, doc: Document, lineCounter: LineCounter, fileName: string): DocgenError {
  // An unknown key is reported at the key itself, which is where the author has to look.
  const keyPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
  const { line, col } = positionOf(doc, keyPath, lineCounter, issue.code === 'unrecognized_keys');
  const shownPath = formatKeyPath(keyPath);
  return new DocgenError(`${shownPath || '(top level)'}: ${describeIssue(issue)}`, {
    file: fileName,
    line,
    column: col,
  });
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(issue.path);
    const suggestion = issue.keys.length === 1 ? closestKey(issue.keys[0]!, known) : undefined;
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}${suggestion ? `: did you mean ${suggestion}?` : ''}`;
  }
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return `missing required key, expected ${issue.expected}`;
  }
  return issue.message.replace(/^Invalid input: /, '');
}

/** The deepest node of the path that exists in the YAML document, so a missing key points at its parent. */
function positionOf(
  doc: Document,
  keyPath: PropertyKey[],
  lineCounter: LineCounter,
  atKey: boolean,
): { line: number; col: number } {
  for (let depth = keyPath.length; depth >= 0; depth--) {
    const pathHere = keyPath.slice(0, depth) as (string | number)[];
    if (atKey && depth === keyPath.length) {
      const parent = pathHere.length > 1 ? doc.getIn(pathHere.slice(0, -1), true) : doc.contents;
      const keyNode = findKeyNode(parent, pathHere[pathHere.length - 1]!);
      if (keyNode?.range) return lineCounter.linePos(keyNode.range[0]);
      continue;
    }
    const node = depth === 0 ? doc.contents : doc.getIn(pathHere, true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]);
  }
  return { line: 1, col: 1 };
}

function findKeyNode(parent: unknown, key: string | number): { range?: [number, number, number] | null } | undefined {
  if (!parent || typeof parent !== 'object' || !('items' in parent) || !Array.isArray(parent.items)) return undefined;
  for (const pair of parent.items as { key?: unknown }[]) {
    const k = pair.key;
    if (isNode(k) && 'value' in k && k.value === key) return k as { range?: [number, number, number] | null };
  }
  return undefined;
}

export function formatKeyPath(keyPath: readonly PropertyKey[]): string {
  return keyPath
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join('');
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}
