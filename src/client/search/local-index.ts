import MiniSearch, { type AsPlainObject, type Query } from 'minisearch';
import { stemmer } from 'stemmer';
import {
  BLOCK_BREAK,
  decodeShard,
  documentStats,
  INDEX_OPTIONS,
  processTerm,
  QUERY_OPTIONS,
  shardsInRange,
  termRange,
  tokenize,
  type SearchManifest,
  type SearchShard,
} from '../../shared/search-index-format.js';
import { editDistance } from '../../shared/edit-distance.js';
import { didYouMean, editLimit, SUGGESTIONS } from './did-you-mean.js';
import { markTerms, snippet } from './highlight.js';
import {
  HITS_PER_PAGE,
  type PageResult,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
  type TextPart,
} from './types.js';

// Words too common to tell sections apart, left out of queries that have other words. They stay in
// the index: an API may well have a member called "is" or "on".
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or so than that the their then there these this to was were will with'.split(
    ' ',
  ),
);

/** Another form of a word's stem counts about as much as a word it starts, as MiniSearch weighs prefix matches. */
const SAME_STEM_WEIGHT = 0.4;

interface Match {
  score: number;
  /** Index terms that matched the query's words. */
  terms: string[];
  /** Those of them that are the words as typed, completed, or another form of their stem: not typos. */
  close: string[];
  /** Those found in the heading field, which also holds the names of the API members the section documents. */
  inHeading: string[];
  /** Those found among the names of the section's code. */
  inCode: string[];
  /** How many of the query's words the section has only in its code: the fewer, the higher its page ranks. */
  codeOnly: number;
  /** Whether every word of the query is a word of the page title, as typed, as its start, or by its stem. */
  inTitle: boolean;
}

interface RangeIndex {
  index: MiniSearch;
  terms: string[];
  /** The range's terms by stem, made when a query first needs them: stemming every term costs more than a search. */
  byStem?: Map<string, string[]>;
}

/**
 * Whether a hit shows a match in its heading or text, or in a line of code, or neither (it names the match after its
 * heading): the hits of a page come in that order.
 */
const Shown = { No: 0, InCode: 1, InText: 2 } as const;

/**
 * How well a page's title answers the query; pages rank by it first, then by score: a page
 * titled "Serializing" leads for "serialize", before pages that only mention serializing.
 */
const TitleMatch = { None: 0, EveryWord: 1, Exact: 2 } as const;
type TitleMatch = (typeof TitleMatch)[keyof typeof TitleMatch];

/**
 * The local index in the browser: the manifest, the shards fetched so far, and one MiniSearch per
 * range of terms a query word needs (see termRange), made from those shards when first used.
 * Knows nothing of fetching, so it is tested in Node.
 */
export class LocalIndex {
  private readonly stats: Omit<AsPlainObject, 'index'>;
  private readonly firstTerms: string[];
  private readonly shards = new Map<number, AsPlainObject['index']>();
  private readonly ranges = new Map<string, RangeIndex>();
  private readonly stem: (term: string) => string;
  /** Index terms as the docs write them ("usenode" → "useNode"), looked up when first shown. */
  private readonly written = new Map<string, string>();
  /** The words of the query being answered as typed: how a name the shown text does not hold is written. */
  private typed = new Map<string, string>();

  /** `lang` is the site's language: English words also match the other forms of their stem ("serializing" for "serialize"). */
  constructor(
    private readonly manifest: SearchManifest,
    lang?: string,
  ) {
    this.stats = documentStats(manifest);
    this.firstTerms = manifest.shards.map(([first]) => first);
    this.stem = lang === 'en' || lang?.startsWith('en-') ? stemmer : (term) => term;
  }

  /** The query's words as the index holds them. */
  static terms(query: string): string[] {
    const all = [
      ...new Set(
        tokenize(query)
          .map(processTerm)
          .filter((t): t is string => t !== null),
      ),
    ];
    const telling = all.filter((t) => !STOP_WORDS.has(t));
    return telling.length > 0 ? telling : all;
  }

