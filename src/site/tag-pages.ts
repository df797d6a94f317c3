import type { DocSource } from '../shared/model.js';
import { normalizeRoute } from '../content/load-docs.js';
import type { SiteConfig } from '../config/schema.js';
import { generatedDoc, markdownText } from './generated-pages.js';

export interface DocTag {
  label: string;
  /** The tag page's route, "/docs/tags/getting-started" (`tags` being the docs' `tagsBasePath`). */
  route: string;
  description?: string;
}

/** Words as lodash's `kebabCase` finds them (case changes and letter/digit changes split words), as Docusaurus slugs tags. */
export function kebabCase(label: string): string {
  return label
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, (_m, l1, n1, n2, l2) => (l1 ? `${l1} ${n1}` : `${n2} ${l2}`))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .join('-');
}

/**
 * A doc's `tags`, each with the route of its page under `tagsRoute` (the docs route and `tagsBasePath`): a string tag
 * is kebab-cased, an object may name its own permalink.
 */
export function docTags(doc: DocSource, tagsRoute: string): DocTag[] {
  return (doc.frontMatter.tags ?? []).map((tag) => {
    const { label, permalink, description } =
      typeof tag === 'string' ? { label: tag, permalink: undefined, description: undefined } : tag;
    return {
      label,
      route: normalizeRoute(`${tagsRoute}/${permalink ?? kebabCase(label)}`),
      ...(description ? { description } : {}),
    };
  });
}

/** The tags index (`/docs/tags`, every tag with its count, by first letter) and one page per tag listing its docs. */
export function tagPages(docs: DocSource[], tagsRoute: string, scope: string): DocSource[] {
  const byRoute = new Map<string, { tag: DocTag; docs: DocSource[] }>();
  for (const doc of docs) {
    if (doc.frontMatter.unlisted) continue;
    for (const tag of docTags(doc, tagsRoute)) {
      const entry = byRoute.get(tag.route) ?? { tag, docs: [] };
      if (!entry.docs.includes(doc)) entry.docs.push(doc);
      byRoute.set(tag.route, entry);
    }
  }
  if (byRoute.size === 0) return [];
  const tags = [...byRoute.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  const byLetter = new Map<string, string[]>();
  for (const { tag, docs: tagged } of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    byLetter.set(letter, [
      ...(byLetter.get(letter) ?? []),
      `- [${markdownText(tag.label)}](${tag.route}) (${tagged.length})`,
    ]);
  }
  const indexBody = [...byLetter]
    .map(([letter, lines]) => `## ${markdownText(letter)}\n\n${lines.join('\n')}`)
    .join('\n\n');
  const index = generatedDoc({
    id: '__tags',
    scope,
    route: normalizeRoute(tagsRoute),
    title: 'Tags',
    body: `${indexBody}\n`,
    source: 'docgen (tags index)',
    searchTag: 'doc_tags_list',
  });
  const pages = tags.map(({ tag, docs: tagged }) => {
    const count = `${tagged.length} doc${tagged.length === 1 ? '' : 's'} tagged with "${tag.label}"`;
    const list = tagged
      .map((d) => {
        const description = d.frontMatter.description ? `  \n  ${markdownText(d.frontMatter.description)}` : '';
        return `- **[${markdownText(d.title)}](${d.route})**${description}`;
      })
      .join('\n');
    const body = [tag.description ? markdownText(tag.description) : '', list, `[View all tags](${index.route})`]
      .filter(Boolean)
      .join('\n\n');
    return generatedDoc({
      id: `__tags/${tag.route}`,
      scope,
      route: tag.route,
      title: count,
      body: `${body}\n`,
      source: `docgen (tag page, from the tags of ${tagged[0]!.file})`,
      searchTag: 'doc_tag_doc_list',
    });
  });
  return [index, ...pages];
}

/** Where a docs version's tag pages are: its route and the instance's `tagsBasePath`. */
export function tagsRouteOf(docsRoute: string, options: Pick<SiteConfig['docs'], 'tagsBasePath'>): string {
  return normalizeRoute(`${docsRoute}/${options.tagsBasePath}`);
}
