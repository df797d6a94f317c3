import { WORD } from '../../shared/search-index-format.js';
import type { TextPart } from './types.js';

/** Splits text into runs, marking the words whose lowercase form is one of `terms`. */
export function markTerms(text: string, terms: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!terms.has(match[0].toLowerCase())) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], match: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

const CONTEXT_BEFORE = 30;

/** About `length` characters of text, starting a little before the first matching word, cut between words. */
export function snippet(text: string, terms: ReadonlySet<string>, length = 120): TextPart[] {
  const first = [...text.matchAll(WORD)].find((m) => terms.has(m[0].toLowerCase()))?.index ?? 0;
  let start = Math.max(0, Math.min(first - CONTEXT_BEFORE, text.length - length));
  if (start > 0) start = Math.min(first, text.indexOf(' ', start) + 1 || start);
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), first + 1);
  const body = text.slice(start, end).trim();
  return markTerms(`${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`, terms);
}

/**
 * Algolia marks matches with tags inside an HTML-escaped string; this turns it into runs of plain
 * text, so that nothing from a record is ever parsed as HTML.
 */
export function partsFromTagged(value: string, pre: string, post: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const [i, chunk] of value.split(pre).entries()) {
    const [marked, rest] = i === 0 ? [undefined, chunk] : splitOnce(chunk, post);
    if (marked) parts.push({ text: decodeEntities(marked), match: true });
    if (rest) parts.push({ text: decodeEntities(rest) });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);
}
