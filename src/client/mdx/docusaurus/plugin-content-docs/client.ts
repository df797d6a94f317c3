import { useMdxPage } from '../../page-context.js';
import { sidebarLinks } from '../../../../shared/sidebar-links.js';
import type { DocsVersionEntry } from '../../../../shared/model.js';
import type { DocSummary, MdxPage } from '../../../../shared/render-contract.js';
import { withBaseUrl } from '../../../../shared/urls.js';
import { readStorage } from '../../../storage.js';
import { savePreferredVersion } from '../../../preferred-versions.js';
import { DEFAULT_PLUGIN_ID, preferredVersionKey } from '../../../../shared/storage-keys.js';

/** A doc as the global data lists it; docgen knows its title too, which `useDocsVersion` gives. */
type GlobalDoc = Omit<DocSummary, 'description'> & { description?: string };

/** A version as Docusaurus's docs plugin gives it to components (its global data). */
interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
}

/** The page's path with the base URL: a doc's route on the server, the location in an island. */
function pagePath({ site, route }: MdxPage): string {
  return route.startsWith(site.baseUrl) ? route : withBaseUrl(route, site.baseUrl);
}

const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);

/** A docs instance as the site data gives it: its id (`docsPluginId`), route base and versions. */
interface Instance {
  id: string;
  routeBase: string;
  versions: DocsVersionEntry[];
}

/** Every docs instance, `docs` first (`default`; one version when it has no others), then `docsInstances`. */
function instancesOf({ docs }: MdxPage['site']): Instance[] {
  const single = { name: docs.version.name, label: docs.version.label, isLast: true, path: docs.routeBase };
  return [
    { id: DEFAULT_PLUGIN_ID, routeBase: docs.routeBase, versions: docs.versions ?? [single] },
    ...(docs.instances ?? []),
  ];
}

/**
 * An instance's versions, newest first (current first), as Docusaurus lists them. The docs known are every doc of
 * the default instance's last version on the server, and those of the page's sidebar in the page's version.
 */
function versionsOf(page: MdxPage, instance: Instance): GlobalVersion[] {
  const active = activeOf(instance.versions, pagePath(page));
  const sidebarDocs = sidebarLinks(page.sidebar?.items ?? []).flatMap((link) =>
    link.docId ? [{ id: link.docId, path: link.href, title: link.label }] : [],
  );
  return instance.versions.map((version) => {
    const docs =
      instance.id === DEFAULT_PLUGIN_ID && version.isLast && page.docs
        ? page.docs
        : version === active
          ? sidebarDocs
          : [];
    return { ...version, mainDocId: version.mainDocId ?? docs[0]?.id ?? '', docs, draftIds: [] };
  });
}

/** The version whose routes hold the path: the longest route base that does (`/docs/next` before `/docs`). */
function activeOf<V extends { path: string }>(versions: V[], pathname: string): V | undefined {
  return [...versions].sort((a, b) => b.path.length - a.path.length).find((v) => within(pathname, v.path));
}

function pluginData(page: MdxPage, instance: Instance) {
  return { path: instance.routeBase, versions: versionsOf(page, instance), breadcrumbs: true };
}

/** The instance whose docs hold the page: the longest route base that does (`/docs/community` before `/docs`). */
function activeInstance(page: MdxPage): Instance | undefined {
  const pathname = pagePath(page);
  return instancesOf(page.site)
    .sort((a, b) => b.routeBase.length - a.routeBase.length)
    .find((i) => within(pathname, i.routeBase));
}

/** `@docusaurus/plugin-content-docs/client`: the docs plugin's data by instance, as `useAllDocsData()` gives it. */
export function useAllDocsData() {
  const page = useMdxPage();
  return Object.fromEntries(instancesOf(page.site).map((instance) => [instance.id, pluginData(page, instance)]));
}

/** One instance's data, by its id (`docsPluginId`); an id the site does not have is an error, as in Docusaurus. */
export function useDocsData(pluginId: string = DEFAULT_PLUGIN_ID) {
  const page = useMdxPage();
  const instances = instancesOf(page.site);
  const instance = instances.find((i) => i.id === pluginId);
  if (!instance)
    throw new Error(
      `no docs instance "${pluginId}": the site's are ${instances.map((i) => `"${i.id}"`).join(', ')} (docsInstances[].id)`,
    );
  return pluginData(page, instance);
}

/** The instance whose docs the page is in; undefined off the docs (with `failfast`, an error, as in Docusaurus). */
export function useActivePlugin(options: { failfast?: boolean } = {}) {
  const page = useMdxPage();
  const instance = activeInstance(page);
  if (instance) return { pluginId: instance.id, pluginData: pluginData(page, instance) };
  if (options.failfast) {
    const bases = instancesOf(page.site).map((i) => i.routeBase);
    throw new Error(`no docs instance for "${pagePath(page)}": docs are under ${bases.join(', ')}`);
  }
  return undefined;
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}) {
  const activePlugin = useActivePlugin(options);
  const page = useMdxPage();
  if (!activePlugin) return undefined;
  return { activePlugin, activeVersion: activeOf(activePlugin.pluginData.versions, pagePath(page)) };
}

/** The versions, newest first. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

/** The last version (`lastVersion`, by default the newest). */
export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

/** The version whose docs the page is in; undefined off the docs. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  return activeOf(useVersions(pluginId), pagePath(useMdxPage()));
}

/** The active version, the doc being read in it, and where the same doc is in the other versions whose docs are known. */
export function useActiveDocContext(pluginId?: string) {
  const versions = useVersions(pluginId);
  const pathname = pagePath(useMdxPage());
  const activeVersion = activeOf(versions, pathname);
  const activeDoc = activeVersion?.docs.find((d) => d.path === pathname);
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc)
    for (const version of versions) {
      const same = version.docs.find((d) => d.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  return { activeVersion, activeDoc, alternateDocVersions };
}

/** What to suggest to a reader of another version: the last version, and the same doc there when it is known. */
export function useDocVersionSuggestions(pluginId?: string) {
  const latestVersionSuggestion = useLatestVersion(pluginId);
  const { alternateDocVersions } = useActiveDocContext(pluginId);
  return { latestVersionSuggestion, latestDocSuggestion: alternateDocVersions[latestVersionSuggestion.name] };
}

/** The version of the doc being rendered (of its own docs instance), with Docusaurus's `version` field for its name. */
export function useDocsVersion() {
  const pluginId = useActivePlugin()?.pluginId;
  const version = useActiveVersion(pluginId) ?? useLatestVersion(pluginId);
  // Docusaurus's version metadata lists the docs by id, each with its title and description.
  const docs = Object.fromEntries(
    version.docs.map(({ id, title, description }) => [id, { id, title, ...(description && { description }) }]),
  );
  return { ...version, version: version.name, docs };
}

/** The reader's preferred version (the last one read, as docgen remembers it), and a way to set it. */
export function useDocsPreferredVersion(pluginId: string = DEFAULT_PLUGIN_ID) {
  const versions = useVersions(pluginId);
  const stored = typeof window === 'undefined' ? null : readStorage(preferredVersionKey(pluginId));
  return {
    preferredVersion: versions.find((v) => v.name === stored) ?? null,
    savePreferredVersionName: (name: string) => savePreferredVersion(pluginId, name),
  };
}

export { useCurrentSidebarCategory, useCurrentSidebarSiblings } from '../theme-common.js';

/** The sidebar of the current doc, as Docusaurus names it (`name`) with its items. */
export function useDocsSidebar() {
  const { sidebar } = useMdxPage();
  return sidebar ? { name: sidebar.id, items: sidebar.items } : null;
}
