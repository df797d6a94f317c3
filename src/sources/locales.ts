import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { DocgenError } from '../errors.js';
import { loadThemeStrings } from '../i18n/theme-strings.js';
import { builtPlaces, commonBaseUrl, localePlaces, routePrefix, type LocalePlace } from '../i18n/locale-place.js';
import { readLocaleMessages, type LocaleMessages } from '../i18n/translation-files.js';
import type { DocSource } from '../shared/model.js';
import { routeInLocale } from '../shared/urls.js';

/** One locale the site is built in, with Docusaurus's defaults for what its `localeConfigs` entry leaves out. */
export interface SiteLocale {
  name: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Where its routes start under the build's base URL (see `buildBaseUrl`): `''` at it, `/fr` for another. */
  prefix: string;
  /** The domain its pages are published on, without a trailing slash: its `localeConfigs` url, else the site's. */
  url: string;
  /** Where its pages start on that domain, as Docusaurus places it (see `localePlaces`). */
  baseUrl: string;
  /** Its translations' folder, site-relative and posix: `i18n/<its localeConfigs path, else its name>`. */
  dir: string;
  isDefault: boolean;
  /** Every locale of the site, built or not, as its pages lead to them (`hreflang`, the locale dropdown). */
  linked: LinkedLocale[];
  /** What its translation files say of the site itself (see `readLocaleMessages`); none before they are read. */
  messages?: LocaleMessages;
}

/** A locale of the site as a page leads to it: its place, and its route prefix when this build writes it. */
export interface LinkedLocale {
  name: string;
  label: string;
  htmlLang: string;
  url: string;
  baseUrl: string;
  isDefault: boolean;
  prefix?: string;
}

/** Languages written right to left, for a locale whose `localeConfigs` entry does not say. */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The language's name in itself, capitalized as Docusaurus's default label is ("Français"; `iw` is "עברית"). */
function languageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * The locale's writing direction as `Intl` knows it, which reads old codes as their languages (`iw` as Hebrew), as
 * Docusaurus's default does; the list of right-to-left languages where this Node has no `getTextInfo`/`textInfo`.
 */
function defaultDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    const direction = (intl.getTextInfo?.() ?? intl.textInfo)?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
    return RIGHT_TO_LEFT.has(intl.language.toLowerCase()) ? 'rtl' : 'ltr';
  } catch {
    return RIGHT_TO_LEFT.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
  }
}

/**
 * The locales a build makes, the default first: every one of `i18n.locales` (less any a later one is written over,
 * see `builtPlaces`), or `only` (`build --locale X`), each placed as Docusaurus places it (see `localePlaces`).
 */
export function siteLocales(config: SiteConfig, configFile: string, only?: string): SiteLocale[] {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  if (!locales.includes(defaultLocale))
    throw new DocgenError(`i18n.defaultLocale: "${defaultLocale}" is not one of i18n.locales (${locales.join(', ')})`, {
      file: configFile,
      key: 'i18n.defaultLocale',
    });
  if (only !== undefined && !locales.includes(only))
    throw new DocgenError(
      `--locale ${only}: the site has no locale "${only}"`,
      { file: configFile, key: 'i18n.locales' },
      `i18n.locales: ${locales.join(', ')}`,
    );
  const base = buildBaseUrl(config, only);
  const built = new Set(builtPlaces(config, only).built.map((p) => p.name));
  const linked = localePlaces(config, only).map((place): LinkedLocale => {
    const htmlLang = localeConfigs[place.name]?.htmlLang ?? place.name;
    return {
      name: place.name,
      // As Docusaurus: the label and direction a locale leaves out are its `htmlLang`'s, when it gives one.
      label: localeConfigs[place.name]?.label ?? languageName(htmlLang),
      htmlLang,
      url: place.url,
      baseUrl: place.baseUrl,
      isDefault: place.name === defaultLocale,
      ...(built.has(place.name) && { prefix: routePrefix(place, base) }),
    };
  });
  return linked.flatMap((locale) =>
    locale.prefix === undefined
      ? []
      : [
          {
            ...locale,
            prefix: locale.prefix,
            direction: localeConfigs[locale.name]?.direction ?? defaultDirection(locale.htmlLang),
            dir: localeDir(config, locale.name),
            linked,
          },
        ],
  );
}

/** What a build (of the locale `only`, `build --locale X`) makes of the site's config and locales. */
export interface LocalesForBuild {
  /** The config under the build's base URL, each locale placed (see `configForBuild`). */
  config: SiteConfig;
  /** The locales built, with their translation files and the theme's strings read (see `siteLocales`, `withMessages`). */
  locales: SiteLocale[];
  /** A notice for each locale the build writes over (see `replacedLocales`). */
  notices: string[];
}

export async function localesForBuild(
  config: SiteConfig,
  site: { configFile: string; siteDir: string; only?: string },
): Promise<LocalesForBuild> {
  const built = configForBuild(config, site.only);
  const locales = withMessages(siteLocales(built, site.configFile, site.only), site.siteDir);
  await loadThemeStrings(locales.map((l) => l.name));
  return { config: built, locales, notices: replacedLocales(config, site.only) };
}

