import type { Sidebar, SidebarCategory, SidebarEntry, SidebarLink } from '../shared/model.js';
import type { Messages } from './translation-files.js';

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

/** Sidebars with the labels a docs version's translation file gives them (see `sidebarLabelId`). */
export function translatedSidebars(sidebars: Sidebar[], messages: Messages | undefined): Sidebar[] {
  if (!messages || Object.keys(messages).length === 0) return sidebars;
  return sidebars.map((sidebar) => {
    const entry = (item: SidebarEntry): SidebarEntry => {
      if (item.type === 'category') {
        const label = messages[sidebarLabelId(sidebar.id, 'category', item)] ?? item.label;
        return { ...item, label, items: item.items.map(entry) };
      }
      // A doc item's label is translated only where the sidebar writes it, as Docusaurus does.
      if (item.type === 'link' && (item.labelledDoc || !item.docId))
        return {
          ...item,
          label: messages[sidebarLabelId(sidebar.id, item.labelledDoc ? 'doc' : 'link', item)] ?? item.label,
        };
      return item;
    };
    return { ...sidebar, items: sidebar.items.map(entry) };
  });
}
