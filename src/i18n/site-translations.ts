import type { SiteConfig } from '../config/schema.js';
import type { Sidebar, SidebarEntry } from '../shared/model.js';
import type { GeneratedIndex } from '../sidebar/build-sidebars.js';
import type { TranslationEntries } from './translation-files.js';
import { generatedIndexIds, sidebarLabels, type SidebarLabel } from './sidebar-ids.js';

/**
 * What the site's config and sidebars give a translator, as Docusaurus's `write-translations` words each file:
 * the ids its translation files read (see `translate-config.ts`, `translate-sidebars.ts`), with the text as written.
 */

function entry(message: string, description: string) {
  return { message, description };
}

/** `docusaurus-theme-classic/navbar.json`: the title, the logo's alt text and every item's label, dropdowns' too. */
export function navbarEntries(config: SiteConfig): TranslationEntries {
  const { navbar } = config;
  const entries: TranslationEntries = {};
  if (navbar.title !== undefined) entries.title = entry(navbar.title, 'The title in the navbar');
  if (navbar.logo?.alt) entries['logo.alt'] = entry(navbar.logo.alt, 'The alt text of navbar logo');
  const add = (item: object) => {
    const label = 'label' in item && typeof item.label === 'string' ? item.label : undefined;
    if (label) entries[`item.label.${label}`] = entry(label, `Navbar item with label ${label}`);
  };
  for (const item of navbar.items ?? []) {
    add(item);
    if (item.type === 'dropdown') item.items.forEach(add);
  }
  return entries;
}

/** `docusaurus-theme-classic/footer.json`: each column's title, each link's label, the copyright, the logo's alt text. */
export function footerEntries(config: SiteConfig): TranslationEntries {
  const { footer } = config;
  const entries: TranslationEntries = {};
  for (const column of footer.links) {
    entries[`link.title.${column.title}`] = entry(
      column.title,
      `The title of the footer links column with title=${column.title} in the footer`,
    );
    for (const item of column.items) {
      const target = item.to ?? item.href;
      if (item.label)
        entries[`link.item.label.${item.label}`] = entry(
          item.label,
          `The label of footer link with label=${item.label}${target ? ` linking to ${target}` : ''}`,
        );
    }
  }
  if (footer.copyright !== undefined) entries.copyright = entry(footer.copyright, 'The footer copyright');
  if (footer.logo?.alt) entries['logo.alt'] = entry(footer.logo.alt, 'The alt text of footer logo');
  return entries;
}

/** What a translator reads of a sidebar label's id, as Docusaurus words it. */
function labelDescription(label: SidebarLabel, sidebarId: string): string {
  if (label.kind === 'category') return `The label for category ${label.item.label} in sidebar ${sidebarId}`;
  const { item } = label;
  if (label.kind === 'doc')
    return `The label for the doc item ${item.label} in sidebar ${sidebarId}, linking to the doc ${item.labelledDoc}`;
  return `The label for link ${item.label} in sidebar ${sidebarId}, linking to ${item.href}`;
}

/**
 * A docs version's file (`current.json`, `version-<name>.json`): its label, then each sidebar's category, link and
 * labelled doc items' labels (a category's generated index's title and description after its label, where its link
 * writes them), and its badges' words (once each). A doc's own title is translated with the doc.
 */
export function docsVersionEntries(
  version: { name: string; label: string },
  sidebars: Sidebar[],
  generatedIndexes: GeneratedIndex[],
): TranslationEntries {
  const entries: TranslationEntries = {
    'version.label': entry(version.label, `The label for version ${version.name}`),
  };
  const indexes = new Map(generatedIndexes.map((index) => [index.id, index]));
  for (const sidebar of sidebars) {
    for (const label of sidebarLabels(sidebar)) {
      const { item } = label;
      entries[label.id] = entry(item.label, labelDescription(label, sidebar.id));
      const index = item.type === 'category' && item.docId ? indexes.get(item.docId) : undefined;
      if (!index) continue;
      const ids = generatedIndexIds(index);
      const of = `for category ${item.label} in sidebar ${sidebar.id}`;
      if (index.written.title) entries[ids.title] = entry(index.written.title, `The generated-index page title ${of}`);
      if (index.written.description)
        entries[ids.description] = entry(index.written.description, `The generated-index page description ${of}`);
    }
    const badges = (item: SidebarEntry) => {
      if (item.type === 'html') return;
      if (item.badge)
        entries[`sidebar.${sidebar.id}.badge.${item.badge.text}`] = entry(
          item.badge.text,
          `The words of the badge ${item.badge.text} beside labels in sidebar ${sidebar.id}`,
        );
      if (item.type === 'category') item.items.forEach(badges);
    };
    sidebar.items.forEach(badges);
  }
  return entries;
}

/** A blog's `options.json`: its title, description and sidebar title. */
export function blogEntries(options: {
  blogTitle: string;
  blogDescription: string;
  blogSidebarTitle: string;
}): TranslationEntries {
  return {
    title: entry(options.blogTitle, 'The title for the blog used in SEO'),
    description: entry(options.blogDescription, 'The description for the blog used in SEO'),
    'sidebar.title': entry(options.blogSidebarTitle, 'The label for the left sidebar'),
  };
}
