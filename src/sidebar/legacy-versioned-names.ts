import type { SidebarItem } from './item-schema.js';

/** A versioned sidebars file read without the prefix early Docusaurus 2 wrote into its names and doc ids. */
export interface UnprefixedSidebars {
  sidebars: Record<string, SidebarItem[]>;
  /** The names and ids that had the prefix, as written, sorted; none for a file without it. */
  prefixed: string[];
}

/**
 * Early Docusaurus 2 versioned sidebars named each sidebar `version-<name>/<sidebar>` and each doc `version-<name>/<id>`.
 * Docusaurus 2 read them without that prefix (its translation ids use the bare sidebar name, and a versioned doc
 * answered to both ids); Docusaurus 3 refuses them. docgen reads them as Docusaurus 2 did.
 */
export function withoutLegacyPrefix(sidebars: Record<string, SidebarItem[]>, version: string): UnprefixedSidebars {
  const prefix = `version-${version}/`;
  const prefixed = new Set<string>();
  const bare = (name: string) => {
    if (!name.startsWith(prefix)) return name;
    prefixed.add(name);
    return name.slice(prefix.length);
  };
  const item = (one: SidebarItem): SidebarItem => {
    if (one.type === 'doc' || one.type === 'ref') return { ...one, id: bare(one.id) };
    if (one.type !== 'category') return one;
    const link = one.link?.type === 'doc' ? { ...one.link, id: bare(one.link.id) } : one.link;
    return { ...one, items: one.items.map(item), ...(link && { link }) };
  };
  const read = Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [bare(name), items.map(item)]));
  return { sidebars: read, prefixed: [...prefixed].sort() };
}

/** Item positions (keyed by sidebar name, then place) as `withoutLegacyPrefix` names the sidebars. */
export function unprefixedKeys<T>(positions: Record<string, T>, version: string): Record<string, T> {
  const prefix = `version-${version}/`;
  return Object.fromEntries(
    Object.entries(positions).map(([key, at]) => [key.startsWith(prefix) ? key.slice(prefix.length) : key, at]),
  );
}

/** The warning on a versioned sidebars file with the prefix: what docgen did, and what Docusaurus 3 wants instead. */
export function legacyPrefixMessage(version: string, prefixed: string[]): string {
  const prefix = `version-${version}/`;
  return (
    `sidebar names and doc ids with the prefix "${prefix}" of early Docusaurus 2 (${prefixed.join(', ')}), read ` +
    `without it as Docusaurus 2 read them; Docusaurus 3 refuses such a file: remove the "${prefix}" prefix from it ` +
    `(${prefixed.map((name) => `${name} → ${name.slice(prefix.length)}`).join(', ')})`
  );
}
