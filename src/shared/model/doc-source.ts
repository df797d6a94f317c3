/** A Markdown file of a docs instance or a blog, as reading it finds it, before it is rendered. */

import type { SidebarBadge } from '../badge.js';
import type { BlogPostMeta } from './blog.js';

export interface DocFrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_key?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  keywords?: string[];
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  draft?: boolean;
  pagination_prev?: string | null;
  pagination_next?: string | null;
  pagination_label?: string;
  parse_number_prefixes?: boolean;
  displayed_sidebar?: string | null;
  hide_title?: boolean;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  sidebar_badge?: SidebarBadge;
  custom_edit_url?: string | null;
  unlisted?: boolean;
  tags?: (string | { label: string; permalink?: string; description?: string })[];
  image?: string;
  last_update?: { date?: string | number; author?: string };
}

/** One Markdown file of the docs folder, front matter parsed, body not yet. */
export interface DocSource {
  id: string;
  /** The key of the content scope (docs instance, version, locale) it belongs to: ids are unique within one. */
  scope: string;
  /** Path relative to the site folder, used in every diagnostic. */
  file: string;
  /** Path relative to the docs folder, used to resolve relative `.md` links. */
  docPath: string;
  route: string;
  /**
   * Docusaurus's address of the doc ends in "/" (a folder's index, or a slug written so): its relative links are
   * resolved from the folder itself, not from its parent.
   */
  folderUrl?: true;
  title: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  frontMatter: DocFrontMatter;
  body: string;
  /** Line of the body's first line in the file (front matter comes before it). */
  bodyLine: number;
  draft: boolean;
  /** A page docgen writes itself (a category's generated index, the tags pages), shown like a doc. */
  generated?: boolean;
  /**
   * A category's generated index: the page shows its description (`frontMatter.description`) and a card for each of
   * the category's items (`@theme/DocCategoryGeneratedIndex`); `body` is what its served Markdown says of them.
   */
  generatedIndex?: true;
  /**
   * DocSearch's tag of a generated page that Docusaurus tags apart from its docs version's or blog's pages, so that
   * contextual search leaves it out: `blog_posts_list`, `doc_tags_list`… (see `DocsearchPage`).
   */
  searchTag?: string;
  /**
   * A blog's list, tag or author page: its body quotes the excerpts of the posts it lists. Their Markdown warnings are
   * the posts' own, reported at each post's file, so the page adds none of its own.
   */
  quotesPosts?: true;
  /** From `git log` (or `last_update`), when the site shows when and by whom a doc was last changed. */
  lastUpdate?: { date?: string; author?: string };
  /**
   * What reading the doc found to warn of (a mistyped front matter key), reported with its page's warnings; at
   * `source` when it is in another file (a blog's authors map), once for the site when `once` is set.
   */
  warnings?: { message: string; line: number; column: number; source?: string; once?: string }[];
  /**
   * Set on a doc made from what an earlier build read of its file, the file's size and change time being as they were
   * then (see `src/cache/doc-outline-cache.ts`): its body is not read (`body` is empty) until its page is rendered or
   * named by its text (`readBody`). What the body said that planning and the theme bundle use: whether it uses MDX
   * syntax (a `.md` file's; see `usesMdxSyntax`), and its first line of text (see `firstTextLine`).
   */
  outlined?: { mdxSyntax?: boolean; firstLine?: string };
  /** Set on a blog post: what its byline and the list pages show of it (see `src/sources/blog`). */
  post?: BlogPostMeta;
}
