import MiniSearch, { type AsPlainObject } from 'minisearch';
import {
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
import { markTerms, snippet } from './highlight.js';
import { HITS_PER_PAGE, type PageResult, type SearchRequest, type SearchResponse } from './types.js';

const SUGGESTIONS = 3;
// Words too common to tell sections apart, left out of queries that have other words. They stay in
// the index: an API may well have a member called "is" or "on".
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or so than that the their then there these this to was were will with'.split(' '),
);
/** A page whose title is exactly the query ("Editor" for "<Editor />") beats pages that only mention it. */
const EXACT_TITLE_BOOST = 2;

interface Match {
  score: number;
  /** Index terms that matched the query's words. */
  terms: string[];
  /** Whether a word matched in the page title: only then can the title be the query itself. */
  inTitle: boolean;
}

/**
 * The local index in the browser: the manifest, the shards fetched so far, and one MiniSearch per
 * range of terms a query word needs (see termRange), made from those shards when first used.
 * Knows nothing of fetching, so it is tested in Node.
 */
export class LocalIndex {
  private readonly stats: Omit<AsPlainObject, 'index'>;
  private readonly firstTerms: string[];
  private readonly shards = new Map<number, AsPlainObject['index']>();
  private readonly ranges = new Map<string, MiniSearch>();

  constructor(private readonly manifest: SearchManifest) {
    this.stats = documentStats(manifest);
    this.firstTerms = manifest.shards.map(([first]) => first);
  }

  /** The query's words as the index holds them. */
  static terms(query: string): string[] {
    const all = [...new Set(tokenize(query).map(processTerm).filter((t): t is string => t !== null))];
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

  private rangeIndex(term: string): MiniSearch {
    const range = termRange(term);
    let index = this.ranges.get(range[0]);
    if (!index) {
      const entries = shardsInRange(this.firstTerms, range).flatMap((key) => this.shards.get(key) ?? []);
      index = MiniSearch.loadJS({ ...this.stats, index: entries }, INDEX_OPTIONS);
      this.ranges.set(range[0], index);
    }
    return index;
  }

  /** Sections holding every word of the query (each as typed, as a prefix, or with a typo), grouped by page. */
  search({ query, page, pageSize }: SearchRequest): SearchResponse {
    const terms = LocalIndex.terms(query);
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

  private termResults(term: string, options = QUERY_OPTIONS): Map<number, Match> {
    const matches = new Map<number, Match>();
    for (const r of this.rangeIndex(term).search(term, options)) {
      matches.set(r.id as number, { score: r.score, terms: r.terms, inTitle: Object.values(r.match).some((fields) => fields.includes('title')) });
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
        if (previous) next.set(id, { score: previous.score + match.score, terms: [...previous.terms, ...match.terms], inTitle: previous.inTitle || match.inTitle });
      }
      combined = next;
    }
    return combined ?? new Map();
  }

  /** A page ranks by its best section. */
  private rankPages(matches: Map<number, Match>, terms: string[]) {
    const query = terms.join(' ');
    const byPage = new Map<number, { page: number; score: number; sections: [number, Match][] }>();
    for (const [id, match] of matches) {
      const page = this.manifest.sections[id]![0];
      const entry = byPage.get(page) ?? { page, score: 0, sections: [] };
      entry.score = Math.max(entry.score, match.score);
      entry.sections.push([id, match]);
      byPage.set(page, entry);
    }
    for (const entry of byPage.values()) {
      const exactTitle = entry.sections.some(([, m]) => m.inTitle) && LocalIndex.terms(this.manifest.pages[entry.page]![1]).join(' ') === query;
      if (exactTitle) entry.score *= EXACT_TITLE_BOOST;
    }
    return [...byPage.values()].sort((a, b) => b.score - a.score || a.page - b.page);
  }

  private pageResult(page: number, sections: [number, Match][]): PageResult {
    const [url, title] = this.manifest.pages[page]!;
    const best = sections.sort((a, b) => b[1].score - a[1].score).slice(0, HITS_PER_PAGE);
    const allTerms = new Set(sections.flatMap(([, m]) => m.terms));
    return {
      url,
      title: markTerms(title, allTerms),
      hits: best.map(([id, match]) => {
        const [, anchor, heading, text] = this.manifest.sections[id]!;
        const terms = new Set(match.terms);
        return { url: anchor ? `${url}#${anchor}` : url, heading: markTerms(heading, terms), snippet: snippet(text, terms) };
      }),
    };
  }

  /** Titles of pages that hold any of the words, allowing more typos; else the first pages. */
  private suggest(terms: string[]): string[] {
    const loose = { ...QUERY_OPTIONS, fuzzy: 0.4 };
    const scores = new Map<number, number>();
    for (const term of terms) {
      for (const [id, match] of this.termResults(term, loose)) {
        const page = this.manifest.sections[id]![0];
        scores.set(page, (scores.get(page) ?? 0) + match.score);
      }
    }
    const ranked = [...scores].sort((a, b) => b[1] - a[1]).map(([page]) => page);
    const pages = ranked.length > 0 ? ranked : this.manifest.pages.map((_, i) => i);
    return pages.slice(0, SUGGESTIONS).map((p) => this.manifest.pages[p]![1]);
  }
}
