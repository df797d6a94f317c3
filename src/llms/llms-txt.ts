import type { Sidebar, SidebarEntry } from '../shared/model.js';

/** A doc as llms.txt lists it. */
export interface LlmsDoc {
  /** Its page's URL as sidebars link it (with the base URL): unique in the site, whichever docs instance it is of. */
  href: string;
  title: string;
  description: string;
  /** Full URL of the doc's Markdown source. */
  url: string;
}

/**
 * The llms.txt file (llmstxt.org): the site's title and tagline, then every doc as a Markdown link to its
 * source with its description, grouped by sidebar category in sidebar order. Docs that no sidebar shows
 * come last under "Optional", the format's name for what a reader with little room may skip; before them, the other
 * locales' llms.txt files.
 */
export function llmsTxt(
  site: { title: string; tagline: string },
  sidebars: Sidebar[],
  docs: LlmsDoc[],
  /** The site's other locales, each with the URL of its own llms.txt. */
  otherLocales: { label: string; url: string }[] = [],
): string {
  const byHref = new Map(docs.map((d) => [d.href, d]));
  const sections = new Map<string, string[]>();
  for (const sidebar of sidebars) collectSections(sidebar.items, [], sections);
  const listed = new Set<string>();
  const blocks: string[] = [];
  const listItems = (hrefs: string[]) =>
    hrefs.flatMap((href) => {
      const doc = byHref.get(href);
      if (!doc || listed.has(href)) return [];
      listed.add(href);
      return [`- [${escapeLinkText(doc.title)}](${doc.url})${doc.description ? `: ${oneLine(doc.description)}` : ''}`];
    });
  for (const [heading, hrefs] of sections) {
    const items = listItems(hrefs);
    if (items.length > 0) blocks.push(`## ${heading}\n\n${items.join('\n')}`);
  }
  if (otherLocales.length > 0)
    blocks.push(
      `## Other languages\n\n${otherLocales.map((l) => `- [${escapeLinkText(l.label)}](${l.url})`).join('\n')}`,
    );
  const hidden = listItems(docs.map((d) => d.href));
  if (hidden.length > 0) blocks.push(`## Optional\n\n${hidden.join('\n')}`);
  const intro = [`# ${oneLine(site.title)}`, site.tagline ? `> ${oneLine(site.tagline)}` : ''].filter(Boolean);
  return `${[...intro, ...blocks].join('\n\n')}\n`;
}

/** One section per category (nested ones named "Outer › Inner"), in sidebar order; docs outside any category go under "Docs". */
function collectSections(entries: SidebarEntry[], path: string[], sections: Map<string, string[]>): void {
  const heading = path.length > 0 ? path.join(' › ') : 'Docs';
  const hrefs = sections.get(heading) ?? [];
  sections.set(heading, hrefs);
  for (const entry of entries) {
    if (entry.type === 'category') {
      if (entry.docId && entry.href) hrefs.push(entry.href);
      collectSections(entry.items, [...path, entry.label], sections);
    } else if (entry.type === 'link' && entry.docId) hrefs.push(entry.href);
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, (c) => `\\${c}`);
}
