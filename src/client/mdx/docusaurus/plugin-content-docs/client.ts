import { useMdxPage } from '../../page-context.js';

/** `@docusaurus/plugin-content-docs/client`: the version of the docs the page belongs to, as docs components read it. */
export function useActiveVersion(_pluginId?: string) {
  const { version } = useMdxPage().site.docs;
  return { ...version, isLast: true };
}

export const useDocsVersion = useActiveVersion;
