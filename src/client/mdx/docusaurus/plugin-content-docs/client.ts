import { useMdxPage } from '../../page-context.js';
import type { SidebarEntry } from '../../../../shared/model.js';

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
  const docs: { id: string; path: string }[] = [];
  const collect = (entries: SidebarEntry[]) => {
    for (const entry of entries) {
      if (entry.type === 'link' && entry.docId) docs.push({ id: entry.docId, path: entry.href });
      if (entry.type === 'category') {
        if (entry.docId && entry.href) docs.push({ id: entry.docId, path: entry.href });
        collect(entry.items);
      }
    }
  };
  if (everyDoc) docs.push(...everyDoc);
  else if (sidebar) collect(sidebar.items);
  const version = { ...site.docs.version, isLast: true, docs, mainDocId: docs[0]?.id };
  return { default: { path: `${site.baseUrl}${site.docs.routeBase}`, versions: [version] } };
}
