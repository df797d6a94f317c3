import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageResult, SearchResponse } from 'docgen/client';
import { loadSearchProvider, searchScope, useRoute, useSite } from 'docgen/client';

export interface SearchState {
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The query the results below answer; while loading, the previous results stay on screen. */
  query: string;
  total: number;
  pages: PageResult[];
  hasMore: boolean;
  suggestions: string[];
}

const IDLE: SearchState = { status: 'idle', query: '', total: 0, pages: [], hasMore: false, suggestions: [] };

/** A provider's pages of results can share a page (Algolia's are records): their hits are merged. */
function appendPages(existing: PageResult[], next: PageResult[]): PageResult[] {
  const byUrl = new Map(existing.map((p) => [p.url, { ...p, hits: [...p.hits] }]));
  for (const page of next) {
    const known = byUrl.get(page.url);
    if (known) known.hits.push(...page.hits.filter((h) => !known.hits.some((k) => k.url === h.url)));
    else byUrl.set(page.url, page);
  }
  return [...byUrl.values()];
}

/**
 * Runs the query through the site's provider as it changes; answers to older queries that arrive
 * late are dropped. Mounting it starts loading the provider and its index.
 */
export function useSearch(query: string, pageSize: number) {
  const site = useSite();
  const { page: shown } = useRoute();
  const [state, setState] = useState<SearchState>(IDLE);
  const latest = useRef(0);
  const nextPage = useRef(0);

  const run = useCallback(
    async (q: string, page: number) => {
      const ticket = ++latest.current;
      setState((s) => ({ ...s, status: 'loading' }));
      let response: SearchResponse;
      try {
        const scope = searchScope(shown, site);
        response = await (await loadSearchProvider(site)).search({ query: q, page, pageSize, scope });
      } catch {
        if (ticket === latest.current) setState({ ...IDLE, status: 'error', query: q });
        return;
      }
      if (ticket !== latest.current) return;
      nextPage.current = page + 1;
      setState((s) => ({
        status: 'done',
        query: q,
        total: response.total,
        pages: page === 0 ? response.pages : appendPages(s.pages, response.pages),
        hasMore: response.hasMore,
        suggestions: response.suggestions,
      }));
    },
    [site, shown, pageSize],
  );

  useEffect(() => {
    loadSearchProvider(site).then(
      (p) => p.prepare(searchScope(shown, site)),
      () => {},
    );
  }, [site, shown]);

  useEffect(() => {
    if (query.trim()) void run(query, 0);
    else {
      latest.current++;
      setState(IDLE);
    }
  }, [query, run]);

  const loadMore = useCallback(() => void run(query, nextPage.current), [query, run]);
  return { ...state, loadMore };
}
