import { localeUrl, translate, useSite } from 'docgen/client';

export function NotFound() {
  const site = useSite();
  return (
    <main className="container narrow-page">
      <h1>{translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}</h1>
      <p>{translate({ id: 'theme.NotFound.p1', message: 'We could not find what you were looking for.' })}</p>
      <p>
        {translate({
          id: 'theme.NotFound.p2',
          message: 'The link you followed may be out of date. Try the search, or start again from',
        })}{' '}
        <a href={localeUrl('/', site)}>{translate({ id: 'theme.NotFound.home', message: 'the home page' })}</a>.
      </p>
    </main>
  );
}
