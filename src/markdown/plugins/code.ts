import type { Element, ElementContent, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import { common, createLowlight } from 'lowlight';
import { SKIP, walkType } from '../walk.js';

// highlight.js grammars emit class names, so the light and dark palettes are plain CSS and
// the page switches colours without re-highlighting; nothing of this ships to the browser.
const lowlight = createLowlight(common);

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
}

/**
 * Reads the fence's meta string: `title="file.tsx" {1,4-6} showLineNumbers`. Highlighted lines are kept
 * within the block's `lineCount` lines, so that a typo such as `{1-99999999}` costs nothing.
 */
export function parseCodeMeta(meta: string | undefined | null, lineCount: number): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), showLineNumbers: false };
  if (!meta) return result;
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const withoutTitle = title ? meta.replace(title[0], '') : meta;
  for (const [, ranges] of withoutTitle.matchAll(/\{([\d,\s-]+)\}/g)) {
    for (const part of ranges!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      for (let line = Math.max(from, 1); line <= Math.min(to ?? from, lineCount); line++) result.highlightLines.add(line);
    }
  }
  result.showLineNumbers = /\bshowLineNumbers\b/.test(withoutTitle);
  return result;
}

/** Replaces each fenced `pre > code` with a `code-block` element holding highlighted lines. */
export function rehypeCode() {
  return (tree: Root) => {
    walkType<Element>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre') return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const language = languageOf(code);
      const source = toString(code).replace(/\n$/, '');
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta ?? (code.properties.dataMeta as string | undefined), source.split('\n').length);
      const highlighted = language && lowlight.registered(language) ? lowlight.highlight(language, source).children : [{ type: 'text', value: source } as Text];
      const lines = splitLines(highlighted as ElementContent[]).map((children, i) => {
        const classes = ['line'];
        if (meta.highlightLines.has(i + 1)) classes.push('line-highlighted');
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
        },
        children: [{ type: 'element', tagName: 'code', properties: { className: ['hljs'] }, children: joined }],
        position: node.position,
      };
      parent.children[index] = block;
      return SKIP;
    });
  };
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  const cls = classes.find((c) => String(c).startsWith('language-'));
  return cls ? String(cls).slice('language-'.length).toLowerCase() : undefined;
}

/**
 * Splits highlighted nodes at newlines, re-opening the enclosing spans on each line, so that every
 * line is its own element (for highlighted lines and line numbers) and keeps its colours.
 */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (node: ElementContent, wrap: (child: ElementContent) => ElementContent) => {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      parts.forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part !== '') lines[lines.length - 1]!.push(wrap({ type: 'text', value: part }));
      });
    } else if (node.type === 'element') {
      const shell = (child: ElementContent): ElementContent => wrap({ ...node, children: [child] });
      for (const child of node.children) walk(child, shell);
    }
  };
  for (const node of nodes) walk(node, (child) => child);
  return lines.map(mergeAdjacent);
}

/** Re-joins pieces that `walk` wrapped separately in the same span, to keep the HTML small. */
function mergeAdjacent(line: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of line) {
    const prev = out[out.length - 1];
    if (prev && prev.type === 'element' && node.type === 'element' && sameShell(prev, node)) {
      prev.children = mergeAdjacent([...prev.children, ...node.children]);
    } else if (prev && prev.type === 'text' && node.type === 'text') {
      out[out.length - 1] = { type: 'text', value: prev.value + node.value };
    } else out.push(node);
  }
  return out;
}

function sameShell(a: Element, b: Element): boolean {
  return a.tagName === b.tagName && JSON.stringify(a.properties) === JSON.stringify(b.properties);
}
