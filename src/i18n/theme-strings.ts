/** The default theme's strings in one language, by the id it gives them (Docusaurus's `theme.*` ids where there is one). */
export type ThemeStrings = Record<string, string>;

/**
 * docgen's own translations of its theme, by language; English is the theme's own text. Each is loaded when a site
 * builds its language (see `loadThemeStrings`): the 20 of them were 169 KB that every start compiled before its first page.
 */
const THEME_TABLES: Record<string, () => Promise<{ default: ThemeStrings }>> = {
  ar: () => import('./theme/ar.js'),
  de: () => import('./theme/de.js'),
  es: () => import('./theme/es.js'),
  fa: () => import('./theme/fa.js'),
  fr: () => import('./theme/fr.js'),
  he: () => import('./theme/he.js'),
  hi: () => import('./theme/hi.js'),
  id: () => import('./theme/id.js'),
  it: () => import('./theme/it.js'),
  ja: () => import('./theme/ja.js'),
  ko: () => import('./theme/ko.js'),
  nl: () => import('./theme/nl.js'),
  pl: () => import('./theme/pl.js'),
  'pt-BR': () => import('./theme/pt-BR.js'),
  ru: () => import('./theme/ru.js'),
  tr: () => import('./theme/tr.js'),
  uk: () => import('./theme/uk.js'),
  vi: () => import('./theme/vi.js'),
  'zh-Hans': () => import('./theme/zh-Hans.js'),
  'zh-Hant': () => import('./theme/zh-Hant.js'),
};

/** The languages docgen has a translation of its theme in. */
export const THEME_LANGUAGES = Object.keys(THEME_TABLES);

const loaded = new Map<string, ThemeStrings>();

/**
 * Locales named another way than the tables are: Chinese by region, Portuguese without one, and the old codes of
 * Hebrew and Indonesian, which `Intl` reads as `he` and `id` (as Docusaurus finds its translations for them).
 */
const ALIASES: Record<string, string> = {
  iw: 'he',
  in: 'id',
  zh: 'zh-Hans',
  'zh-CN': 'zh-Hans',
  'zh-SG': 'zh-Hans',
  'zh-TW': 'zh-Hant',
  'zh-HK': 'zh-Hant',
  'zh-MO': 'zh-Hant',
  pt: 'pt-BR',
  'pt-PT': 'pt-BR',
};

/** The name of docgen's table for `locale` (`fr`, `fr-CA`, `zh-Hant`, `zh-TW`): its own, else its language's. */
function tableName(locale: string): string | undefined {
  const exact = THEME_LANGUAGES.find((name) => name.toLowerCase() === locale.toLowerCase());
  const alias = Object.entries(ALIASES).find(([name]) => name.toLowerCase() === locale.toLowerCase())?.[1];
  const language = locale.split('-')[0]!.toLowerCase();
  return exact ?? alias ?? ALIASES[language] ?? (THEME_TABLES[language] ? language : undefined);
}

/** Loads the theme's strings of each of `locales`, for `themeStrings` to give. */
export async function loadThemeStrings(locales: readonly string[]): Promise<void> {
  const names = new Set(locales.map(tableName).filter((name): name is string => !!name && !loaded.has(name)));
  await Promise.all([...names].map(async (name) => loaded.set(name, (await THEME_TABLES[name]!()).default)));
}

/**
 * The theme's strings in a locale, loaded by `loadThemeStrings`: its own table, else its language's; none (the theme's
 * English) for a language docgen has no table of.
 */
export function themeStrings(locale: string): ThemeStrings {
  const name = tableName(locale);
  if (name === undefined) return {};
  const table = loaded.get(name);
  // A bug in docgen: a locale whose table was not loaded would be shown in English without a word.
  if (!table) throw new Error(`the theme's strings in ${name} were not loaded before the site data was made`);
  return table;
}
