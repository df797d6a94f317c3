import type { SidebarEntry } from './model.js';

/** Every link of the sidebar in reading order; a category with its own page comes before its items. */
export function sidebarLinks(entries: SidebarEntry[]): { label: string; href: string; docId?: string }[] {
  return entries.flatMap((e) => {
    if (e.type === 'link') return [e];
    if (e.type === 'html') return [];
    const own = e.href ? [{ label: e.label, href: e.href, ...(e.docId ? { docId: e.docId } : {}) }] : [];
    return [...own, ...sidebarLinks(e.items)];
  });
}

/** Where an entry leads: its own page, else (a category without one) the first page inside it; raw HTML nowhere. */
export function firstSidebarHref(entry: SidebarEntry): string | undefined {
  if (entry.type === 'link') return entry.href;
  if (entry.type === 'html') return undefined;
  if (entry.href) return entry.href;
  for (const inner of entry.items) {
    const found = firstSidebarHref(inner);
    if (found) return found;
  }
  return undefined;
}
