import type { NavLink, PageData, ResolvedNavbarItem, SearchScope, SiteData } from '../shared/model.js';
import { withBaseUrl } from '../shared/urls.js';
import { localeDropdown } from './locale-dropdown.js';
import { readStorage, removeStorage } from './storage.js';
import { DEFAULT_PLUGIN_ID, preferredVersionKey } from '../shared/storage-keys.js';
import { savePreferredVersion, type PreferredVersions } from './preferred-versions.js';

/**
 * A stored version the site no longer has (removed or renamed) is dropped, so nothing can lead to it; each docs
 * instance's, as each has its own.
 */
export function forgetUnknownPreferredVersion(docs: SiteData['docs']): void {
  const instances = [
    { id: DEFAULT_PLUGIN_ID, known: docs.versions?.map((v) => v.name) ?? [docs.version.name] },
    ...(docs.instances ?? []).map((i) => ({ id: i.id, known: i.versions.map((v) => v.name) })),
  ];
  for (const { id, known } of instances) {
    const stored = readStorage(preferredVersionKey(id));
    if (stored !== null && !known.includes(stored)) removeStorage(preferredVersionKey(id));
  }
}

/** The reader's pick of a version (the version dropdown, the banner's latest version) is their preferred one. */
export function rememberPreferredVersion(version: { name: string; pluginId?: string }): void {
  savePreferredVersion(version.pluginId ?? DEFAULT_PLUGIN_ID, version.name);
}

/**
 * Reading a doc makes its version the preferred one where its docs instance has no other version. Where it has
 * several, only the reader's pick does, as in Docusaurus (its version dropdown and version banner save it, reading
 * does not): an old version's page opened from a search result must not change where the navbar leads.
 */
export function rememberReadVersion(version: { name: string; pluginId?: string }, docs: SiteData['docs']): void {
  const pluginId = version.pluginId ?? DEFAULT_PLUGIN_ID;
  const versions =
    pluginId === DEFAULT_PLUGIN_ID ? docs.versions : docs.instances?.find((i) => i.id === pluginId)?.versions;
  if ((versions?.length ?? 1) === 1) rememberPreferredVersion(version);
}

/**
 * What search looks in: per docs instance, the version of the doc being read, else the reader's preferred one, else
 * the last, as Docusaurus's contextual search picks them. Read in the browser only, where the stored preference is.
 */
export function searchScope(page: PageData, site: SiteData): SearchScope {
  const reading = page.kind === 'doc' ? page.version : undefined;
  const instances = [
    { id: DEFAULT_PLUGIN_ID, versions: site.docs.versions ?? [{ name: site.docs.version.name, isLast: true }] },
    ...(site.docs.instances ?? []),
  ];
  const versions = Object.fromEntries(
    instances.map(({ id, versions }) => {
      const stored = readStorage(preferredVersionKey(id));
      const chosen =
        (reading?.pluginId === id && reading.name) ||
        versions.find((v) => v.name === stored)?.name ||
        versions.find((v) => v.isLast)!.name;
      return [id, chosen];
    }),
  );
  return { ...(reading && { reading: reading.pluginId }), versions };
}

/** The version of docs instance `pluginId` the page is a doc of, if it is one. */
function readingVersion(page: PageData, pluginId: string): string | undefined {
  return page.kind === 'doc' && page.version?.pluginId === pluginId ? page.version.name : undefined;
}

/**
 * A `doc` or `docSidebar` item on this page, as Docusaurus's version candidates pick its version: the one being
 * read, else the reader's preferred one, else the last, the first of them that has its doc (or sidebar). It is
 * active on the pages of the sidebar its doc is in there.
 */
function followVersion(
  link: NavLink,
  page: PageData,
  site: SiteData,
  preferred: PreferredVersions,
): NavLink | undefined {
  if (!link.doc) return link;
  const { pluginId, last, versions } = link.doc;
  const name = [readingVersion(page, pluginId), preferred[pluginId]].find((n) => n !== undefined && n in versions);
  const target = versions[name ?? last]!;
  // An unlisted doc's item is shown on that doc's page only.
  if (target.unlisted && target.href !== withBaseUrl(page.route, site.baseUrl, site.trailingSlash)) return undefined;
  const inSidebar = page.kind === 'doc' && page.sidebarId !== undefined && page.sidebarId === target.sidebarId;
  return { ...link, href: target.href, label: target.label, ...(inSidebar && { active: true as const }) };
}

/**
 * The navbar's items as this page shows them: the version dropdown (`docsVersionDropdown`) becomes a dropdown
 * labelled with the version being read, whose links lead to the same doc in each other version where it exists,
 * else to that version's main doc; `docsVersion` becomes a link to the main doc of the version being read. Off the
 * docs of their instance, both stand for the reader's preferred version (`preferred`, which the browser knows: see
 * `usePreferredDocsVersions`), else its last; so do `doc` and `docSidebar` items (see `followVersion`). The locale
 * dropdown becomes a dropdown too (see `localeDropdown`).
 */
export function pageNavbarItems(
  items: ResolvedNavbarItem[],
  page: PageData,
  site: SiteData,
  preferred: PreferredVersions = {},
): ResolvedNavbarItem[] {
  return items.flatMap((item): ResolvedNavbarItem | [] => {
    if (item.kind === 'localeDropdown') return localeDropdown(item, page, site) ?? [];
    if (item.kind === 'link') {
      const link = followVersion(item, page, site, preferred);
      return link ? { ...link, kind: 'link', position: item.position } : [];
    }
    if (item.kind === 'dropdown')
      return {
        ...item,
        items: item.items.flatMap((e) => ('kind' in e ? e : (followVersion(e, page, site, preferred) ?? []))),
      };
    if (item.kind !== 'docsVersionDropdown' && item.kind !== 'docsVersion') return item;
    const reading = page.kind === 'doc' && page.version?.pluginId === item.pluginId ? page.version : undefined;
    const active =
      item.versions.find((v) => v.name === (reading?.name ?? preferred[item.pluginId])) ??
      item.versions.find((v) => v.isLast) ??
      item.versions[0]!;
    if (item.kind === 'docsVersion')
      return {
        kind: 'link',
        position: item.position,
        label: item.label ?? active.label,
        href: active.href,
        external: false,
      };
    const links = item.versions.map((version): NavLink => {
      const route = version.name === reading?.name ? page.route : reading?.alternates[version.name];
      const href = route ? withBaseUrl(route, site.baseUrl, site.trailingSlash) : version.href;
      return {
        label: version.label,
        href,
        external: false,
        preferVersion: { pluginId: item.pluginId, name: version.name },
      };
    });
    const all = [...item.before, ...links, ...item.after];
    return all.length > 1
      ? { kind: 'dropdown', position: item.position, label: active.label, items: all }
      : { kind: 'link', position: item.position, label: active.label, href: active.href, external: false };
  });
}
