import type { SiteConfig } from '../config/schema.js';
import type { HomeFeature, HomeHero } from '../shared/model.js';
import { SCHEME, withBaseUrl } from '../shared/urls.js';

export interface HomeContent {
  hero: HomeHero;
  features: HomeFeature[];
}

/** The theme's home page content from the config's `home`, with the site's title and tagline as defaults. */
export function homeContent(config: SiteConfig): HomeContent {
  const { hero, features } = config.home;
  const href = (link: string) => (SCHEME.test(link) ? link : withBaseUrl(link, config.baseUrl, config.trailingSlash));
  // As the navbar logo: an image path is a file of the static folder, at the base URL.
  const src = (file: string) => (SCHEME.test(file) ? file : withBaseUrl(`/${file.replace(/^\//, '')}`, config.baseUrl));
  return {
    hero: {
      name: hero.name ?? config.title,
      ...(hero.text ? { text: hero.text } : {}),
      ...((hero.tagline ?? config.tagline) ? { tagline: hero.tagline ?? config.tagline } : {}),
      ...(hero.image ? { image: { src: src(hero.image.src), alt: hero.image.alt } } : {}),
      ...(hero.actions
        ? { actions: hero.actions.map((a) => ({ text: a.text, href: href(a.link), theme: a.theme })) }
        : {}),
    },
    features: features.map((f) => ({ title: f.title, details: f.details, ...(f.link ? { href: href(f.link) } : {}) })),
  };
}
