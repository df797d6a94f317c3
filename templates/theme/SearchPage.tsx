import { translate } from 'docgen/client';

export function SearchPage() {
  return (
    <main className="container narrow-page">
      <h1>{translate({ id: 'theme.SearchPage.title', message: 'Search the documentation' })}</h1>
      <form className="search-page-form" role="search" method="get">
        <label className="visually-hidden" htmlFor="search-page-input">
          {translate({ id: 'theme.SearchPage.label', message: 'Search docs' })}
        </label>
        <input id="search-page-input" name="q" type="search" placeholder={translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' })} />
      </form>
    </main>
  );
}
