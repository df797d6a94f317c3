import { WORD } from '../../shared/search-index-format.js';
import { editDistance } from '../../shared/edit-distance.js';
import type { TextPart } from './types.js';

export const SUGGESTIONS = 3;

/** How many edits away a word of the index may be and still be offered for `word`. */
export const editLimit = (word: string) => Math.max(1, Math.round(word.length * 0.4));

/**
 * "Did you mean" queries: the query with its first word that matches nothing replaced by each of its closest
 * alternatives, the other unknown words by their best. None when every word is known (only their combination
 * matches nothing) or when a word has nothing close. `written` spells a word as the docs do.
 */
export function didYouMean(
  words: string[],
  alternatives: string[][],
  written: (word: string) => string = (word) => word,
): string[] {
  const unknown = alternatives.findIndex((options, i) => options[0] !== words[i]);
  if (unknown === -1 || alternatives.some((options) => options.length === 0)) return [];
  return alternatives[unknown]!.map((choice) =>
    alternatives.map((options, i) => written(i === unknown ? choice : options[0]!)).join(' '),
  );
}

/**
 * The words, as written, that a search engine's highlighting marked in whole or in part: with a prefix query,
 * "<mark>seria</mark>lize" gives "serialize".
 */
export function markedWords(parts: TextPart[]): string[] {
  let text = '';
  const marked: [number, number][] = [];
  for (const part of parts) {
    if (part.match) marked.push([text.length, text.length + part.text.length]);
    text += part.text;
  }
  const words: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const end = match.index + match[0].length;
    if (marked.some(([from, to]) => from < end && to > match.index)) words.push(match[0]);
  }
  return words;
}

/**
 * The words of `found` closest to `word` (at most `editLimit` edits), fewest edits first, then the most
 * frequent; `[word]` when it is among them, as it is then known.
 */
export function closestWords(word: string, found: string[]): string[] {
  const lower = word.toLowerCase();
  const counts = new Map<string, { written: string; count: number }>();
  for (const written of found) {
    const key = written.toLowerCase();
    const entry = counts.get(key) ?? { written, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  if (counts.has(lower)) return [word];
  const limit = editLimit(lower);
  return [...counts]
    .map(([key, { written, count }]) => ({ written, count, distance: editDistance(lower, key) }))
    .filter((c) => c.distance <= limit)
    .sort((a, b) => a.distance - b.distance || b.count - a.count || (a.written < b.written ? -1 : 1))
    .slice(0, SUGGESTIONS)
    .map((c) => c.written);
}
