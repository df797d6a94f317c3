import type { AsPlainObject, Options, SearchOptions } from 'minisearch';

/**
 * The local search index's files and MiniSearch settings, shared by the build (which indexes) and the
 * browser (which loads and queries): MiniSearch only loads an index made with the same options.
 *
 * The terms are split into shards, ranges of the sorted terms of about SHARD_POSTINGS postings
 * each, so that a query loads only the ranges its words need: MiniSearch rebuilds its maps on load,
 * which for a whole large site costs far more than the 50 ms a query may take. A word is looked up
 * among the terms that share its first letters (see termRange): a typo there is not forgiven.
 */

/** One section of a doc page as MiniSearch sees it; `id` is the section's position in `sections`. */
export interface IndexedSection {
  id: number;
  /** Only a page's first section carries the title, so that a title match ranks the page, once. */
  title: string;
  heading: string;
  text: string;
  /** The API members the section documents, weighed between its heading and its text. */
  names: string;
  /** The names its code blocks use: weighed least, and a page found by them alone ranks below any found by its prose. */
  code: string;
}

export const INDEXED_FIELDS = ['title', 'heading', 'text', 'names', 'code'] as const;
export const CODE_FIELD = INDEXED_FIELDS.indexOf('code');

/** The file the browser fetches first: what results show, the document statistics, and where each range of terms is. */
export interface SearchManifest {
  /**
   * `[url, title]` of each page, the URL with the site's base URL; a page of a part of the site its results name
   * (a blog's post) has that part's name third.
   */
  pages: ([url: string, title: string] | [url: string, title: string, section: string])[];
  /**
   * `[page, anchor, heading, text, code?]`; the text, its blocks apart (BLOCK_BREAK), is cut to SNIPPET_SOURCE_LENGTH,
   * enough for a snippet; `code`, when the section's code blocks use names, is lines of code that show them, apart
   * (BLOCK_BREAK), cut to CODE_SOURCE_LENGTH: the snippet of a result found by a name in code.
   */
  sections: ([number, string, string, string] | [number, string, string, string, string])[];
  /** Term counts of each section's fields, `INDEXED_FIELDS.length` numbers per section, and their means: for ranking. */
  fieldLengths: number[];
  averageFieldLength: number[];
  /** `[first term, URL]` of each shard, in term order: a shard holds the terms up to the next one's first. */
  shards: [string, string][];
}

/**
 * A shard: `[term, field, postings, field, postings…]` per term, where postings are section ids as
 * gaps from the previous id, each followed by the term's count negated when it is not 1. Gaps and
 * small numbers compress far better than MiniSearch's own `{"4211": 1}` objects.
 */
export type SearchShard = (string | number | number[])[][];

/** Between two blocks of a section's text (paragraphs, list items, table cells): no block's own text holds one. */
export const BLOCK_BREAK = '\n';

/** Section text kept for snippets: the whole text of most sections, the start of long ones and of their long blocks. */
export const SNIPPET_SOURCE_LENGTH = 400;
export const BLOCK_SOURCE_LENGTH = 200;
/** Lines of code kept for snippets: whole lines, each cut to CODE_LINE_LENGTH; a name past them is named in the hit's heading. */
export const CODE_SOURCE_LENGTH = 160;
export const CODE_LINE_LENGTH = 100;

/** Spaces, punctuation and symbols end a word: "<Editor />" is the word "Editor". */
const SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;
export const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

/** Scripts written without spaces between words (Chinese, Japanese); Korean spaces its words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
let segmenter: Intl.Segmenter | undefined;

/**
 * The words of a text: split at spaces, punctuation and symbols, and a run of Chinese or Japanese further into the
 * words of ICU's dictionary (Intl.Segmenter; the root locale's rules, the same in the build and in any browser), so
 * that a word of it finds its page; the query is split the same way.
 */
export function tokenize(text: string): string[] {
  const tokens = text.split(SEPARATOR);
  if (!UNSPACED.test(text)) return tokens;
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  return tokens.flatMap((token) =>
    UNSPACED.test(token) ? [...segmenter!.segment(token)].flatMap((s) => (s.isWordLike ? [s.segment] : [])) : [token],
  );
}

