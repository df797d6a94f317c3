import { DocgenError } from '../errors.js';
import type { SidebarBadge } from '../shared/badge.js';
import type { Sidebar, SidebarEntry } from '../shared/model.js';
import type { Messages } from './translation-files.js';

/** The locale a sidebar is made for, and the site's default, whose words a badge must have. */
export interface SidebarLocale {
  name: string;
  htmlLang: string;
  defaultName: string;
  /** Where the sidebars were written, for a badge without the default locale's words. */
  file: string;
}

/**
 * Sidebars with the labels a docs version's translation file gives them, by Docusaurus's keys:
 * `sidebar.<sidebar>.category.<label>`, `sidebar.<sidebar>.link.<label>` and `sidebar.<sidebar>.doc.<label>`; and each
 * badge's words in the locale: its own for that language (Starlight's `text: {en: New, fr: Nouveau}`), else the
 * file's `sidebar.<sidebar>.badge.<words>`, so that a sidebar's "New" is translated once.
 */
export function translatedSidebars(sidebars: Sidebar[], messages: Messages = {}, locale: SidebarLocale): Sidebar[] {
  return sidebars.map((sidebar) => {
    const key = (kind: string, label: string) => messages[`sidebar.${sidebar.id}.${kind}.${label}`];
    const badge = (item: { label: string; badge?: SidebarBadge }) => {
      if (!item.badge) return {};
      const { texts, ...shown } = item.badge;
      const text = texts ? wordsIn(texts, locale, `sidebar "${sidebar.id}", "${item.label}"`) : shown.text;
      return { badge: { ...shown, text: key('badge', text) ?? text } };
    };
    const entry = (item: SidebarEntry): SidebarEntry => {
      if (item.type === 'category')
        return {
          ...item,
          label: key('category', item.label) ?? item.label,
          ...badge(item),
          items: item.items.map(entry),
        };
      if (item.type !== 'link') return item;
      // A doc item's label is translated only where the sidebar writes it, as Docusaurus does.
      const translatable = item.labelledDoc || !item.docId;
      return {
        ...item,
        ...(translatable ? { label: key(item.labelledDoc ? 'doc' : 'link', item.label) ?? item.label } : {}),
        ...badge(item),
      };
    };
    return { ...sidebar, items: sidebar.items.map(entry) };
  });
}

/** A badge's words for the locale: by its name, else its HTML language, else the default locale's. */
function wordsIn(texts: Record<string, string>, locale: SidebarLocale, where: string): string {
  const words = texts[locale.name] ?? texts[locale.htmlLang] ?? texts[locale.defaultName];
  if (words !== undefined) return words;
  throw new DocgenError(
    `${where}: the badge's text has no words for the default locale "${locale.defaultName}" (it has ${Object.keys(texts).join(', ')})`,
    { file: locale.file },
    `give it the default locale's words too: text: { ${locale.defaultName}: New, … }`,
  );
}
