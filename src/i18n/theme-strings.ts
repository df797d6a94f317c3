import de from './theme/de.js';
import es from './theme/es.js';
import fr from './theme/fr.js';
import ja from './theme/ja.js';
import ko from './theme/ko.js';
import ptBR from './theme/pt-BR.js';
import ru from './theme/ru.js';
import zhHans from './theme/zh-Hans.js';
import zhHant from './theme/zh-Hant.js';

/** The default theme's strings in one language, by the id it gives them (Docusaurus's `theme.*` ids where there is one). */
export type ThemeStrings = Record<string, string>;

/** docgen's own translations of its theme; English is the theme's own text. */
const TABLES: Record<string, ThemeStrings> = {
  de,
  es,
  fr,
  ja,
  ko,
  'pt-BR': ptBR,
  ru,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};

/** Locales named another way than the tables are: Chinese by region, Portuguese without one. */
const ALIASES: Record<string, string> = {
  zh: 'zh-Hans',
  'zh-CN': 'zh-Hans',
  'zh-SG': 'zh-Hans',
  'zh-TW': 'zh-Hant',
  'zh-HK': 'zh-Hant',
  'zh-MO': 'zh-Hant',
  pt: 'pt-BR',
  'pt-PT': 'pt-BR',
};

/**
 * The theme's strings in a locale (`fr`, `fr-CA`, `zh-Hant`, `zh-TW`): its own table, else its language's; none
 * (the theme's English) for a language docgen has no table of.
 */
export function themeStrings(locale: string): ThemeStrings {
  const exact = Object.keys(TABLES).find((name) => name.toLowerCase() === locale.toLowerCase());
  const alias = Object.entries(ALIASES).find(([name]) => name.toLowerCase() === locale.toLowerCase())?.[1];
  const language = locale.split('-')[0]!.toLowerCase();
  const name = exact ?? alias ?? ALIASES[language] ?? (TABLES[language] ? language : undefined);
  return name ? TABLES[name]! : {};
}
