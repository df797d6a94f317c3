import { DEFAULT_DOCS_ID } from '../../config/docs-schema.js';
import type { SiteConfig } from '../../config/schema.js';

/** One docs instance of the config: `docs`, or an entry of `docsInstances`. */
export interface DocsInstance {
  /** Docusaurus's plugin id: `default` for `docs`, as navbar items' `docsPluginId` names it. */
  id: string;
  /** Its content source's id: `docs`, or `docs:<id>`. */
  sourceId: string;
  /** Where its options are in the config, for error messages: `docs` or `docsInstances[0]`. */
  configKey: string;
  options: SiteConfig['docs'];
}

export function docsSourceId(instanceId: string): string {
  return instanceId === DEFAULT_DOCS_ID ? 'docs' : `docs:${instanceId}`;
}

/** Every docs instance of the site, the config's `docs` first. */
export function docsInstancesOf(config: SiteConfig): DocsInstance[] {
  return [
    { id: DEFAULT_DOCS_ID, sourceId: 'docs', configKey: 'docs', options: config.docs },
    ...config.docsInstances.map(({ id, ...options }, i) => ({
      id,
      sourceId: docsSourceId(id),
      configKey: `docsInstances[${i}]`,
      options,
    })),
  ];
}

/** Every docs folder the site reads: each version's of each instance. */
export function docsFoldersOf(config: SiteConfig): string[] {
  return [
    ...new Set(
      docsInstancesOf(config).flatMap(({ options }) =>
        options.versionsRead ? options.versionsRead.map((v) => v.docsDir) : [options.path],
      ),
    ),
  ];
}

/** Whether a docs scope is the one the site's defaults lead to: the config's `docs`, its last version. */
export function isMainDocs(content: { instance: DocsInstance; version: { isLast: boolean } }): boolean {
  return content.instance.id === DEFAULT_DOCS_ID && content.version.isLast;
}
