import type { Sidebar, SidebarCategory, SidebarEntry } from './model.js';

/**
 * The sidebar as one page shows it on load: categories on the path to the current page open, the
 * others as configured. A closed category's items are left out of the page (`items: []`, `lazy`), so a
 * large site's pages do not each carry its whole sidebar; the browser fetches it when one is opened.
 */
export function pruneSidebar(sidebar: Sidebar, currentHref: string): Sidebar {
  return openAt(sidebar, currentHref, (closed) => ({ ...closed, items: [], lazy: true }));
}

/** The same, for the browser after a client-side navigation: it has fetched the whole sidebar, so nothing is left out. */
export function openSidebarAt(sidebar: Sidebar, currentHref: string): Sidebar {
  return openAt(sidebar, currentHref, (closed) => closed);
}

function openAt(sidebar: Sidebar, currentHref: string, closed: (category: SidebarCategory) => SidebarCategory): Sidebar {
  const visit = (entry: SidebarEntry): SidebarEntry => {
    if (entry.type !== 'category') return entry;
    if (entry.collapsed && !containsHref(entry, currentHref)) return closed(entry);
    return { ...entry, collapsed: false, items: entry.items.map(visit) };
  };
  return { id: sidebar.id, items: sidebar.items.map(visit) };
}

export function containsHref(entry: SidebarEntry, href: string): boolean {
  if (entry.type === 'html') return false;
  if (entry.type === 'link') return entry.href === href;
  return entry.href === href || entry.items.some((e) => containsHref(e, href));
}
