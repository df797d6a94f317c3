import { BLOCK_BREAK, isUnspaced, wordsAt } from '../../shared/search-index-format.js';
import type { TextPart } from './types.js';

/** Splits text into runs, marking the words (of Chinese and Japanese too) whose lowercase form is one of `terms`. */
export function markTerms(text: string, terms: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const { word, index } of wordsAt(text)) {
    if (!terms.has(word.toLowerCase())) continue;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: word, match: true });
    last = index + word.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

const CONTEXT_BEFORE = 40;

/**
 * About `length` characters of a section's text around its first matching word: from the start of
 * that word's block when it is near, else from a word boundary a little before it; cut between
 * words, with ellipses where text was left out and the blocks shown apart (see blockJoin).
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = 160): TextPart[] {
  const first = [...wordsAt(text)].find((w) => terms.has(w.word.toLowerCase()))?.index ?? 0;
  const blockStart = text.lastIndexOf(BLOCK_BREAK, first) + 1;
  // A match near the start of its block shows that block from its start ("member — what it does");
  // one deeper in the text starts a little before it, or earlier near the end of the text, so that
  // the snippet is as long as the others.
  let start =
    text.length <= length
      ? 0
      : first - blockStart <= CONTEXT_BEFORE
        ? blockStart
        : Math.max(0, Math.min(first - CONTEXT_BEFORE, text.length - length));
  if (start > blockStart && !/\s/.test(text[start - 1]!)) start = Math.min(first, nextWordStart(text, start));
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = Math.max(lastWordEnd(text, end), first + 1);
  const body = text
    .slice(start, end)
    .trim()
    .split(BLOCK_BREAK)
    .reduce((joined, block) => (joined ? joined + blockJoin(joined) + block : block), '');
  return markTerms(`${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`, terms);
}

/** Where the first word at or after `at` starts (Chinese and Japanese, which have no spaces, anywhere). */
function nextWordStart(text: string, at: number): number {
  if (isUnspaced(text[at])) return at;
  const space = text.slice(at).search(/\s/);
  return space === -1 ? at : at + space + 1;
}

/** Where the last whole word before `at` ends (Chinese and Japanese, which have no spaces, anywhere). */
function lastWordEnd(text: string, at: number): number {
  if (isUnspaced(text[at - 1])) return at;
  const before = text.slice(0, at + 1);
  return Math.max(before.lastIndexOf(' '), before.lastIndexOf(BLOCK_BREAK));
}

/** A block that ends a sentence is followed by a space; a list item or table cell by a dot, so that "id" and "The id…" stay apart. */
function blockJoin(previous: string): string {
  return /[.!?:;…]$/.test(previous) ? ' ' : ' · ';
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

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);
}
