import type { SearchScope, SiteData } from '../../shared/model.js';

/** A run of text, marked when it matches the query; themes render marks as elements, never as HTML. */
export interface TextPart {
  text: string;
  match?: true;
}

export interface SearchHit {
  /** The page's URL, with the section's anchor. */
  url: string;
  /** Empty for the page's opening section. */
  heading: TextPart[];
  snippet: TextPart[];
  /** Set when the snippet is a line of code: the section was found by a name its code uses. */
  code?: true;
}

/** Results are grouped by page, best first; a page's hits are its best sections. */
export interface PageResult {
  url: string;
  title: TextPart[];
  /** The part of the site the page is in, when it is not the docs: a blog's title for its posts. */
  section?: string;
  hits: SearchHit[];
}

export interface SearchRequest {
  query: string;
  /** Zero-based page of results. */
  page: number;
  pageSize: number;
  /** The docs versions to search, as `searchScope` picks them; the last of each instance without it. */
  scope?: SearchScope;
}

export interface SearchResponse {
  query: string;
  /** Matching pages (local index) or records (Algolia) in all. */
  total: number;
  pages: PageResult[];
  /** Whether a next page of results exists. */
  hasMore: boolean;
  /** Queries to try instead, when there are no results. */
  suggestions: string[];
}

export interface SearchProvider {
  /** Starts loading what the first query (in that scope) needs, as soon as the reader opens search. */
  prepare(scope?: SearchScope): void;
  search(request: SearchRequest): Promise<SearchResponse>;
}

export type CreateSearchProvider = (site: SiteData) => SearchProvider;

/** Sections shown under each page in results. */
export const HITS_PER_PAGE = 3;
