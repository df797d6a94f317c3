import type { Sidebar, SidebarEntry } from '../shared/model.js';

/** A doc as llms.txt lists it. */
export interface LlmsDoc {
  docId: string;
  title: string;
  description: string;
  /** Full URL of the doc's Markdown source. */
  url: string;
}

/**
 * The llms.txt file (llmstxt.org): the site's title and tagline, then every doc as a Markdown link to its
 * source with its description, grouped by sidebar category in sidebar order. Docs that no sidebar shows
 * come last under "Optional", the format's name for what a reader with little room may skip.
 */
export function llmsTxt(site: { title: string; tagline: string }, sidebars: Sidebar[], docs: LlmsDoc[]): string {
  const byId = new Map(docs.map((d) => [d.docId, d]));
  const sections = new Map<string, string[]>();
  for (const sidebar of sidebars) collectSections(sidebar.items, [], sections);
  const listed = new Set<string>();
  const blocks: string[] = [];
  const listItems = (ids: string[]) =>
    ids.flatMap((id) => {
      const doc = byId.get(id);
      if (!doc || listed.has(id)) return [];
      listed.add(id);
      return [`- [${escapeLinkText(doc.title)}](${doc.url})${doc.description ? `: ${oneLine(doc.description)}` : ''}`];
    });
  for (const [heading, docIds] of sections) {
    const items = listItems(docIds);
    if (items.length > 0) blocks.push(`## ${heading}\n\n${items.join('\n')}`);
  }
  const hidden = listItems(docs.map((d) => d.docId));
  if (hidden.length > 0) blocks.push(`## Optional\n\n${hidden.join('\n')}`);
  const intro = [`# ${oneLine(site.title)}`, site.tagline ? `> ${oneLine(site.tagline)}` : ''].filter(Boolean);
  return `${[...intro, ...blocks].join('\n\n')}\n`;
}

/** One section per category (nested ones named "Outer › Inner"), in sidebar order; docs outside any category go under "Docs". */
function collectSections(entries: SidebarEntry[], path: string[], sections: Map<string, string[]>): void {
  const heading = path.length > 0 ? path.join(' › ') : 'Docs';
  const docIds = sections.get(heading) ?? [];
  sections.set(heading, docIds);
  for (const entry of entries) {
    if (entry.type === 'category') {
      if (entry.docId) docIds.push(entry.docId);
      collectSections(entry.items, [...path, entry.label], sections);
    } else if (entry.type === 'link' && entry.docId) docIds.push(entry.docId);
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, (c) => `\\${c}`);
}
