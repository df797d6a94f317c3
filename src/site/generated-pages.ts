import type { DocSource, SidebarEntry } from '../shared/model.js';
import type { GeneratedIndex } from '../sidebar/build-sidebars.js';

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
  };
}

/** A category's generated index: its description, then one card per item with the doc's description. */
export function generatedIndexDoc(
  index: GeneratedIndex,
  docs: Map<string, DocSource>,
  baseUrl: string,
  scope: string,
): DocSource {
  const card = (entry: SidebarEntry): string[] => {
    if (entry.type === 'html') return [];
    const href = entry.type === 'link' ? entry.href : (entry.href ?? firstHref(entry.items));
    if (!href) return [];
    const description =
      entry.type === 'category'
        ? `${countItems(entry.items)} items`
        : entry.docId
          ? docs.get(entry.docId)?.frontMatter.description
          : undefined;
    const line = `- **[${markdownText(entry.label)}](${linkTarget(sitePath(href, baseUrl))})**`;
    return [description ? `${line}  \n  ${markdownText(description)}` : line];
  };
  const body = [index.description ? markdownText(index.description) : '', index.items.flatMap(card).join('\n')]
    .filter(Boolean)
    .join('\n\n');
  return generatedDoc({ ...index, scope, body: `${body}\n` });
}

function firstHref(entries: SidebarEntry[]): string | undefined {
  for (const e of entries) {
    if (e.type === 'link') return e.href;
    if (e.type === 'category') {
      const found = e.href ?? firstHref(e.items);
      if (found) return found;
    }
  }
  return undefined;
}

function countItems(entries: SidebarEntry[]): number {
  return entries.filter((e) => e.type !== 'html').length;
}
