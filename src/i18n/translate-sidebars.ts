import { DocgenError } from '../errors.js';
import type { SidebarBadge } from '../shared/badge.js';
import type { Sidebar, SidebarCategory, SidebarEntry, SidebarLink } from '../shared/model.js';
import type { GeneratedIndex } from '../sidebar/build-sidebars.js';
import { generatedIndexIds, labelKind, sidebarLabelId, type SidebarLabelKind } from './sidebar-ids.js';
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
 * Sidebars with the labels a docs version's translation file gives them (see `sidebarLabelId`); and each
 * badge's words in the locale: its own for that language (Starlight's `text: {en: New, fr: Nouveau}`), else the
 * file's `sidebar.<sidebar>.badge.<words>`, so that a sidebar's "New" is translated once.
 */
export function translatedSidebars(sidebars: Sidebar[], messages: Messages = {}, locale: SidebarLocale): Sidebar[] {
  return sidebars.map((sidebar) => {
    const label = (kind: SidebarLabelKind, item: SidebarLink | SidebarCategory) =>
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
      const kind = labelKind(item);
      return { ...item, ...(kind ? { label: label(kind, item) } : {}), ...badge(item) };
    };
    return { ...sidebar, items: sidebar.items.map(entry) };
  });
}

/**
 * The categories' generated indexes in a locale, as Docusaurus translates them: title and description by their own
 * ids, a title the link does not write being the category's label (translated by the label's id); their cards, the
 * category's items as the locale's `sidebars` (translated) have them.
 */
export function translatedGeneratedIndexes(
  indexes: GeneratedIndex[],
  messages: Messages,
  sidebars: Sidebar[],
): GeneratedIndex[] {
  const categories = new Map<string, SidebarCategory>();
  const visit = (item: SidebarEntry) => {
    if (item.type !== 'category') return;
    if (item.docId) categories.set(item.docId, item);
    item.items.forEach(visit);
  };
  for (const sidebar of sidebars) sidebar.items.forEach(visit);
  return indexes.map((index) => {
    const ids = generatedIndexIds(index);
    const label = sidebarLabelId(index.category.sidebarId, 'category', index.category);
    const title = messages[ids.title] ?? (index.written.title === undefined ? messages[label] : undefined);
    const description = messages[ids.description];
    const category = categories.get(index.id);
    return {
      ...index,
      ...(title !== undefined && { title }),
      ...(description !== undefined && { description }),
      ...(category && { items: category.items }),
    };
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
