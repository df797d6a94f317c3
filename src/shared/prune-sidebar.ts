import type { Sidebar, SidebarCategory, SidebarEntry, SidebarLink } from './model.js';

/**
 * A list of at most this many entries (the top level, or an open category's items) is shown whole in every
 * page. A longer one (a large site's hundreds of sections) would make each page grow with the site, so a page
 * shows only the first `LEADING_ENTRIES` and those around its own; the others are one "more" button per run.
 */
export const WHOLE_LIST = 20;
const LEADING_ENTRIES = 8;
const ENTRIES_AROUND_CURRENT = 4;

/**
 * The sidebar as one page shows it on load: categories on the path to the current page open, the
 * others as configured. A closed category's items are left out of the page (`items: []`, `lazy`), and
 * so are most entries of a long list (`omitted`), at every level, so that a large site's pages do not each
 * carry its whole sidebar; the browser fetches the sidebar file when the reader opens one of them.
 */
export function pruneSidebar(sidebar: Sidebar, currentHref: string): Sidebar {
  return openAt(sidebar, currentHref, true);
}

/** The same, for the browser after a client-side navigation: it has fetched the whole sidebar, so nothing is left out. */
export function openSidebarAt(sidebar: Sidebar, currentHref: string): Sidebar {
  return openAt(sidebar, currentHref, false);
}

/**
 * The sidebar as the browser gets it, in its file and in each page: without the doc ids, which only the
 * build uses (previous/next links, translation ids), and which made up a third of a page's sidebar data.
 */
export function browserSidebar(sidebar: Sidebar): Sidebar {
  const visit = (entry: SidebarEntry): SidebarEntry => {
    if (entry.type === 'html') return entry;
    if (entry.type === 'link') return browserLink(entry);
    return { ...browserCategory(entry), items: entry.items.map(visit) };
  };
  return { id: sidebar.id, items: sidebar.items.map(visit) };
}

/** The sidebar opened at the page; `forPage`, with what a page leaves out left out (see `pruneSidebar`). */
function openAt(sidebar: Sidebar, currentHref: string, forPage: boolean): Sidebar {
  const list = (entries: SidebarEntry[]): { items: SidebarEntry[]; omitted?: Array<[number, number]> } => {
    const long = forPage && entries.length > WHOLE_LIST;
    const current = long ? entries.findIndex((entry) => containsHref(entry, currentHref)) : -1;
    const items: SidebarEntry[] = [];
    const omitted: Array<[number, number]> = [];
    entries.forEach((entry, index) => {
      const shown =
        !long || index < LEADING_ENTRIES || (current >= 0 && Math.abs(index - current) <= ENTRIES_AROUND_CURRENT);
      if (shown) items.push(visit(entry));
      else if (omitted.at(-1)?.[0] === items.length) omitted.at(-1)![1]++;
      else omitted.push([items.length, 1]);
    });
    return omitted.length > 0 ? { items, omitted } : { items };
  };
  const visit = (entry: SidebarEntry): SidebarEntry => {
    if (entry.type === 'link') return browserLink(entry);
    if (entry.type !== 'category') return entry;
    if (entry.collapsed && !containsHref(entry, currentHref))
      return forPage ? { ...browserCategory(entry), items: [], lazy: true } : entry;
    return { ...browserCategory(entry), collapsed: false, ...list(entry.items) };
  };
  return { id: sidebar.id, ...(sidebar.file !== undefined && { file: sidebar.file }), ...list(sidebar.items) };
}

function browserLink(link: SidebarLink): SidebarLink {
  if (
    link.docId === undefined &&
    link.labelledDoc === undefined &&
    link.translationKey === undefined &&
    link.description === undefined
  )
    return link;
  const {
    docId: _docId,
    labelledDoc: _labelledDoc,
    translationKey: _translationKey,
    description: _description,
    ...rest
  } = link;
  return rest;
}

/** A category without what only the build uses: its doc cards' description is for the pages that show them. */
function browserCategory(category: SidebarCategory): SidebarCategory {
  const { docId: _docId, translationKey: _translationKey, description: _description, ...rest } = category;
  return rest;
}

export function containsHref(entry: SidebarEntry, href: string): boolean {
  if (entry.type === 'html') return false;
  if (entry.type === 'link') return entry.href === href;
  return hrefsIn(entry).has(href);
}

/**
 * Every page asks of each category on its way whether it holds the page: walking the category each time
 * made a page's cost grow with the size of the site. Each category's links are gathered once.
 */
const hrefsByCategory = new WeakMap<SidebarCategory, Set<string>>();

function hrefsIn(category: SidebarCategory): Set<string> {
  let hrefs = hrefsByCategory.get(category);
  if (!hrefs) {
    hrefs = new Set(category.href === undefined ? [] : [category.href]);
    for (const entry of category.items) {
      if (entry.type === 'link') hrefs.add(entry.href);
      else if (entry.type === 'category') for (const href of hrefsIn(entry)) hrefs.add(href);
    }
    hrefsByCategory.set(category, hrefs);
  }
  return hrefs;
}
