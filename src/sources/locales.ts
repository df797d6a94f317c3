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
 * A locale other than the default is at `/<path>/` (its `localeConfigs` path, else its name).
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
      isDefault: name === defaultLocale,
    };
  });
}

/** The names of the locales a build makes, the default first (`only` for `build --locale X`). */
function builtLocales(config: SiteConfig, only: string | undefined): string[] {
  const { defaultLocale, locales } = config.i18n;
  return only !== undefined ? [only] : [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
}

/** Where a locale's routes start: `''` for the default, `/<path>` (its `localeConfigs` path, else its name) for another. */
function localePrefix(config: SiteConfig, name: string): string {
  if (name === config.i18n.defaultLocale) return '';
  const path = config.i18n.localeConfigs[name]?.path ?? name;
  return `/${path.replace(/^\/+|\/+$/g, '')}`;
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
 * A plugin's translated files for `locale`, as Docusaurus lays them out: `i18n/<locale>/<plugin>[-<id>]`,
 * the instance id added for a plugin instance other than the default.
 */
export function translationsDir(locale: string, plugin: string, instanceId = 'default'): string {
  return `i18n/${locale}/${plugin}${instanceId === 'default' ? '' : `-${instanceId}`}`;
}

/** The locales with their translation files read (`code.json`, the navbar's and the footer's). */
export function withMessages(locales: SiteLocale[], siteDir: string): SiteLocale[] {
  return locales.map((locale) => ({ ...locale, messages: readLocaleMessages(siteDir, locale.name) }));
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
