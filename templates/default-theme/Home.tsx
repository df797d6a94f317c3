import type { HomePageData } from 'docgen/client';
import { translate, useSite } from 'docgen/client';
import './styles/home.css';

/** The home page of a site without its own pages/index.tsx: its title, its tagline and the way into the docs. */
export function Home({ page }: { page: HomePageData }) {
  const site = useSite();
  return (
    <main className="home-hero">
      <h1 className="home-title">{site.title}</h1>
      {site.tagline && <p className="home-tagline">{site.tagline}</p>}
      {page.firstDoc && (
        <a className="home-button" href={page.firstDoc}>
          {translate({ id: 'theme.home.getStarted', message: 'Get started' })}
        </a>
      )}
    </main>
  );
}
