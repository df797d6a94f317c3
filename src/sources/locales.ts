import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { DocgenError } from '../errors.js';
import { readLocaleMessages, type LocaleMessages } from '../i18n/translation-files.js';
import type { DocSource } from '../shared/model.js';
import { routeInLocale } from '../shared/urls.js';

/** One locale the site is built in, with Docusaurus's defaults for what its `localeConfigs` entry leaves out. */
export interface SiteLocale {
  name: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Where its routes start: `''` for the default locale (at the root), `/fr` for another. */
  prefix: string;
  /** The domain its pages are published on, without a trailing slash: its `localeConfigs` url, else the site's. */
  url: string;
  /** Its translations' folder, site-relative and posix: `i18n/<its localeConfigs path, else its name>`. */
  dir: string;
  isDefault: boolean;
  /** What its translation files say of the site itself (see `readLocaleMessages`); none before they are read. */
  messages?: LocaleMessages;
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
 * The locales a build makes, the default first: every one of `i18n.locales`, or `only` (`build --locale X`).
 * A locale other than the default is at `/<name>/`, or at its `localeConfigs` baseUrl.
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
  checkLocaleBaseUrls(config, configFile);
  return builtLocales(config, only).map((name) => {
    const own = localeConfigs[name];
    // As Docusaurus: the label and direction a locale leaves out are its `htmlLang`'s, when it gives one.
    const htmlLang = own?.htmlLang ?? name;
    return {
      name,
      label: own?.label ?? languageName(htmlLang),
      htmlLang,
      direction: own?.direction ?? defaultDirection(htmlLang),
      prefix: localePrefix(config, name),
      url: (own?.url ?? config.url).replace(/\/$/, ''),
      dir: localeDir(config, name),
      isDefault: name === defaultLocale,
    };
  });
}

/** The names of the locales a build makes, the default first (`only` for `build --locale X`). */
function builtLocales(config: SiteConfig, only: string | undefined): string[] {
  const { defaultLocale, locales } = config.i18n;
  return only !== undefined ? [only] : [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
}

/**
 * Where a locale's routes start, as Docusaurus 3 places a locale: `''` for the default, `/<name>` for another, or its
 * `localeConfigs` baseUrl less the site's (`checkLocaleBaseUrls` refuses one outside it). The `localeConfigs` path
 * names the locale's folder only (see `localeDir`).
 */
function localePrefix(config: SiteConfig, name: string): string {
  const baseUrl = config.i18n.localeConfigs[name]?.baseUrl;
  if (name === config.i18n.defaultLocale) return '';
  if (baseUrl === undefined || baseUrl === config.baseUrl || !baseUrl.startsWith(config.baseUrl)) return `/${name}`;
  return baseUrl.slice(config.baseUrl.length - 1).replace(/\/$/, '');
}

/**
 * docgen builds the locales into one site under its `baseUrl`, the default locale at its root (where `x-default` and
 * the site's own links lead): a locale's own baseUrl must lie under the site's, and the default's be the site's.
 */
function checkLocaleBaseUrls(config: SiteConfig, configFile: string): void {
  for (const [name, own] of Object.entries(config.i18n.localeConfigs)) {
    if (own.baseUrl === undefined) continue;
    const isDefault = name === config.i18n.defaultLocale;
    const under = own.baseUrl.startsWith(config.baseUrl) && own.baseUrl !== config.baseUrl;
    if (isDefault ? own.baseUrl === config.baseUrl : under) continue;
    throw new DocgenError(
      `i18n.localeConfigs.${name}.baseUrl: "${own.baseUrl}" is not ${isDefault ? 'the' : 'under the'} site's baseUrl "${config.baseUrl}"`,
      { file: configFile, key: `i18n.localeConfigs.${name}.baseUrl` },
      isDefault
        ? `docgen builds the default locale at the site's baseUrl: set baseUrl: "${own.baseUrl}" at the top of the config, or leave the locale's out`
        : own.url !== undefined
          ? `docgen builds every locale into one site: leave the baseUrl out to publish the locale at "${own.url.replace(/\/$/, '')}${config.baseUrl}${name}/", or build it as a site of its own`
          : `docgen builds every locale into one site: give a baseUrl that starts with "${config.baseUrl}", or build the locale as a site of its own`,
    );
  }
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
  return builtLocales(config, only).flatMap((name) => localePrefix(config, name).slice(1) || []);
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
