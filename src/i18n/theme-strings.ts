import ar from './theme/ar.js';
import de from './theme/de.js';
import es from './theme/es.js';
import fa from './theme/fa.js';
import fr from './theme/fr.js';
import he from './theme/he.js';
import hi from './theme/hi.js';
import id from './theme/id.js';
import it from './theme/it.js';
import ja from './theme/ja.js';
import ko from './theme/ko.js';
import nl from './theme/nl.js';
import pl from './theme/pl.js';
import ptBR from './theme/pt-BR.js';
import ru from './theme/ru.js';
import tr from './theme/tr.js';
import uk from './theme/uk.js';
import vi from './theme/vi.js';
import zhHans from './theme/zh-Hans.js';
import zhHant from './theme/zh-Hant.js';

/** The default theme's strings in one language, by the id it gives them (Docusaurus's `theme.*` ids where there is one). */
export type ThemeStrings = Record<string, string>;

/** docgen's own translations of its theme; English is the theme's own text. */
export const THEME_TABLES: Record<string, ThemeStrings> = {
  ar,
  de,
  es,
  fa,
  fr,
  he,
  hi,
  id,
  it,
  ja,
  ko,
  nl,
  pl,
  'pt-BR': ptBR,
  ru,
  tr,
  uk,
  vi,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};

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

/**
 * The theme's strings in a locale (`fr`, `fr-CA`, `zh-Hant`, `zh-TW`): its own table, else its language's; none
 * (the theme's English) for a language docgen has no table of.
 */
export function themeStrings(locale: string): ThemeStrings {
  const exact = Object.keys(THEME_TABLES).find((name) => name.toLowerCase() === locale.toLowerCase());
  const alias = Object.entries(ALIASES).find(([name]) => name.toLowerCase() === locale.toLowerCase())?.[1];
  const language = locale.split('-')[0]!.toLowerCase();
  const name = exact ?? alias ?? ALIASES[language] ?? (THEME_TABLES[language] ? language : undefined);
  return name ? THEME_TABLES[name]! : {};
}
