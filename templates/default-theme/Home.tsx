import type { HomePageData } from 'docgen/client';
import { translate } from 'docgen/client';
import { Icon } from './Icon.js';
import './styles/home.css';

/**
 * The home page of a site without its own pages/index.tsx, laid out as VitePress's default home: a hero (the
 * config's `home.hero`, else the site's title and tagline) with its buttons and an optional picture beside it,
 * then the `home.features` as cards.
 */
export function Home({ page }: { page: HomePageData }) {
  const { hero, features } = page;
  const actions =
    hero.actions ??
    (page.firstDoc
      ? [
          {
            text: translate({ id: 'theme.home.getStarted', message: 'Get started' }),
            href: page.firstDoc,
            theme: 'brand' as const,
          },
        ]
      : []);
  return (
    <main className="theme-home">
      <section className={`theme-home-hero${hero.image ? ' has-image' : ''}`} aria-labelledby="theme-home-title">
        <div className="theme-home-hero-text">
          <h1 id="theme-home-title" className="theme-home-title">
            <span className="theme-home-name">{hero.name}</span>
            {hero.text && <span className="theme-home-text">{hero.text}</span>}
          </h1>
          {hero.tagline && <p className="theme-home-tagline">{hero.tagline}</p>}
          {actions.length > 0 && (
            <div className="theme-home-actions">
              {actions.map((action) => (
                <a key={action.href + action.text} className={`theme-home-action ${action.theme}`} href={action.href}>
                  {action.text}
                  {action.theme === 'brand' && <Icon name="arrow-right" size={18} />}
                </a>
              ))}
            </div>
          )}
        </div>
        {hero.image && (
          <div className="theme-home-image">
            <img src={hero.image.src} alt={hero.image.alt} />
          </div>
        )}
      </section>
      {features.length > 0 && (
        <section className="theme-home-features">
          <h2 className="visually-hidden">{translate({ id: 'theme.home.features', message: 'Features' })}</h2>
          <ul className="theme-home-feature-grid">
            {features.map((feature) => (
              <li key={feature.title} className="theme-home-feature">
                <h3>{feature.href ? <a href={feature.href}>{feature.title}</a> : feature.title}</h3>
                <p>{feature.details}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
