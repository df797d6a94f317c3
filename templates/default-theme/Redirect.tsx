import { translate, useSite, withBaseUrl } from 'docgen/client';

/** Shown only for the instant before the browser follows the page's meta refresh. */
export function Redirect({ to }: { to: string }) {
  const site = useSite();
  const href = withBaseUrl(to, site.baseUrl, site.trailingSlash);
  return (
    <main className="container narrow-page">
      <h1>{translate({ id: 'theme.redirect.title', message: 'Redirecting…' })}</h1>
      <p>
        <a href={href}>{translate({ id: 'theme.redirect.link', message: 'Continue to the documentation' })}</a>
      </p>
    </main>
  );
}
