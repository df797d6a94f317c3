/** A docs sidebar and its items, as the theme draws them. */

import type { SidebarBadge } from '../badge.js';

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Set for doc items; a `ref` item or plain link has none, so it takes no part in previous/next. */
  docId?: string;
  /**
   * The doc of a `doc` or `ref` item whose label the sidebar writes: Docusaurus's translation files have a key for
   * that label (`sidebar.<sidebar>.doc.<label>`), and for no other doc item's. The build's only, as `docId`.
   */
  labelledDoc?: string;
  /**
   * The item's `key` (a doc's `sidebar_key`, a folder's `_category_` `key`): Docusaurus's translation files name
   * the label by it in place of the label itself, so two items of one label can be told apart. The build's only.
   */
  translationKey?: string;
  className?: string;
  customProps?: Record<string, unknown>;
  /** What a doc card of the link shows under its label, as the sidebar item writes it. The build's only. */
  description?: string;
  /** A badge beside the label (a sidebar item's `badge`, a doc's `sidebar_badge`). */
  badge?: SidebarBadge;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  collapsed: boolean;
  items: SidebarEntry[];
  /** Set when the items were left out of the page and must be fetched from the full sidebar. */
  lazy?: boolean;
  /** Runs of a long list of items left out of the page, as the sidebar's own `omitted`. */
  omitted?: Array<[index: number, count: number]>;
  /** The category's own page: a linked doc or a generated index of its items. */
  href?: string;
  docId?: string;
  /** `false` when the category is always open, without a toggle. */
  collapsible?: false;
  /**
   * The item's `key` (a doc's `sidebar_key`, a folder's `_category_` `key`): Docusaurus's translation files name
   * the label by it in place of the label itself, so two items of one label can be told apart. The build's only.
   */
  translationKey?: string;
  /** What a doc card of the category shows under its label (the item's or `_category_` file's). The build's only. */
  description?: string;

  className?: string;
  customProps?: Record<string, unknown>;
  badge?: SidebarBadge;
}

/** Raw HTML in the sidebar (`type: html`), as the author wrote it. */
export interface SidebarHtml {
  type: 'html';
  value: string;
  className?: string;
  /** Docusaurus's `defaultStyle`: give the item the padding of a link. */
  defaultStyle?: boolean;
}

export type SidebarEntry = SidebarLink | SidebarCategory | SidebarHtml;

export interface Sidebar {
  id: string;
  items: SidebarEntry[];
  /**
   * The URL of the sidebar's file (content-hashed; it holds the sidebar without this), which the browser fetches
   * for what a page leaves out: each page names its own sidebar's, so a page does not grow with the site's
   * versions and locales, and a sidebar changing renders only the pages that show it.
   */
  file?: string;
  /**
   * Set in a page's own copy of a sidebar whose top level is long: runs of top-level entries left out
   * of the page, as `[index, count]` (the `count` entries of the whole list that come before `items[index]`,
   * or after the last when `index` is `items.length`). The browser shows them from the sidebar file on demand.
   * A long list of an open category's items is cut short alike (`SidebarCategory.omitted`).
   */
  omitted?: Array<[index: number, count: number]>;
}
