import { formatLocation, located, type SourceLocation } from '../errors.js';
import type { Sidebar, SidebarCategory, SidebarEntry, SidebarLink } from '../shared/model.js';
import type { GeneratedIndex } from '../sidebar/build-sidebars.js';

/** What a sidebar's translation id names: a category's label, a link's, or the label a sidebar writes for a doc. */
export type SidebarLabelKind = 'category' | 'link' | 'doc';

/**
 * The id of a sidebar item's label in a docs version's translation file, as Docusaurus makes it:
 * `sidebar.<sidebar>.<category|link|doc>.<key>`, the item's `key` where it has one, else its label.
 */
export function sidebarLabelId(
  sidebarId: string,
  kind: SidebarLabelKind,
  item: Pick<SidebarCategory, 'label' | 'translationKey'>,
): string {
  return `sidebar.${sidebarId}.${kind}.${item.translationKey ?? item.label}`;
}

/** The ids of a category's generated index page's title and description (Docusaurus's `link.generated-index.…`). */
export function generatedIndexIds(index: GeneratedIndex): { title: string; description: string } {
  const category = sidebarLabelId(index.category.sidebarId, 'category', index.category);
  return {
    title: `${category}.link.generated-index.title`,
    description: `${category}.link.generated-index.description`,
  };
}

/** The kind of id an item's label has, if any: a doc item's only where the sidebar writes its label, as Docusaurus. */
export function labelKind(item: SidebarEntry): SidebarLabelKind | undefined {
  if (item.type === 'category') return 'category';
  if (item.type !== 'link') return undefined;
  if (item.labelledDoc) return 'doc';
  return item.docId ? undefined : 'link';
}

export type SidebarLabel = { id: string } & (
  { kind: 'category'; item: SidebarCategory } | { kind: 'link' | 'doc'; item: SidebarLink }
);

/** Every label of a sidebar that has an id, in the order Docusaurus writes them: categories, links, doc items. */
export function sidebarLabels(sidebar: Sidebar): SidebarLabel[] {
  const found: Record<SidebarLabelKind, SidebarLabel[]> = { category: [], link: [], doc: [] };
  const visit = (item: SidebarEntry) => {
    if (item.type === 'category') {
      found.category.push({ id: sidebarLabelId(sidebar.id, 'category', item), kind: 'category', item });
      item.items.forEach(visit);
      return;
    }
    const kind = labelKind(item);
    if (item.type === 'link' && (kind === 'link' || kind === 'doc'))
      found[kind].push({ id: sidebarLabelId(sidebar.id, kind, item), kind, item });
  };
  sidebar.items.forEach(visit);
  return [...found.category, ...found.link, ...found.doc];
}

/** Two items of one sidebar whose labels have one translation id: `at` is the later, `first` the earlier. */
export interface SharedTranslationId {
  id: string;
  sidebar: string;
  kind: SidebarLabelKind;
  label: string;
  at: SourceLocation;
  first: SourceLocation;
}

/**
 * Items whose labels share a translation id, each with the first item of that id: Docusaurus refuses to build such a
 * sidebar in a translated locale, as one translation would name them all. `places` says where each item is written.
 */
export function sharedTranslationIds(
  sidebars: Sidebar[],
  places: Map<SidebarEntry, SourceLocation>,
  file: string,
): SharedTranslationId[] {
  const placeOf = (item: SidebarEntry) => places.get(item) ?? { file };
  return sidebars.flatMap((sidebar) => {
    const firsts = new Map<string, SidebarLabel>();
    return sidebarLabels(sidebar).flatMap((label) => {
      const first = firsts.get(label.id);
      if (!first) {
        firsts.set(label.id, label);
        return [];
      }
      const { id, kind, item } = label;
      return [{ id, sidebar: sidebar.id, kind, label: item.label, at: placeOf(item), first: placeOf(first.item) }];
    });
  });
}

/** The report of a shared id, its places located (config keys given a line), once per pair of places. */
export function sharedIdWarnings(
  shared: SharedTranslationId[],
  locate: (key: string) => { line: number; column: number },
): SharedTranslationId[] {
  const said = new Map<string, SharedTranslationId>();
  for (const one of shared) {
    const at = located(one.at, locate);
    const first = located(one.first, locate);
    // Each translated locale finds the same pair: said once.
    said.set(`${formatLocation(at)} ${formatLocation(first)} ${one.id}`, { ...one, at, first });
  }
  return [...said.values()];
}

/** What a shared id's warning says after its place: the item, the other one, and how to tell them apart. */
export function sharedIdMessage(shared: SharedTranslationId): string {
  const what = shared.kind === 'doc' ? 'doc item' : shared.kind;
  const folder =
    shared.kind === 'category' ? ' (a folder’s: `key` in its _category_ file, or `sidebar_key` in its index doc)' : '';
  return (
    `sidebar "${shared.sidebar}": the ${what} "${shared.label}" has the translation id of the one at ` +
    `${formatLocation(shared.first)} (${shared.id}), so one translation names both; give one of them a \`key\`${folder}`
  );
}
