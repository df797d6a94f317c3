import type { Element, ElementContent, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { filePosition } from '../context.js';
import { highlightLanguage, isPlainLanguage, lowlight } from '../languages.js';
import { applyCodeNotation, diffLines } from '../code-notation.js';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, HIGHLIGHTED_LINE } from '../magic-comments.js';
import { escapeRegExp } from '../../util/escape-regexp.js';
import { SKIP, walkType } from '../walk.js';
import { splitLines } from '../../shared/code-lines.js';

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  /** Whether the meta string names lines to highlight: magic comments are then left as written, as in Docusaurus. */
  hasRanges: boolean;
  showLineNumbers: boolean;
}

/** The title in a fence's meta string, `title="file.tsx"` or VitePress's `[vite.config.js]`, and the rest of it. */
export function splitCodeTitle(meta: string): { title?: string; rest: string } {
  const found = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta) ?? /(?:^|\s)\[([^\]]+)\](?=\s|$)/.exec(meta);
  if (!found) return { rest: meta };
  return { title: found[1] ?? found[2] ?? found[3], rest: meta.replace(found[0], ' ').trim() };
}

/**
 * Reads the fence's meta string: `title="file.tsx" {1,4-6} showLineNumbers`. Highlighted lines are kept
 * within the block's `lineCount` lines, so that a typo such as `{1-99999999}` costs nothing.
 */
export function parseCodeMeta(meta: string | undefined | null, lineCount: number): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), hasRanges: false, showLineNumbers: false };
  if (!meta) return result;
  const { title, rest: withoutTitle } = splitCodeTitle(meta);
  if (title !== undefined) result.title = title;
  for (const [, ranges] of withoutTitle.matchAll(/\{([\d,\s-]+)\}/g)) {
    result.hasRanges = true;
    for (const part of ranges!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      for (let line = Math.max(from, 1); line <= Math.min(to ?? from, lineCount); line++)
        result.highlightLines.add(line);
    }
  }
  result.showLineNumbers = /\bshowLineNumbers\b/.test(withoutTitle);
  return result;
}

/**
 * A fence's meta string (its title, highlighted lines) kept as an attribute of its `code` element: parsing raw HTML
 * (rehype-raw) rebuilds every node and drops `data`, where remark-rehype put it. Run before that pass.
 */
export function keepFenceMeta(tree: Root): void {
  walkType<Element>(tree, 'element', (node) => {
    const meta = (node.data as { meta?: string } | undefined)?.meta;
    if (node.tagName === 'code' && meta) node.properties.dataMeta = meta;
  });
}

/**
 * Replaces each fenced `pre > code` with a `code-block` element holding highlighted lines: lines named in
 * the meta string, or marked by magic comments (which are taken out). A language highlight.js does not know
 * is reported once per page, at its first fence.
 */
export function rehypeCode() {
  return (tree: Root, file: VFile) => {
    const magicComments = file.data.site?.magicComments ?? DEFAULT_MAGIC_COMMENTS;
    const reported = new Set<string>();
    walkType<Element>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre') return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const fence = fenceOf(code);
      const language = fence.language;
      const written = toString(code).replace(/\n$/, '');
      const metaString = [
        fence.metaInName,
        (code.data as { meta?: string } | undefined)?.meta ?? (code.properties.dataMeta as string | undefined),
      ]
        .filter(Boolean)
        .join(' ');
      const meta = parseCodeMeta(metaString, written.split('\n').length);
      const magic = meta.hasRanges
        ? { code: written, lineClasses: new Map<number, string[]>() }
        : applyMagicComments(written, language ?? 'text', magicComments);
      const notation = applyCodeNotation(magic.code, language ?? 'text', magic.lineClasses);
      const diff = language === 'diff' ? diffLines(notation.code) : undefined;
      const source = diff?.code ?? notation.code;
      const lineClasses = notation.lineClasses;
      for (const [line, classes] of diff?.lineClasses ?? [])
        lineClasses.set(line, [...(lineClasses.get(line) ?? []), ...classes]);
      const grammar = language && highlightLanguage(language);
      if (language && !grammar && !isPlainLanguage(language) && !reported.has(language)) {
        reported.add(language);
        reportUnknownLanguage(file, node, language);
      }
      const highlighted = grammar
        ? lowlight.highlight(grammar, source).children
        : [{ type: 'text', value: source } as Text];
      const lines = splitLines(highlighted as ElementContent[]).map((content, i) => {
        const words = notation.words.get(i);
        const children = words ? markWords(content, words) : content;
        const classes = ['line', ...(lineClasses.get(i) ?? [])];
        if (meta.highlightLines.has(i + 1) && !classes.includes(HIGHLIGHTED_LINE)) classes.push(HIGHLIGHTED_LINE);
        return { type: 'element', tagName: 'span', properties: { className: classes }, children } as Element;
      });
      const joined: ElementContent[] = [];
      lines.forEach((line, i) => {
        if (i > 0) joined.push({ type: 'text', value: '\n' });
        joined.push(line);
      });
      const block: Element = {
        type: 'element',
        tagName: 'code-block',
        properties: {
          language: language ?? 'text',
          ...(meta.title ? { title: meta.title } : {}),
          ...(meta.showLineNumbers ? { lineNumbers: true } : {}),
          ...(notation.focused ? { focused: true } : {}),
        },
        children: [{ type: 'element', tagName: 'code', properties: { className: ['hljs'] }, children: joined }],
        position: node.position,
      };
      parent.children[index] = block;
      return SKIP;
    });
  };
}

function reportUnknownLanguage(file: VFile, node: Element, language: string): void {
  file.data.result!.warnings.push({
    message: `code block language "${language}" is not one highlight.js knows: the block is shown without highlighting (use "text" for plain text)`,
    ...filePosition(file, node.position?.start),
    once: `language:${language}`,
  });
}

/**
 * The fence's language, and what VitePress writes in its place: a title in brackets (```[.env]) or lines to
 * highlight right after the language (```js{4,6-8}), both read as if written in the meta string.
 */
function fenceOf(code: Element): { language?: string; metaInName?: string } {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return {};
  const cls = classes.find((c) => String(c).startsWith('language-'));
  const name = cls ? String(cls).slice('language-'.length) : undefined;
  if (name && /^\[.+\]$/.test(name)) return { metaInName: name };
  const ranged = name && /^([^{]+)(\{[\d,\s-]+\})$/.exec(name);
  if (ranged) return { language: ranged[1]!.toLowerCase(), metaInName: ranged[2] };
  return { language: name?.toLowerCase() };
}

/** A line's text with each occurrence of the words wrapped in a marked span (within one highlighted token). */
function markWords(line: ElementContent[], words: string[]): ElementContent[] {
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'g');
  const mark = (node: ElementContent): ElementContent[] => {
    if (node.type === 'element') return [{ ...node, children: node.children.flatMap(mark) }];
    if (node.type !== 'text') return [node];
    const parts: ElementContent[] = [];
    let last = 0;
    for (const found of node.value.matchAll(pattern)) {
      if (found.index > last) parts.push({ type: 'text', value: node.value.slice(last, found.index) });
      parts.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['highlighted-word'] },
        children: [{ type: 'text', value: found[0] }],
      });
      last = found.index + found[0].length;
    }
    if (last === 0) return [node];
    if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
    return parts;
  };
  return line.flatMap(mark);
}
