import MiniSearch, { type AsPlainObject } from 'minisearch';
import {
  decodeShard,
  documentStats,
  INDEX_OPTIONS,
  processTerm,
  QUERY_OPTIONS,
  shardsInRange,
  termRange,
  type SearchManifest,
  type SearchShard,
} from '../../search/index-format.js';
import { markTerms, snippet } from './highlight.js';
import { HITS_PER_PAGE, type PageResult, type SearchRequest, type SearchResponse } from './types.js';

const SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;
const SUGGESTIONS = 3;

interface Match {
  score: number;
  terms: Set<string>;
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
    return [...new Set(query.split(SEPARATOR).map(processTerm).filter((t): t is string => t !== null))];
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
    const pages = this.rankPages(matches);
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
    return new Map(this.rangeIndex(term).search(term, options).map((r) => [r.id as number, { score: r.score, terms: new Set(r.terms) }]));
  }

  /** Sections that match every word; their scores add up, as in MiniSearch's own AND. */
  private matchAll(terms: string[]): Map<number, Match> {
    let combined: Map<number, Match> | undefined;
    for (const term of terms) {
      const next = new Map<number, Match>();
      for (const [id, match] of this.termResults(term)) {
        const previous = combined?.get(id);
        if (combined && !previous) continue;
        next.set(id, { score: (previous?.score ?? 0) + match.score, terms: new Set([...(previous?.terms ?? []), ...match.terms]) });
      }
      combined = next;
    }
    return combined ?? new Map();
  }

  /** A page ranks by its best section. */
  private rankPages(matches: Map<number, Match>) {
    const byPage = new Map<number, { page: number; score: number; sections: [number, Match][] }>();
    for (const [id, match] of matches) {
      const page = this.manifest.sections[id]![0];
      const entry = byPage.get(page) ?? { page, score: 0, sections: [] };
      entry.score = Math.max(entry.score, match.score);
      entry.sections.push([id, match]);
      byPage.set(page, entry);
    }
    return [...byPage.values()].sort((a, b) => b.score - a.score || a.page - b.page);
  }

  private pageResult(page: number, sections: [number, Match][]): PageResult {
    const [url, title] = this.manifest.pages[page]!;
    const best = sections.sort((a, b) => b[1].score - a[1].score).slice(0, HITS_PER_PAGE);
    const allTerms = new Set(sections.flatMap(([, m]) => [...m.terms]));
    return {
      url,
      title: markTerms(title, allTerms),
      hits: best.map(([id, match]) => {
        const [, anchor, heading, text] = this.manifest.sections[id]!;
        return { url: anchor ? `${url}#${anchor}` : url, heading: markTerms(heading, match.terms), snippet: snippet(text, match.terms) };
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
