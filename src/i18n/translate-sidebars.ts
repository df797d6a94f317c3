import type { Sidebar, SidebarEntry } from '../shared/model.js';
import type { Messages } from './translation-files.js';

/**
 * Sidebars with the labels a docs version's translation file gives them, by Docusaurus's keys:
 * `sidebar.<sidebar>.category.<label>`, `sidebar.<sidebar>.link.<label>` and `sidebar.<sidebar>.doc.<label>`.
 */
export function translatedSidebars(sidebars: Sidebar[], messages: Messages | undefined): Sidebar[] {
  if (!messages || Object.keys(messages).length === 0) return sidebars;
  return sidebars.map((sidebar) => {
    const key = (kind: string, label: string) => messages[`sidebar.${sidebar.id}.${kind}.${label}`];
    const entry = (item: SidebarEntry): SidebarEntry => {
      if (item.type === 'category')
        return { ...item, label: key('category', item.label) ?? item.label, items: item.items.map(entry) };
      // A doc item's label is translated only where the sidebar writes it, as Docusaurus does.
      if (item.type === 'link' && (item.labelledDoc || !item.docId))
        return { ...item, label: key(item.labelledDoc ? 'doc' : 'link', item.label) ?? item.label };
      return item;
    };
    return { ...sidebar, items: sidebar.items.map(entry) };
  });
}
