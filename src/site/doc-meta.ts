import type { SiteConfig } from '../config/schema.js';
import type { DocSource, PaginationLink } from '../shared/model.js';
import { withBaseUrl } from '../shared/urls.js';
import type { DocPlacement } from '../sidebar/place-docs.js';
import { docTags, tagsRouteOf } from './tag-pages.js';

/** What a doc page shows below its content: its tags, where to edit it, and its last change. */
export interface DocMeta {
  tags?: PaginationLink[];
  editUrl?: string;
  lastUpdate?: { date?: string; author?: string };
}

/**
 * The edit link as Docusaurus makes it: `custom_edit_url` as written (`null` for none), else `docs.editUrl`
 * followed by the file's path from the site folder.
 */
function editUrlOf(doc: DocSource, editUrl: string | undefined): string | undefined {
  const custom = doc.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  if (!editUrl || doc.generated) return undefined;
  return `${editUrl.replace(/\/$/, '')}/${doc.file
    .split('\\')
    .join('/')
    .replace(/^(\.\/)+/, '')}`;
}

export function docMeta(doc: DocSource, config: SiteConfig, options: SiteConfig['docs'], docsRoute: string): DocMeta {
  const tags = docTags(doc, tagsRouteOf(docsRoute, options)).map((t) => ({
    label: t.label,
    href: withBaseUrl(t.route, config.baseUrl, config.trailingSlash),
  }));
  const editUrl = editUrlOf(doc, options.editUrl);
  const update = doc.lastUpdate;
  const lastUpdate = update && {
    ...(options.showLastUpdateTime && update.date ? { date: update.date } : {}),
    ...(options.showLastUpdateAuthor && update.author ? { author: update.author } : {}),
  };
  return {
    ...(tags.length > 0 ? { tags } : {}),
    ...(editUrl ? { editUrl } : {}),
    ...(lastUpdate && Object.keys(lastUpdate).length > 0 ? { lastUpdate } : {}),
  };
}

/** Each doc's placement with what its page shows below the content. */
export function withDocMeta(
  placements: Map<string, DocPlacement>,
  docs: DocSource[],
  config: SiteConfig,
  options: SiteConfig['docs'],
  docsRoute: string,
): Map<string, DocPlacement> {
  for (const doc of docs) {
    const meta = docMeta(doc, config, options, docsRoute);
    if (Object.keys(meta).length > 0) placements.set(doc.id, { ...placements.get(doc.id), ...meta });
  }
  return placements;
}
