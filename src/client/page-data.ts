import type { InlineData } from '../shared/page-meta.js';

/**
 * The data a page of the site carries in its HTML: the inline JSON, with a doc's Markdown HTML read back
 * from the rendered article, where it is written once. The first view reads its own document; client-side
 * navigation reads the next page's HTML, fetched, so no page needs a second copy of its content.
 * Undefined when the document is not one of the site's pages (a hand-written HTML file of the static folder).
 */
export function pageDataOf(doc: Document): InlineData | undefined {
  const json = doc.getElementById('__docgen_data')?.textContent;
  if (!json) return undefined;
  const data = JSON.parse(json) as InlineData;
  if (data.page.kind === 'doc' || (data.page.kind === 'page' && data.page.html !== undefined))
    data.page.html = doc.querySelector('[data-docgen-content]')?.innerHTML ?? '';
  return data;
}
