import type { NavLink, PageData, ResolvedNavbarItem, SiteData } from '../shared/model.js';
import { routeOutOfLocale, urlInLocale } from '../shared/urls.js';

/**
 * The locale dropdown as this page shows it: labelled with the page's locale, a link per locale of the site to the
 * same route there (every locale has every route of the default one), and to the locale's home page from a page that
 * is the same in no other locale (the not-found page). Without a second locale, it shows nothing.
 */
export function localeDropdown(
  item: Extract<ResolvedNavbarItem, { kind: 'localeDropdown' }>,
  page: PageData,
  site: SiteData,
): ResolvedNavbarItem | undefined {
  const { i18n } = site;
  if (!i18n) return undefined;
  const route = page.kind === 'notFound' ? '/' : routeOutOfLocale(page.route, i18n.prefix);
  // As Docusaurus's: a path to a locale on the page's domain, a full URL to one on a domain of its own.
  const links = i18n.locales.map((locale): NavLink => ({
    label: locale.label,
    href: urlInLocale(route, locale, site.trailingSlash, site.url) + (item.queryString ?? ''),
    lang: locale.lang,
    external: false,
  }));
  const label = i18n.locales.find((l) => l.name === i18n.locale)?.label ?? i18n.locale;
  return { kind: 'dropdown', position: item.position, label, items: [...item.before, ...links, ...item.after] };
}