  /** Shards the query needs that are not loaded yet, with their URLs. */
  missingShards(query: string): { key: number; url: string }[] {
    const keys = new Set(LocalIndex.terms(query).flatMap((term) => shardsInRange(this.firstTerms, termRange(term))));
    return [...keys].filter((key) => !this.shards.has(key)).map((key) => ({ key, url: this.manifest.shards[key]![1] }));
  }

  addShard(key: number, shard: SearchShard): void {
    this.shards.set(key, decodeShard(shard));
  }

  private rangeIndex(term: string): RangeIndex {
    const range = termRange(term);
    let loaded = this.ranges.get(range[0]);
    if (!loaded) {
      const entries = shardsInRange(this.firstTerms, range).flatMap((key) => this.shards.get(key) ?? []);
      loaded = {
        index: MiniSearch.loadJS({ ...this.stats, index: entries }, INDEX_OPTIONS),
        terms: entries.map(([t]) => t),
      };
      this.ranges.set(range[0], loaded);
    }
    return loaded;
  }

  /** Sections holding every word of the query (each as typed, as a prefix, or with a typo), grouped by page. */
  search({ query, page, pageSize }: SearchRequest): SearchResponse {
    const terms = LocalIndex.terms(query);
    this.typed = new Map(tokenize(query).map((word) => [processTerm(word) ?? '', word]));
    const matches = this.matchAll(terms);
    const pages = this.rankPages(matches, terms);
    const results = pages.slice(page * pageSize, (page + 1) * pageSize).map((p) => this.pageResult(p.page, p.sections));
    return {
      query,
      total: pages.length,
      pages: results,
      hasMore: (page + 1) * pageSize < pages.length,
      suggestions: pages.length === 0 ? this.suggest(terms) : [],
    };
  }

  /** Sections matching one word of the query: as typed, as a prefix, with a typo, or as another form of its stem. */
  private termResults(word: string, options = QUERY_OPTIONS): Map<number, Match> {
    const range = this.rangeIndex(word);
    if (!range.byStem) {
      range.byStem = new Map();
      for (const term of range.terms) {
        const stem = this.stem(term);
        range.byStem.set(stem, [...(range.byStem.get(stem) ?? []), term]);
      }
    }
    const index = range.index;
    const sameStem = (range.byStem.get(this.stem(word)) ?? []).filter((t) => t !== word);
    const related = (term: string) => term.startsWith(word) || sameStem.includes(term);
    const query: Query =
      sameStem.length > 0
        ? {
            combineWith: 'OR',
            queries: [word, { queries: sameStem, prefix: false, fuzzy: false, boostTerm: () => SAME_STEM_WEIGHT }],
          }
        : word;
    const matches = new Map<number, Match>();
    for (const r of index.search(query, options)) {
      const inTitle = Object.entries(r.match).some(([term, fields]) => fields.includes('title') && related(term));
      const inField = (field: string) =>
        Object.entries(r.match).flatMap(([term, fields]) => (fields.includes(field) ? [term] : []));
      matches.set(r.id as number, {
        score: r.score,
        terms: r.terms,
        close: r.terms.filter(related),
        inHeading: inField('names'),
        inCode: inField('code'),
        codeOnly: Object.values(r.match).every((fields) => fields.every((field) => field === 'code')) ? 1 : 0,
        inTitle,
      });
    }
    return matches;
  }

