import type { DocSource, SidebarEntry } from '../shared/model.js';
import type { GeneratedIndex } from '../sidebar/build-sidebars.js';
import { docDescription } from '../content/doc-description.js';
import { firstSidebarHref } from '../shared/sidebar-links.js';

/** Text safe inside Markdown link text or a paragraph: Markdown's punctuation is escaped. */
export function markdownText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_{}[\]()#+!<>|~]/g, (c) => `\\${c}`);
}

/** A sidebar href (with the base URL) back to the site path the Markdown link rewriting expects. */
function sitePath(href: string, baseUrl: string): string {
  return baseUrl !== '/' && href.startsWith(baseUrl) ? `/${href.slice(baseUrl.length)}` : href;
}

/** Angle brackets keep spaces and parentheses of a URL inside a Markdown link. */
function linkTarget(url: string): string {
  return `<${url.replace(/[<>]/g, encodeURIComponent)}>`;
}

/** A page made by docgen rather than written: it renders like a doc, from Markdown docgen writes. */
export function generatedDoc(input: {
  id: string;
  scope: string;
  route: string;
  title: string;
  body: string;
  source: string;
  description?: string;
  keywords?: string[];
  image?: string;
  searchTag?: string;
  generatedIndex?: true;
}): DocSource {
  return {
    id: input.id,
    scope: input.scope,
    file: input.source,
    docPath: `${input.id}.md`,
    route: input.route,
    title: input.title,
    sidebarLabel: input.title,
    frontMatter: {
      title: input.title,
      hide_table_of_contents: true,
      ...(input.description ? { description: input.description } : {}),
      ...(input.keywords ? { keywords: input.keywords } : {}),
      ...(input.image ? { image: input.image } : {}),
    },
    body: input.body,
    bodyLine: 1,
    draft: false,
    generated: true,
    ...(input.searchTag ? { searchTag: input.searchTag } : {}),
    ...(input.generatedIndex && { generatedIndex: true as const }),
  };
}

/**
 * A category's generated index. Its page is the theme's cards (`DocSource.generatedIndex`); its body, what the page's
 * served Markdown says: the description, then a link to each item with what its card says of it.
 */
export function generatedIndexDoc(
  index: GeneratedIndex,
  docs: Map<string, DocSource>,
  baseUrl: string,
  scope: string,
): DocSource {
  const card = (entry: SidebarEntry): string[] => {
    if (entry.type === 'html') return [];
    const href = firstSidebarHref(entry);
    if (!href) return [];
    const doc = entry.type === 'link' && entry.docId ? docs.get(entry.docId) : undefined;
    const description = entry.description ?? (doc && docDescription(doc));
    const line = `- **[${markdownText(entry.label)}](${linkTarget(sitePath(href, baseUrl))})**`;
    return [description ? `${line}  \n  ${markdownText(description)}` : line];
  };
  const body = [index.description ? markdownText(index.description) : '', index.items.flatMap(card).join('\n')]
    .filter(Boolean)
    .join('\n\n');
  return generatedDoc({ ...index, scope, body: `${body}\n`, generatedIndex: true });
}
