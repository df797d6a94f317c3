import type { SiteConfig } from '../config/schema.js';

/** Where a locale lives, as Docusaurus 3.10 places it (`loadI18n` and `loadContext` of its core). */
export interface LocalePlace {
  name: string;
  /** The domain its pages are published on, without a trailing slash: its `localeConfigs` url, else the site's. */
  url: string;
  /** Where its pages start on that domain, one slash at each end: its `localeConfigs` baseUrl, else worked out. */
  baseUrl: string;
  /** Docusaurus's output folder for it, posix, `''` for the output's root: its baseUrl less the site's. */
  folder: string;
}

/** A path as Docusaurus normalizes a base URL: one slash at each end, `/` for none. */
export function slashedBase(value: string): string {
  return `/${value.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
}

/**
 * Every locale of the config, the default first, placed as Docusaurus places it: a locale's own baseUrl, else the
 * site's, followed by `<name>/` for a locale other than the default, except in a build of one locale
 * (`build --locale X`), where every locale that gives none is at the site's baseUrl (Docusaurus's multi-domain
 * deployment). Its output folder is its baseUrl with the site's first occurrence in it replaced by `/`, as
 * Docusaurus writes it: a baseUrl outside the site's is a folder of that name.
 */
export function localePlaces(config: SiteConfig, only?: string): LocalePlace[] {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const siteBase = slashedBase(config.baseUrl);
  return [defaultLocale, ...locales.filter((l) => l !== defaultLocale)].map((name) => {
    const own = localeConfigs[name];
    const inferred = name !== defaultLocale && only === undefined ? slashedBase(`${siteBase}${name}`) : siteBase;
    const baseUrl = own?.baseUrl === undefined ? inferred : slashedBase(own.baseUrl);
    return {
      name,
      url: (own?.url ?? config.url).replace(/\/$/, ''),
      baseUrl,
      folder: baseUrl.replace(siteBase, '/').replace(/^\/|\/$/g, ''),
    };
  });
}

/**
 * The locales a build writes, the default first (`only` for `build --locale X`), with those it writes over: as
 * Docusaurus builds them one after the other, each emptying its output folder first, a locale whose folder is that
 * of a later one, or inside it, is not in the output (the multi-domain layout, `fr: { url, baseUrl: '/' }`, built
 * whole: French replaces the default locale at the root).
 */
export function builtPlaces(
  config: SiteConfig,
  only?: string,
): { built: LocalePlace[]; replaced: { place: LocalePlace; by: LocalePlace }[] } {
  const places = localePlaces(config, only).filter((p) => only === undefined || p.name === only);
  const replaced: { place: LocalePlace; by: LocalePlace }[] = [];
  const built = places.filter((place, i) => {
    const by = places.slice(i + 1).find((later) => isWithin(place.folder, later.folder));
    if (by) replaced.push({ place, by });
    return !by;
  });
  return { built, replaced };
}

/** Whether the posix folder `inner` is `outer` or lies in it (`''` is the output's root). */
function isWithin(inner: string, outer: string): boolean {
  return outer === '' || inner === outer || inner.startsWith(`${outer}/`);
}

/**
 * The base URL docgen builds the locales under, one output for all of them: the longest path every built locale's
 * baseUrl and the site's start with. A locale's routes start with its baseUrl less this one (`/fr`, `''`).
 */
export function commonBaseUrl(siteBaseUrl: string, built: LocalePlace[]): string {
  const segments = (base: string) => base.split('/').filter(Boolean);
  let common = segments(slashedBase(siteBaseUrl));
  for (const place of built) {
    const own = segments(place.baseUrl);
    let same = 0;
    while (same < common.length && same < own.length && common[same] === own[same]) same++;
    common = common.slice(0, same);
  }
  return slashedBase(common.join('/'));
}

/** A built locale's route prefix under the common base URL: `''` at it, `/fr` for `/fr/` under `/`. */
export function routePrefix(place: LocalePlace, baseUrl: string): string {
  return place.baseUrl.slice(baseUrl.length - 1).replace(/\/$/, '');
}
