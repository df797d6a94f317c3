import type { SiteData } from './model.js';

/**
 * The parts of Docusaurus's `siteConfig` a site's code reads (title, tagline, URLs, favicon, customFields), from docgen's site
 * data: what `useDocusaurusContext` gives a page and what `@generated/docusaurus.config` exports.
 */
export function docusaurusSiteConfig(site: SiteData) {
  const i18n = docusaurusI18n(site);
  return {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    trailingSlash: site.trailingSlash,
    customFields: site.customFields,
    ...(site.favicon !== undefined && { favicon: site.favicon }),
    i18n: { defaultLocale: i18n.defaultLocale, locales: i18n.locales },
  };
}

/** Docusaurus's `i18n` context: the locale the data is of, the default one and every locale built. */
export function docusaurusI18n(site: SiteData) {
  return site.i18n
    ? {
        currentLocale: site.i18n.locale,
        defaultLocale: site.i18n.locales.find((l) => l.isDefault)?.name ?? site.i18n.locale,
        locales: site.i18n.locales.map((l) => l.name),
      }
    : { currentLocale: site.lang, defaultLocale: site.lang, locales: [site.lang] };
}
