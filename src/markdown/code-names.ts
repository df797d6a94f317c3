import type { Element, ElementContent } from 'hast';

/** What a code block gives search: the names it uses, and lines that show them. */
export interface CodeNames {
  /** Each name once, as first written. */
  names: string[];
  /** Lines (trimmed), each showing at least one name that no line before it shows. */
  lines: string[];
}

/**
 * highlight.js's tokens that hold no name a reader searches for: keywords of the language, literals, numbers, strings,
 * comments and punctuation. Names are what is left: function, variable, property and type names, attributes, CLI flags.
 */
const NOT_NAMES = new Set([
  'hljs-keyword',
  'hljs-literal',
  'hljs-number',
  'hljs-string',
  'hljs-regexp',
  'hljs-comment',
  'hljs-doctag',
  'hljs-quote',
  'hljs-meta',
  'hljs-operator',
  'hljs-punctuation',
]);

/** A name starts with a letter, `_` or `$`; `--port` is the name `port`. One letter (`i`, `x`) tells nothing apart. */
const NAME = /[\p{L}_$][\p{L}\p{N}_$]+/gu;

/**
 * The names of a highlighted code block (the `code` elements inside it, not its title or buttons), read from
 * highlight.js's token classes, so that keywords, strings and comments of any language it knows are left out.
 */
export function codeNames(block: Element): CodeNames {
  let text = '';
  const spans: [start: number, end: number][] = [];
  const read = (node: ElementContent, inCode: boolean, skipped: boolean) => {
    if (node.type === 'text') {
      // Text nodes side by side (a `[!code word:x]` mark inside a name) are one span.
      const last = spans[spans.length - 1];
      if (inCode && !skipped && last?.[1] === text.length) last[1] += node.value.length;
      else if (inCode && !skipped) spans.push([text.length, text.length + node.value.length]);
      if (inCode) text += node.value;
      return;
    }
    if (node.type !== 'element') return;
    const classes = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
    const skip = skipped || classes.some((name) => NOT_NAMES.has(name));
    for (const child of node.children) read(child, inCode || node.tagName === 'code', skip);
  };
  block.children.forEach((child) => read(child, block.tagName === 'code', false));

  const names = new Map<string, string>();
  const lines: string[] = [];
  let lastLine = -1;
  for (const [start, end] of spans) {
    for (const found of text.slice(start, end).matchAll(NAME)) {
      const key = found[0].toLowerCase();
      if (names.has(key)) continue;
      names.set(key, found[0]);
      const at = start + found.index;
      const lineStart = text.lastIndexOf('\n', at - 1) + 1;
      if (lineStart === lastLine) continue;
      lastLine = lineStart;
      const lineEnd = text.indexOf('\n', at);
      lines.push(text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).trim());
    }
  }
  return { names: [...names.values()], lines };
}