  /** Sections that match every word; their scores add up, as in MiniSearch's own AND. */
  private matchAll(terms: string[]): Map<number, Match> {
    let combined: Map<number, Match> | undefined;
    for (const term of terms) {
      const matches = this.termResults(term);
      if (!combined) {
        combined = matches;
        continue;
      }
      const next = new Map<number, Match>();
      for (const [id, match] of matches) {
        const previous = combined.get(id);
        if (previous)
          next.set(id, {
            score: previous.score + match.score,
            terms: [...previous.terms, ...match.terms],
            close: [...previous.close, ...match.close],
            inHeading: [...previous.inHeading, ...match.inHeading],
            inCode: [...previous.inCode, ...match.inCode],
            codeOnly: previous.codeOnly + match.codeOnly,
            inTitle: previous.inTitle && match.inTitle,
          });
      }
      combined = next;
    }
    return combined ?? new Map();
  }

  /**
   * A page ranks by how well its title matches, then by how few of the query's words it has only in code (a page
   * that explains a name comes before one that only uses it), then by its best section.
   */
  private rankPages(matches: Map<number, Match>, terms: string[]) {
    const query = this.stems(terms);
    const byPage = new Map<
      number,
      { page: number; title: TitleMatch; codeOnly: number; score: number; sections: [number, Match][] }
    >();
    for (const [id, match] of matches) {
      const page = this.manifest.sections[id]![0];
      const entry = byPage.get(page) ?? {
        page,
        title: TitleMatch.None as TitleMatch,
        codeOnly: Infinity,
        score: 0,
        sections: [] as [number, Match][],
      };
      entry.score = Math.max(entry.score, match.score);
      entry.codeOnly = Math.min(entry.codeOnly, match.codeOnly);
      if (match.inTitle)
        entry.title =
          this.stems(LocalIndex.terms(this.manifest.pages[page]![1])) === query
            ? TitleMatch.Exact
            : TitleMatch.EveryWord;
      entry.sections.push([id, match]);
      byPage.set(page, entry);
    }
    return [...byPage.values()].sort(
      (a, b) => b.title - a.title || a.codeOnly - b.codeOnly || b.score - a.score || a.page - b.page,
    );
  }

  private stems(terms: string[]): string {
    return [...new Set(terms.map(this.stem))].sort().join(' ');
  }

  /**
   * A page's best sections, those whose shown text holds a match first (the index keeps only the
   * start of long sections). The opening section has no heading: the page title above it says it.
   */
  private pageResult(page: number, sections: [number, Match][]): PageResult {
    const [url, title, section] = this.manifest.pages[page]!;
    const hits = sections.map(([id, match]) => {
      const [, anchor, heading, text, code = ''] = this.manifest.sections[id]!;
      // Typo matches are marked only where none of the words themselves show: "member" is no match for "member2" beside "member2".
      const close = new Set(match.close);
      const terms = markTerms(`${heading}\n${text}\n${code}`, close).some((part) => part.match)
        ? close
        : new Set(match.terms);
      const prose = snippet(text || this.followingText(id), terms);
      const inText =
        [...prose, ...markTerms(heading, terms)].some((part) => part.match) ||
        match.inHeading.some((term) => terms.has(term));
      const line = inText
        ? undefined
        : code.split(BLOCK_BREAK).find((line) => markTerms(line, terms).some((part) => part.match));
      const shown = line === undefined ? prose : snippet(line, terms);
      const hit: SearchHit = {
        url: anchor ? `${url}#${anchor}` : url,
        heading: this.hitHeading(heading, shown, match.inHeading, match.inCode, terms),
        snippet: shown,
        ...(line === undefined ? {} : { code: true as const }),
      };
      return {
        hit,
        score: match.score,
        codeOnly: match.codeOnly,
        shown: inText ? Shown.InText : line !== undefined ? Shown.InCode : Shown.No,
      };
    });
    hits.sort((a, b) => b.shown - a.shown || a.codeOnly - b.codeOnly || b.score - a.score);
    const allTerms = new Set(sections.flatMap(([, m]) => m.terms));
    return {
      url,
      title: markTerms(title, allTerms),
      ...(section ? { section } : {}),
      hits: hits.slice(0, HITS_PER_PAGE).map((h) => h.hit),
    };
  }

