import { useEffect, useState, type ComponentType } from 'react';
import { translate } from 'docgen/client';
import './search/search.css';

type ResultsComponent = ComponentType<{ query: string; onQuery: (query: string) => void }>;

function queryFromUrl(): string {
  return new URLSearchParams(location.search).get('q') ?? '';
}

/**
 * The search page: the query lives in `?q=`, read on load and kept up to date as the reader types
 * (replaceState, so the address is always shareable). The results' code loads after hydration.
 */
export function SearchPage() {
  const [query, setQuery] = useState('');
  const [Results, setResults] = useState<ResultsComponent | null>(null);

  useEffect(() => {
    setQuery(queryFromUrl());
    void import('./search/SearchPageResults.js').then((m) => setResults(() => m.SearchPageResults));
    const onPopState = () => setQuery(queryFromUrl());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const changeQuery = (next: string) => {
    setQuery(next);
    const url = new URL(location.href);
    if (next) url.searchParams.set('q', next);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };

  return (
    <main className="container narrow-page search-page">
      <h1>
        {query.trim()
          ? translate(
              { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
              { query },
            )
          : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' })}
      </h1>
      <form className="search-page-form" role="search" method="get" onSubmit={(e) => e.preventDefault()}>
        <label className="visually-hidden" htmlFor="search-page-input">
          {translate({ id: 'theme.SearchPage.inputLabel', message: 'Search docs' })}
        </label>
        <input
          id="search-page-input"
          className="search-page-input"
          name="q"
          type="search"
          placeholder={translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' })}
          autoComplete="off"
          maxLength={256}
          value={query}
          onChange={(e) => changeQuery(e.target.value)}
        />
      </form>
      {Results && <Results query={query} onQuery={changeQuery} />}
    </main>
  );
}