/**
 * Each word of a text with where it starts, as `tokenize` splits it (a run of Chinese or Japanese into its words):
 * what the results mark as matched.
 */
export function* wordsAt(text: string): Generator<{ word: string; index: number }> {
  for (const match of text.matchAll(WORD)) {
    if (!UNSPACED.test(match[0])) {
      yield { word: match[0], index: match.index };
      continue;
    }
    segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
    for (const s of segmenter.segment(match[0]))
      if (s.isWordLike) yield { word: s.segment, index: match.index + s.index };
  }
}

/** A character of a script written without spaces, where a text may be cut between any two characters. */
export const isUnspaced = (char: string | undefined): boolean => char !== undefined && UNSPACED.test(char);

export function processTerm(term: string): string | null {
  return term.toLowerCase() || null;
}

export const SHARD_POSTINGS = 4000;

/**
 * The range of terms a query word may match: those sharing its first three letters, or two for a
 * word of under five letters (or its only letter). Narrower ranges load less: see the bench.
 */
export function termRange(term: string): [string, string] {
  const prefix = [...term].slice(0, term.length >= 5 ? 3 : 2).join('');
  return [prefix, `${prefix}\uffff`];
}

/** Indexes of the shards whose terms overlap [from, to). */
export function shardsInRange(firstTerms: string[], [from, to]: [string, string]): number[] {
  const found: number[] = [];
  firstTerms.forEach((first, i) => {
    const next = firstTerms[i + 1];
    if (first < to && (next === undefined || next > from)) found.push(i);
  });
  return found;
}

export const INDEX_OPTIONS: Options<IndexedSection> = {
  fields: [...INDEXED_FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
};

/** Title before headings before body; prefix matching as the reader types; a typo forgiven in words over 3 letters. */
export const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 5, heading: 2.5, names: 1.5, text: 1, code: 0.1 },
  prefix: true,
  fuzzy: (term) => (term.length > 3 ? 0.2 : false),
  tokenize,
  processTerm,
};

/**
 * The key of a locale's and docs version's index in `site.assets`: a version of the docs instance `docs`, or, with
 * `instance`, of that further docs instance (its older versions only: its last is in the last version's index of
 * `docs`).
 */
export function searchIndexKey(lang: string, version: string, instance?: string): string {
  return instance ? `search:${lang}:${instance}:${version}` : `search:${lang}:${version}`;
}

type IndexEntry = AsPlainObject['index'][number];

/** `[section id, count…]` pairs, ids ascending, as gaps from the previous id, each followed by the count negated when it is not 1. */
export function encodePostings(flat: number[]): number[] {
  const encoded: number[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    encoded.push(flat[i]! - (i > 0 ? flat[i - 2]! : 0));
    if (flat[i + 1] !== 1) encoded.push(-flat[i + 1]!);
  }
  return encoded;
}

export function decodeShard(shard: SearchShard): IndexEntry[] {
  return shard.map(([term, ...rest]) => {
    const fields: IndexEntry[1] = {};
    for (let i = 0; i < rest.length; i += 2) {
      const postings: Record<number, number> = {};
      let id = 0;
      for (const n of rest[i + 1] as number[]) {
        if (n < 0) postings[id] = -n;
        else postings[(id += n)] = 1;
      }
      fields[rest[i] as number] = postings;
    }
    return [term as string, fields];
  });
}

/** The document statistics MiniSearch needs besides the terms, rebuilt from the manifest. */
export function documentStats(
  manifest: Pick<SearchManifest, 'sections' | 'fieldLengths' | 'averageFieldLength'>,
): Omit<AsPlainObject, 'index'> {
  const width = INDEXED_FIELDS.length;
  const count = manifest.sections.length;
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  for (let id = 0; id < count; id++) {
    documentIds[id] = id;
    fieldLength[id] = manifest.fieldLengths.slice(id * width, (id + 1) * width);
  }
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: Object.fromEntries(INDEXED_FIELDS.map((f, i) => [f, i])),
    fieldLength,
    averageFieldLength: manifest.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    serializationVersion: 2,
  };
}
