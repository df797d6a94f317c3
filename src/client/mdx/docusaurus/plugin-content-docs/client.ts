import { useMdxPage } from '../../page-context.js';
import { sidebarLinks } from '../../../../shared/sidebar-links.js';

/** `@docusaurus/plugin-content-docs/client`: the version of the docs the page belongs to, as docs components read it. */
export function useActiveVersion(_pluginId?: string) {
  const { version } = useMdxPage().site.docs;
  return { ...version, isLast: true };
}

export const useDocsVersion = useActiveVersion;

export { useCurrentSidebarCategory } from '../theme-common.js';

/** The sidebar of the current doc, as Docusaurus names it (`name`) with its items. */
export function useDocsSidebar() {
  const { sidebar } = useMdxPage();
  return sidebar ? { name: sidebar.id, items: sidebar.items } : null;
}

/**
 * The docs plugin's data by instance, as `useAllDocsData()` gives it: docgen builds one instance and one version.
 * Rendered on the server, a component gets every doc of the site; in an island, the docs of the page's sidebar.
 */
export function useAllDocsData() {
  const { site, sidebar, docs: everyDoc } = useMdxPage();
  const docs =
    everyDoc ??
    sidebarLinks(sidebar?.items ?? []).flatMap((link) => (link.docId ? [{ id: link.docId, path: link.href }] : []));
  const version = { ...site.docs.version, isLast: true, docs, mainDocId: docs[0]?.id };
  return { default: { path: `${site.baseUrl}${site.docs.routeBase}`, versions: [version] } };
}
