import { compact, isRecord, str, type Json } from './config-values.js';

/** What a `localeConfigs` entry holds that docgen's `i18n.localeConfigs` takes as it is. */
const LOCALE_KEYS = ['label', 'direction', 'htmlLang', 'calendar', 'path'] as const;

/**
 * Docusaurus's `i18n` as docgen's: the default locale, the locales and their `localeConfigs` (the `i18n/` folder
 * is read where it is, in Docusaurus's layout). What docgen cannot take is named, one line each; a site in
 * English only writes nothing.
 */
export function i18nOptions(raw: unknown, notCarried: string[]): { i18n?: Json } {
  if (!isRecord(raw)) return {};
  const defaultLocale = str(raw.defaultLocale) ?? 'en';
  const locales = Array.isArray(raw.locales) ? raw.locales.flatMap((l) => (typeof l === 'string' ? [l] : [])) : [];
  if (!locales.includes(defaultLocale)) locales.unshift(defaultLocale);
  if (raw.path !== undefined && str(raw.path) !== 'i18n')
    notCarried.push(`i18n.path: "${String(raw.path)}" (docgen reads translations from the i18n folder)`);
  for (const key of Object.keys(raw))
    if (!['defaultLocale', 'locales', 'localeConfigs', 'path'].includes(key)) notCarried.push(`i18n.${key}`);
  const given = isRecord(raw.localeConfigs) ? raw.localeConfigs : {};
  const localeConfigs: Json = {};
  for (const [locale, options] of Object.entries(given)) {
    if (!locales.includes(locale)) {
      notCarried.push(`i18n.localeConfigs.${locale}: not one of i18n.locales, so neither site builds it`);
      continue;
    }
    if (!isRecord(options)) continue;
    const carried: Json = {};
    for (const key of LOCALE_KEYS) if (str(options[key]) !== undefined) carried[key] = str(options[key])!;
    for (const key of Object.keys(options)) {
      if ((LOCALE_KEYS as readonly string[]).includes(key)) continue;
      if (key === 'translate' && options.translate === false)
        notCarried.push(
          `i18n.localeConfigs.${locale}.translate: false (docgen reads the locale's i18n folder whenever it has one)`,
        );
      else if (key !== 'translate') notCarried.push(`i18n.localeConfigs.${locale}.${key}`);
    }
    if (Object.keys(carried).length > 0) localeConfigs[locale] = carried;
  }
  if (defaultLocale === 'en' && locales.length === 1 && Object.keys(localeConfigs).length === 0) return {};
  return {
    i18n: compact({
      defaultLocale,
      locales,
      localeConfigs: Object.keys(localeConfigs).length > 0 ? localeConfigs : undefined,
    }),
  };
}