/**
 * The base URL docgen writes the build under: the site's, or the longest path it shares with the baseUrl of each
 * locale built, one output holding them all (see `commonBaseUrl`).
 */
export function buildBaseUrl(config: SiteConfig, only?: string): string {
  return commonBaseUrl(config.baseUrl, builtPlaces(config, only).built);
}

/**
 * The config as the engine builds it: under the build's base URL (see `buildBaseUrl`), each locale at the baseUrl
 * and url `localePlaces` gives it, written out, so that every page, link and file of the build follows one base URL
 * and each locale's routes start at their prefix under it.
 */
export function configForBuild(config: SiteConfig, only?: string): SiteConfig {
  if (config.i18n.locales.length === 1 && only === undefined) return config;
  const localeConfigs = { ...config.i18n.localeConfigs };
  for (const { name, url, baseUrl } of localePlaces(config, only))
    localeConfigs[name] = { ...(localeConfigs[name] ?? { calendar: 'gregory' }), url, baseUrl };
  return { ...config, baseUrl: buildBaseUrl(config, only), i18n: { ...config.i18n, localeConfigs } };
}

/**
 * A notice for each locale a whole build writes over, as Docusaurus's does (see `builtPlaces`): the multi-domain
 * layout is built one locale per output.
 */
export function replacedLocales(config: SiteConfig, only?: string): string[] {
  return builtPlaces(config, only).replaced.map(
    ({ place, by }) =>
      `i18n.localeConfigs.${by.name}.baseUrl: ${by.name} is written where ${place.name} is (${place.folder ? `${place.folder}/` : 'the output’s root'}), over it, as Docusaurus's full build writes it; build one locale per output with docgen build --locale ${place.name}`,
  );
}

/** The URLs of the locales published on a domain of their own (`localeConfigs.<locale>.url`), without a trailing slash. */
export function localeOrigins(config: SiteConfig): string[] {
  const site = config.url.replace(/\/$/, '');
  const urls = Object.values(config.i18n.localeConfigs).map((own) => own.url?.replace(/\/$/, ''));
  return [...new Set(urls)].filter((url): url is string => url !== undefined && url !== site);
}

/** A locale's translations folder, as Docusaurus 3 finds it: `<i18n.path>/<its localeConfigs path, else its name>`. */
export function localeDir(config: SiteConfig, name: string): string {
  const own = config.i18n.localeConfigs[name]?.path ?? name;
  return path.posix.join(config.i18n.path.split(path.sep).join('/'), own).replace(/\/+$/, '');
}

/**
 * The output folders (posix, relative to the output) of the locales a build makes besides the default: Docusaurus
 * builds each locale as a site of its own, with the static folders copied into each. Read from the config before it
 * is checked (`siteLocales` reports what is wrong with it).
 */
export function localeOutputFolders(config: SiteConfig, only?: string): string[] {
  const base = buildBaseUrl(config, only);
  return builtPlaces(config, only).built.flatMap((place: LocalePlace) => routePrefix(place, base).slice(1) || []);
}

/**
 * A plugin's translated files in a locale's folder (`localeDir`), as Docusaurus lays them out:
 * `i18n/<locale>/<plugin>[-<id>]`, the instance id added for a plugin instance other than the default.
 */
export function translationsDir(localeFolder: string, plugin: string, instanceId = 'default'): string {
  return `${localeFolder}/${plugin}${instanceId === 'default' ? '' : `-${instanceId}`}`;
}

/** The locales with their translation files read (`code.json`, the navbar's and the footer's). */
export function withMessages(locales: SiteLocale[], siteDir: string): SiteLocale[] {
  return locales.map((locale) => ({ ...locale, messages: readLocaleMessages(siteDir, locale.dir) }));
}

/**
 * A source's docs (or posts) in another locale: the translated file where there is one of the same path, else the
 * default locale's at the locale's route. A translated file with no original is left out, as Docusaurus reads them.
 */
export function localizedDocs(
  own: DocSource[],
  translated: DocSource[] | undefined,
  locale: SiteLocale,
  scope: string,
): DocSource[] {
  const byPath = new Map(translated?.map((d) => [d.docPath, d]));
  return own.map((doc) => byPath.get(doc.docPath) ?? { ...doc, scope, route: routeInLocale(doc.route, locale.prefix) });
}

/**
 * The translated files (site-relative) that translate nothing: no doc (or post) of the default locale has their path,
 * so Docusaurus leaves them out, and so does `localizedDocs`. A translation of a draft is not one of them.
 */
export function withoutOriginal(own: { docs: DocSource[]; draftIds: string[] }, translated: DocSource[]): string[] {
  const paths = new Set(own.docs.map((d) => d.docPath));
  const drafts = new Set(own.draftIds);
  return translated.filter((d) => !paths.has(d.docPath) && !drafts.has(d.id)).map((d) => d.file);
}
