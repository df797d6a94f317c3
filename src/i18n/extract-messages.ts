import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { Parser, type Node } from 'acorn';
import { transform } from 'esbuild';
import fg from 'fast-glob';
import { mdxSource } from '../mdx/compile.js';
import type { TranslationEntries } from './translation-files.js';

/** What a scan of source files found: each id's default message, and the calls it could not read. */
export interface ExtractedMessages {
  entries: TranslationEntries;
  /** `file: what` for each `<Translate>`/`translate()` whose id or message is not a plain string, or a file that does not parse. */
  skipped: string[];
}

/** The files that may hold `<Translate>` or `translate()`: React modules, Markdown and MDX. */
const SOURCE_FILES = '**/*.{js,jsx,ts,tsx,md,mdx}';
/** A file that names neither is not parsed: most docs have no translated text. */
const MENTIONS = /\bTranslate\b|\btranslate\s*\(/;
/** The JSX factory the scanned code is compiled with, so that an element reads as one call. */
const JSX_FACTORY = '__docgenJsx';
const JSX_PRAGMAS = /\/\*@jsx\w*\s[^*]*\*\//g;

type Literal = Node & { type: 'Literal'; value: unknown };
type Property = Node & { type: 'Property'; key: Node & { name?: string; value?: unknown }; value: Node };
type ObjectExpression = Node & { type: 'ObjectExpression'; properties: Node[] };
type CallExpression = Node & { type: 'CallExpression'; callee: Node & { name?: string }; arguments: Node[] };

function stringOf(node: Node | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof (node as Literal).value === 'string') return (node as Literal).value as string;
  const template = node as (Node & { expressions?: Node[]; quasis?: { value: { cooked: string } }[] }) | undefined;
  if (node?.type === 'TemplateLiteral' && template!.expressions!.length === 0)
    return template!.quasis![0]!.value.cooked;
  return undefined;
}

/** An object literal's string properties; undefined where a property is computed or not a string. */
function stringProps(node: Node | undefined): Record<string, string | null> {
  if (node?.type !== 'ObjectExpression') return {};
  const props: Record<string, string | null> = {};
  for (const prop of (node as ObjectExpression).properties) {
    if (prop.type !== 'Property') continue;
    const { key, value } = prop as Property;
    const name = key.name ?? (typeof key.value === 'string' ? key.value : undefined);
    if (name) props[name] = stringOf(value) ?? null;
  }
  return props;
}

/** Every node of a program, depth first. */
function* nodes(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* nodes(child);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    yield node as Node;
    for (const [key, value] of Object.entries(node)) if (key !== 'loc') yield* nodes(value);
  }
}

/** A file as plain JavaScript, its JSX turned into calls of `JSX_FACTORY`. */
async function asJavaScript(file: string, text: string): Promise<string> {
  const extension = path.extname(file);
  const jsx =
    extension === '.md' || extension === '.mdx'
      ? // MDX names its JSX runtime in comments, which esbuild would follow instead of its own options.
        String(await compile(mdxSource(text, file), { jsx: true })).replace(JSX_PRAGMAS, '')
      : text;
  const loader = extension === '.ts' ? 'ts' : extension === '.tsx' ? 'tsx' : 'jsx';
  return (await transform(jsx, { loader, jsx: 'transform', jsxFactory: JSX_FACTORY, jsxFragment: 'null' })).code;
}

/**
 * The `<Translate>` and `translate()` ids of one file with their default messages and descriptions, as Docusaurus's
 * extraction reads them: an id without a message is its own message; a message without an id is its own id.
 */
function messagesOf(code: string, file: string, found: ExtractedMessages): void {
  const program = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  for (const node of nodes(program)) {
    if (node.type !== 'CallExpression') continue;
    const call = node as CallExpression;
    const element = call.callee.name === JSX_FACTORY && (call.arguments[0] as Node & { name?: string })?.name;
    if (element !== 'Translate' && call.callee.name !== 'translate') continue;
    const props = stringProps(call.arguments[element === 'Translate' ? 1 : 0]);
    const children = element === 'Translate' ? call.arguments.slice(2) : [];
    const message =
      element === 'Translate' ? (children.length === 1 ? stringOf(children[0]) : undefined) : props.message;
    const id = props.id ?? message;
    const what = element === 'Translate' ? '<Translate>' : 'translate()';
    if (props.id === null || typeof id !== 'string' || (message === undefined && children.length > 0)) {
      found.skipped.push(`${file}: a ${what} whose id or message is not a plain string`);
      continue;
    }
    const description = props.description ?? undefined;
    found.entries[id] = { message: message ?? id, ...(description ? { description } : {}) };
  }
}

/**
 * The translatable text of the files under `dirs` (site-relative, or absolute for the theme's own): every id a
 * `<Translate>` or `translate()` of theirs uses, by id; a later folder's message for an id replaces an earlier's.
 */
export async function extractMessages(siteDir: string, dirs: string[]): Promise<ExtractedMessages> {
  const found: ExtractedMessages = { entries: {}, skipped: [] };
  for (const dir of dirs) {
    const root = path.resolve(siteDir, dir);
    const files = await fg(SOURCE_FILES, { cwd: root, ignore: ['**/node_modules/**'], onlyFiles: true });
    for (const relative of files.sort()) {
      const file = path.join(root, relative);
      const text = await readFile(file, 'utf8');
      if (!MENTIONS.test(text)) continue;
      const shown = path.relative(siteDir, file);
      try {
        messagesOf(await asJavaScript(file, text), shown, found);
      } catch {
        found.skipped.push(`${shown}: a file that does not parse (docgen build names its mistake)`);
      }
    }
  }
  return found;
}
