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
 * What a page tells the crawler beside its language: the docs version it belongs to (its name), and its tag. A page
 * of a docs version is tagged with the version's `docsTag`; the pages Docusaurus keeps out of contextual search have
 * a tag of their own (`searchTag` of a generated page: a blog's lists, a tags page); the others are `default`.
 */
export interface DocsearchPage {
  version?: string;
  tag?: string;
}

/** `[name, content]` of the page's `docsearch:*` meta tags, in Docusaurus's order; none unless the site searches with Algolia. */
export function docsearchMeta(site: SiteData, page: DocsearchPage = {}): [string, string][] {
  if (site.search.provider !== 'algolia') return [];
  return [
    ['docsearch:language', site.lang],
    ...(page.version === undefined ? [] : [['docsearch:version', page.version] as [string, string]]),
    [`docsearch:${TAG_FACET}`, page.tag ?? DEFAULT_TAG],
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
