import type { Sidebar, SidebarEntry } from '../model.js';

/**
 * The sidebar as one page shows it on load: categories on the path to the current page open, the
 * others as configured. A closed category's items are left out of the page (`items: []`, `lazy`), so a
 * large site's pages do not each carry its whole sidebar; the browser fetches it when one is opened.
 */
export function pruneSidebar(sidebar: Sidebar, currentHref: string): Sidebar {
  return { id: sidebar.id, items: sidebar.items.map((e) => pruneEntry(e, currentHref)) };
}

function pruneEntry(entry: SidebarEntry, currentHref: string): SidebarEntry {
  if (entry.type === 'link') return entry;
  const open = containsHref(entry, currentHref) || !entry.collapsed;
  if (!open) return { ...entry, collapsed: true, items: [], lazy: true };
  return { ...entry, collapsed: false, items: entry.items.map((e) => pruneEntry(e, currentHref)) };
}

export function containsHref(entry: SidebarEntry, href: string): boolean {
  if (entry.type === 'link') return entry.href === href;
  return entry.items.some((e) => containsHref(e, href));
}
