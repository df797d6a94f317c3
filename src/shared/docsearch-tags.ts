import type { SearchScope, SiteData } from './model.js';
import { DEFAULT_PLUGIN_ID } from './storage-keys.js';

/**
 * With Algolia, a DocSearch crawler records each page's language and tag from its `docsearch:*` meta tags, and
 * contextual search filters on them: pages outside the docs ("default"), and the docs of one version of each docs
 * instance (`docs-<docsPluginId>-<version>`), in the page's language. Facet and tags are Docusaurus's own, so that
 * the crawler and index of a site that moves from Docusaurus go on working.
 */
const TAG_FACET = 'docusaurus_tag';
const DEFAULT_TAG = 'default';

export const docsTag = (pluginId: string, version: string) => `docs-${pluginId}-${version}`;

/**
 * `[name, content]` of the page's `docsearch:*` meta tags; none unless the site searches with Algolia. `docsTag` is
 * the tag of the docs version a doc page belongs to (a blog's pages have none, and are `default`, as in Docusaurus).
 */
export function docsearchMeta(site: SiteData, docsTag: string | undefined): [string, string][] {
  if (site.search.provider !== 'algolia') return [];
  return [
    ['docsearch:language', site.lang],
    [`docsearch:${TAG_FACET}`, docsTag ?? DEFAULT_TAG],
  ];
}

/**
 * Algolia facet filters, as Docusaurus's contextual search builds them: the language, and any of the tags (an inner
 * array is an OR) of the pages outside the docs and of each docs instance's version in `scope` (the last of `docs`
 * without it).
 */
export function contextFilters(site: SiteData, scope?: SearchScope): (string | string[])[] {
  const versions = scope?.versions ?? { [DEFAULT_PLUGIN_ID]: site.docs.version.name };
  return [
    `language:${site.lang}`,
    [DEFAULT_TAG, ...Object.entries(versions).map(([id, version]) => docsTag(id, version))].map(
      (tag) => `${TAG_FACET}:${tag}`,
    ),
  ];
}