  /**
   * The section's heading, followed by the API members that matched when neither the heading nor the snippet shows
   * them: "Returns › serialize" says why the useEditor reference answers "serialize"; or, when nothing else shows
   * a match, by the names of its code that matched, past the lines of code the index keeps.
   */
  private hitHeading(
    heading: string,
    snippetParts: TextPart[],
    inHeading: string[],
    inCode: string[],
    terms: ReadonlySet<string>,
  ): TextPart[] {
    const parts = markTerms(heading, terms);
    const shown = new Set([...parts, ...snippetParts].filter((p) => p.match).map((p) => p.text.toLowerCase()));
    let members = [...new Set(inHeading)].filter((term) => terms.has(term) && !shown.has(term));
    if (shown.size === 0 && members.length === 0) members = [...new Set(inCode)].filter((term) => terms.has(term));
    members.forEach((term, i) => {
      if (parts.length > 0) parts.push({ text: i === 0 ? ' › ' : ', ' });
      parts.push({ text: this.asWritten(term), match: true });
    });
    return parts;
  }

  /** The text after an opening section that has none (the page starts with a heading): the page's first words. */
  private followingText(id: number): string {
    const next = this.manifest.sections[id + 1];
    return next && next[0] === this.manifest.sections[id]![0] && !this.manifest.sections[id]![1] ? next[3] : '';
  }

  /** Shards a "did you mean" for the query needs besides those its search loaded: all terms that start like each word. */
  missingSuggestionShards(query: string): { key: number; url: string }[] {
    const keys = new Set(
      LocalIndex.terms(query).flatMap((term) => shardsInRange(this.firstTerms, [term[0]!, `${term[0]!}\uffff`])),
    );
    return [...keys].filter((key) => !this.shards.has(key)).map((key) => ({ key, url: this.manifest.shards[key]![1] }));
  }

  /**
   * "Did you mean": the query with each word that matches nothing replaced by the closest terms of
   * the index that start with the same letter, fewest edits first, then the most used; written as
   * the docs write them ("useNode", not "usenode").
   */
  private suggest(words: string[]): string[] {
    const alternatives = words.map((word) => (this.termResults(word).size > 0 ? [word] : this.closestTerms(word)));
    return didYouMean(words, alternatives, (term) => this.asWritten(term));
  }

  private closestTerms(word: string): string[] {
    const limit = editLimit(word);
    const scored: { term: string; distance: number; uses: number }[] = [];
    for (const [key, entries] of this.shards) {
      if (!shardsInRange(this.firstTerms, [word[0]!, `${word[0]!}\uffff`]).includes(key)) continue;
      for (const [term, fields] of entries) {
        if (term[0] !== word[0] || Math.abs(term.length - word.length) > limit) continue;
        const distance = editDistance(word, term);
        if (distance <= limit)
          scored.push({
            term,
            distance,
            uses: Object.values(fields).reduce((n, postings) => n + Object.keys(postings).length, 0),
          });
      }
    }
    scored.sort((a, b) => a.distance - b.distance || b.uses - a.uses || (a.term < b.term ? -1 : 1));
    return scored.slice(0, SUGGESTIONS).map((s) => s.term);
  }

  /**
   * The term as it is first written in a title, heading, text or kept code, else as typed (a name in code past the
   * lines kept).
   */
  private asWritten(term: string): string {
    let written = this.written.get(term);
    if (written === undefined) {
      // Once per word: a large site's manifest holds megabytes of text.
      const pattern = new RegExp(
        `(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'iu',
      );
      const found =
        this.manifest.pages.find(([, title]) => pattern.test(title))?.[1] ??
        this.manifest.sections
          .flatMap(([, , heading, text, code = '']) => [heading, text, code])
          .find((text) => pattern.test(text));
      written = found ? pattern.exec(found)![0] : '';
      this.written.set(term, written);
    }
    return written || this.typed.get(term) || term;
  }
}
