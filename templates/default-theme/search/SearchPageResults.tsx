import { translate, translatePlural, useSite } from 'docgen/client';
import { ErrorScreen, NoResultsScreen } from './SearchScreens.js';
import { SearchResultList } from './SearchResultList.js';
import { useSearch } from './useSearch.js';

const PAGE_SIZE = 10;

/** The search page's results, ten pages at a time with a button for more; loaded after hydration. */
export function SearchPageResults({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const search = useSearch(query, PAGE_SIZE);
  const { lang } = useSite();
  if (search.status === 'error') return <ErrorScreen />;
  if (search.status === 'done' && search.total === 0)
    return <NoResultsScreen query={search.query} suggestions={search.suggestions} onSuggestion={onQuery} />;
  if (search.pages.length === 0) {
    return search.status === 'loading' ? (
      <p className="search-page-status">
        {translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results…' })}
      </p>
    ) : null;
  }
  return (
    <section aria-busy={search.status === 'loading'}>
      <p className="search-page-status" role="status">
        {translatePlural(
          { id: 'theme.SearchPage.documentsFound', message: 'One result|{count} results' },
          search.total,
          lang,
        )}
      </p>
      <SearchResultList pages={search.pages} />
      {search.hasMore && (
        <button
          type="button"
          className="search-page-more"
          onClick={search.loadMore}
          disabled={search.status === 'loading'}
        >
          {translate({ id: 'theme.SearchPage.loadMore', message: 'Load more results' })}
        </button>
      )}
    </section>
  );
}
