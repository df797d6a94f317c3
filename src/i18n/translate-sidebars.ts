import { DocgenError } from '../errors.js';
import type { SidebarBadge } from '../shared/badge.js';
import type { Sidebar, SidebarCategory, SidebarEntry, SidebarLink } from '../shared/model.js';
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
 * The id of a sidebar item's label in a docs version's translation file, as Docusaurus makes it:
 * `sidebar.<sidebar>.<category|link|doc>.<key>`, the item's `key` where it has one, else its label.
 */
export function sidebarLabelId(
  sidebarId: string,
  kind: 'category' | 'link' | 'doc',
  item: SidebarLink | SidebarCategory,
): string {
  return `sidebar.${sidebarId}.${kind}.${item.translationKey ?? item.label}`;
}

/**
 * Sidebars with the labels a docs version's translation file gives them (see `sidebarLabelId`); and each
 * badge's words in the locale: its own for that language (Starlight's `text: {en: New, fr: Nouveau}`), else the
 * file's `sidebar.<sidebar>.badge.<words>`, so that a sidebar's "New" is translated once.
 */
export function translatedSidebars(sidebars: Sidebar[], messages: Messages = {}, locale: SidebarLocale): Sidebar[] {
  return sidebars.map((sidebar) => {
    const label = (kind: 'category' | 'link' | 'doc', item: SidebarLink | SidebarCategory) =>
      messages[sidebarLabelId(sidebar.id, kind, item)] ?? item.label;
    const badge = (item: { label: string; badge?: SidebarBadge }) => {
      if (!item.badge) return {};
      const { texts, ...shown } = item.badge;
      const text = texts ? wordsIn(texts, locale, `sidebar "${sidebar.id}", "${item.label}"`) : shown.text;
      return { badge: { ...shown, text: messages[`sidebar.${sidebar.id}.badge.${text}`] ?? text } };
    };
    const entry = (item: SidebarEntry): SidebarEntry => {
      if (item.type === 'category')
        return {
          ...item,
          label: label('category', item),
          ...badge(item),
          items: item.items.map(entry),
        };
      if (item.type !== 'link') return item;
      // A doc item's label is translated only where the sidebar writes it, as Docusaurus does.
      const translatable = item.labelledDoc || !item.docId;
      return {
        ...item,
        ...(translatable ? { label: label(item.labelledDoc ? 'doc' : 'link', item) } : {}),
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
