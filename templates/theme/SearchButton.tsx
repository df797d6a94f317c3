import { translate, useSite } from 'docgen/client';

/** Leads to the search page; the search modal replaces this with an in-page dialog. */
export function SearchButton() {
  const site = useSite();
  return (
    <a className="navbar-search-button" href={`${site.baseUrl}search`}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zm9.5 3-5-5" />
      </svg>
      <span>{translate({ id: 'theme.search.button', message: 'Search' })}</span>
    </a>
  );
}
