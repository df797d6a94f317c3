import type { SiteData } from '../../shared/model.js';
import { cacheUntilFailure } from './cache-until-failure.js';
import type { SearchProvider } from './types.js';

let load: (() => Promise<SearchProvider>) | undefined;

/**
 * The site's search provider, local or Algolia, chosen at build time: `docgen:search-provider` is
 * resolved by docgen's bundler, so the other provider's code is never bundled, and this one is
 * fetched only when a reader starts searching.
 */
export function loadSearchProvider(site: SiteData): Promise<SearchProvider> {
  load ??= cacheUntilFailure(() =>
    import('docgen:search-provider').then((module) => module.createSearchProvider(site)),
  );
  return load();
}
