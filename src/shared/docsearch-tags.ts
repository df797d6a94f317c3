import type { PageData, SiteData } from './model.js';

/**
 * With Algolia, a DocSearch crawler records each page's language and tag from its `docsearch:*`
 * meta tags, and contextual search filters on them: docs of the current version, or pages outside
 * the docs ("default"), in the page's language. The names mirror Docusaurus's `docusaurus_tag`.
 */
const TAG_FACET = 'docgen_tag';

export function docsearchTag(kind: PageData['kind'], version: string): string {
  return kind === 'doc' ? `docs-default-${version}` : 'default';
}

/** `[name, content]` of the page's `docsearch:*` meta tags; none unless the site searches with Algolia. */
export function docsearchMeta(page: PageData, site: SiteData): [string, string][] {
  if (site.search.provider !== 'algolia') return [];
  return [
    ['docsearch:language', site.lang],
    [
      `docsearch:${TAG_FACET}`,
      docsearchTag(page.kind, (page.kind === 'doc' && page.version?.name) || site.docs.version.name),
    ],
  ];
}

/**
 * Algolia facet filters: the language, and either tag (an inner array is an OR), for the docs version being read
 * (the last without one).
 */
export function contextFilters(site: SiteData, version = site.docs.version.name): (string | string[])[] {
  return [
    `language:${site.lang}`,
    [`${TAG_FACET}:${docsearchTag('page', version)}`, `${TAG_FACET}:${docsearchTag('doc', version)}`],
  ];
}
