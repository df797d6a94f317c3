// Where each doc sits in the built sidebars: which sidebar shows it, its previous and next pages, the categories above it.
import { DocgenError } from '../errors.js';
import type { DocSource, PaginationLink, PostByline, Sidebar, SidebarEntry } from '../shared/model.js';
import { sidebarLinks } from '../shared/sidebar-links.js';
import { withBaseUrl } from '../shared/urls.js';

export interface DocPlacement {
  sidebarId?: string;
  prev?: PaginationLink;
  next?: PaginationLink;
  /** The sidebar categories that hold the doc, outermost first, each linking to its own page or first doc. */
  categories?: PaginationLink[];
  /** Shown below the doc: its tags, its edit link, its last change (see src/site/doc-meta.ts). */
  tags?: PaginationLink[];
  editUrl?: string;
  lastUpdate?: { date?: string; author?: string };
  /** A blog post's byline. */
  post?: PostByline;
  /** The post is in its blog's feeds: its rendered content is kept for them (see src/sources/blog/feeds.ts). */
  feed?: true;
  /** Routes of the same doc in each version of its instance that has it, its own too, by version name (see src/sources/docs/version-links.ts). */
  alternates?: Record<string, string>;
}

/** For every doc of a sidebar, the categories above it, each named by its label and its page's URL. */
function categoryTrails(entries: SidebarEntry[], above: PaginationLink[], trails: Map<string, PaginationLink[]>): void {
  for (const entry of entries) {
    if (entry.type === 'html') continue;
    if (entry.type === 'link') {
      if (entry.docId && !trails.has(entry.docId)) trails.set(entry.docId, above);
      continue;
    }
    if (entry.docId && !trails.has(entry.docId)) trails.set(entry.docId, above);
    const first = entry.href ?? sidebarLinks(entry.items).find((l) => l.docId)?.href;
    categoryTrails(entry.items, first ? [...above, { label: entry.label, href: first }] : above, trails);
  }
}

/**
 * Which sidebar shows each doc (its own, or the one `displayed_sidebar` names), and its previous and next
 * pages in that sidebar's order, labelled by `pagination_label` where a doc sets one; the categories above it unless
 * `breadcrumbs` is false.
 */
export function placeDocs(
  docs: DocSource[],
  sidebars: Sidebar[],
  options: { baseUrl: string; trailingSlash?: boolean; configFile?: string; breadcrumbs?: boolean },
): Map<string, DocPlacement> {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const paginationLabel = (link: { label: string; href: string; docId?: string }): PaginationLink => ({
    label: (link.docId && byId.get(link.docId)?.frontMatter.pagination_label) || link.label,
    href: link.href,
  });
  const linkTo = (id: string | null | undefined): PaginationLink | undefined => {
    const doc = id ? byId.get(id) : undefined;
    return doc
      ? {
          label: doc.frontMatter.pagination_label ?? doc.sidebarLabel,
          href: withBaseUrl(doc.route, options.baseUrl, options.trailingSlash),
        }
      : undefined;
  };
  // Per sidebar, each page's place in it; a page listed twice keeps its first place.
  const bySidebar = new Map<string, Map<string, DocPlacement>>();
  for (const sidebar of sidebars) {
    const places = new Map<string, DocPlacement>();
    const order = sidebarLinks(sidebar.items).filter((l) => l.docId);
    const trails = new Map<string, PaginationLink[]>();
    if (options.breadcrumbs !== false) categoryTrails(sidebar.items, [], trails);
    order.forEach((link, i) => {
      if (places.has(link.docId!)) return;
      const prev = order[i - 1];
      const next = order[i + 1];
      const categories = trails.get(link.docId!) ?? [];
      places.set(link.docId!, {
        sidebarId: sidebar.id,
        prev: prev && paginationLabel(prev),
        next: next && paginationLabel(next),
        ...(categories.length > 0 ? { categories } : {}),
      });
    });
    bySidebar.set(sidebar.id, places);
  }
  const placements = new Map<string, DocPlacement>();
  for (const places of bySidebar.values())
    for (const [id, place] of places) if (!placements.has(id)) placements.set(id, place);
  for (const doc of docs) {
    const fm = doc.frontMatter;
    let placement = placements.get(doc.id) ?? {};
    if (fm.displayed_sidebar === null) placement = {};
    else if (fm.displayed_sidebar !== undefined && fm.displayed_sidebar !== placement.sidebarId) {
      const places = bySidebar.get(fm.displayed_sidebar);
      if (!places) {
        throw new DocgenError(
          `front matter "displayed_sidebar": there is no sidebar "${fm.displayed_sidebar}"`,
          { file: doc.file },
          `sidebars: ${[...bySidebar.keys()].join(', ')}`,
        );
      }
      placement = places.get(doc.id) ?? { sidebarId: fm.displayed_sidebar };
    }
    placement = { ...placement };
    if (fm.pagination_prev !== undefined) placement.prev = linkTo(fm.pagination_prev);
    if (fm.pagination_next !== undefined) placement.next = linkTo(fm.pagination_next);
    placements.set(doc.id, placement);
  }
  return placements;
}
