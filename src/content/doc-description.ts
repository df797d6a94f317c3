import type { DocSource } from '../shared/model.js';

/**
 * A doc's description as Docusaurus gives it to components (a doc card shows it under the title): the front
 * matter's `description`, else the doc's first line of text.
 */
export function docDescription(doc: DocSource): string | undefined {
  const written = doc.frontMatter.description;
  if (typeof written === 'string') return written;
  return doc.outlined ? doc.outlined.firstLine : firstTextLine(doc.body);
}

/** Inline Markdown reduced to its text, in this order; each keeps what a reader sees of it. */
const INLINE: [RegExp, string][] = [
  [/<[^>]*>/g, ''],
  // A title line (`# Title`) says nothing the card's own title does not.
  [/^#[^#]+#?/, ''],
  [/^#{1,6}\s*/, ''],
  [/([*_]{1,3})(.*?)\1/g, '$2'],
  [/~~(\S.*\S)~~/g, '$1'],
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'],
  [/\[\^.+?\](?:: .*$)?/g, ''],
  [/\[(.*?)\][[(].*?[\])]/g, '$1'],
  [/`(.+?)`/g, '$1'],
  [/^\s{0,3}>\s?/, ''],
  [/:::.*/, ''],
  // Emoji shortcodes (`:tada:`), with the space before them.
  [/\s?:(?:::|[^:\n])+:/g, ''],
  [/\{#*[\w-]+\}/, ''],
];

/**
 * The first line of the body that has text once its Markdown is taken away, as Docusaurus's excerpt takes it: a
 * setext title, imports and exports (up to the next blank line), fenced code and lines of markup alone are passed over.
 */
export function firstTextLine(body: string): string | undefined {
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n=+/, '')
    .split(/\r?\n/);
  let fence: string | undefined;
  let inModuleCode = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) {
      inModuleCode = false;
      continue;
    }
    if (fence === undefined && (inModuleCode || /^(?:import|export)\s/.test(line))) {
      inModuleCode = true;
      continue;
    }
    const ticks = /^`{3,}/.exec(trimmed)?.[0];
    if (ticks) {
      // A longer fence holds shorter ones as text.
      if (fence === undefined) fence = ticks;
      else if (ticks.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const text = INLINE.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), line).trim();
    if (text) return text;
  }
  return undefined;
}
