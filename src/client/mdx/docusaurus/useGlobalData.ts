import { useAllDocsData } from './plugin-content-docs/client.js';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** `@docusaurus/useGlobalData`: the global data docgen has, the docs plugin's (see `useAllDocsData`), by plugin and id. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return { [DOCS_PLUGIN]: useAllDocsData() };
}

/** One plugin instance's global data; only the docs plugin's exists in docgen, anything else is undefined. */
export function usePluginData(plugin: string, id = 'default'): unknown {
  const all = useGlobalData();
  return all[plugin]?.[id];
}

export function useAllPluginInstancesData(plugin: string): Record<string, unknown> | undefined {
  return useGlobalData()[plugin];
}
