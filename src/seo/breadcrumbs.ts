import type { PaginationLink } from '../shared/model.js';
import { scriptJson } from '../render/inline-scripts.js';

/**
 * schema.org BreadcrumbList for a doc: its sidebar categories, then the doc itself, so that search
 * results can show where the page sits. Links are site paths (with the base URL); `siteUrl` makes them full.
 * A doc outside every category has no trail worth showing, and gets none.
 */
export function breadcrumbJsonLd(trail: PaginationLink[], siteUrl: string): string | undefined {
  if (trail.length < 2) return undefined;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: siteUrl + crumb.href,
    })),
  };
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}
