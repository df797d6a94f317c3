/** What each kind of route (doc, custom page, redirect, not-found, search, home) shows. */

import type { PostByline } from './blog.js';

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

export interface PaginationLink {
  label: string;
  href: string;
}

/** What a doc route shows; its HTML carries it for the client (inline, with `html` read back from the article). */
export interface DocPageData {
  kind: 'doc';
  route: string;
  title: string;
  description: string;
  docId: string;
  sidebarId?: string;
  /** Rendered Markdown, produced once at build time and never re-rendered in the browser. */
  html: string;
  toc: TocItem[];
  hideToc: boolean;
  badge?: string;
  prev?: PaginationLink;
  next?: PaginationLink;
  editUrl?: string;
  /** Front matter `hide_title`: the page shows no title heading of its own. */
  hideTitle?: boolean;
  /** Front matter `unlisted`: built and reachable, but kept from search engines and sidebars. */
  unlisted?: boolean;
  tags?: PaginationLink[];
  /** ISO date and author of the doc's last change, when the site shows them. */
  lastUpdate?: { date?: string; author?: string };
  /** A blog post's date, authors and reading time. */
  post?: PostByline;
  /** Stylesheets only this page needs (KaTeX's), read from its head by client-side navigation. */
  styles?: string[];
  /** The docs version the page belongs to, when its docs instance builds more than one. */
  version?: DocVersionData;
}

/** What search looks in (see `searchScope`). */
export interface SearchScope {
  /** The docs instance (`docsPluginId`) of the doc being read, when the page is one of a versioned instance. */
  reading?: string;
  /** The version to search of every docs instance, by its `docsPluginId` (`default` for `docs`). */
  versions: Record<string, string>;
}

/** A doc's version as its page shows it (badge, banner) and the navbar's version items follow it. */
export interface DocVersionData {
  /** The docs instance (`docsPluginId`). */
  pluginId: string;
  name: string;
  label: string;
  /** Show "Version: <label>" above the doc. */
  badge: boolean;
  banner?: 'unreleased' | 'unmaintained';
  /** Kept from search engines (robots noindex), as the version's `noIndex` says. */
  noIndex?: boolean;
  className?: string;
  /** The last version, which the banner leads to: the same doc there, else its main doc (`route`). */
  last: { name: string; label: string; route: string };
  /** Routes of the same doc (the same id) in the instance's other versions, by version name. */
  alternates: Record<string, string>;
}

/** A page of templates/pages, rendered by its own module. */
export interface CustomPageData {
  kind: 'page';
  route: string;
  title: string;
  description: string;
  /** The page's file in the pages folder, relative to it. */
  module: string;
  /** A static page's HTML, rendered once at build time (read back from the page, as a doc's): no module loads for it. */
  html?: string;
  /** `<Layout noFooter>`: the page shows no footer. */
  noFooter?: boolean;
  /** The page renders a `<main>` of its own; the theme frames the others' content in one. */
  ownMain?: true;
  /**
   * The page renders a `<header>` outside its `<main>` (a Docusaurus hero): the page's banner, as in Docusaurus,
   * whose navbar is a `<nav>` only; the theme's navbar is then no second one.
   */
  ownBanner?: true;
  /** A plugin's route: what its component is given (see `src/sources/plugins`). */
  props?: Record<string, unknown>;
  /** Stylesheets of the page's own (its CSS modules), added on client-side navigation. */
  styles?: string[];
}

export interface RedirectPageData {
  kind: 'redirect';
  route: string;
  title: string;
  description: string;
  to: string;
}

export interface NotFoundPageData {
  kind: 'notFound';
  route: string;
  title: string;
  description: string;
}

export interface SearchPageData {
  kind: 'search';
  route: string;
  title: string;
  description: string;
}

/** The theme's home page, for a site without a page of its own at "/". */
export interface HomePageData {
  kind: 'home';
  route: string;
  title: string;
  description: string;
  /** The first doc of the sidebar, where the home page leads. */
  firstDoc?: string;
  /** From the config's `home`, links and pictures resolved against the base URL. */
  hero: HomeHero;
  features: HomeFeature[];
}

export interface HomeHero {
  name: string;
  text?: string;
  tagline?: string;
  image?: { src: string; alt: string };
  /** Unset: the theme's own way into the docs (`firstDoc`). */
  actions?: { text: string; href: string; theme: 'brand' | 'alt' }[];
}

export interface HomeFeature {
  title: string;
  details: string;
  href?: string;
}

export type PageData =
  DocPageData | CustomPageData | RedirectPageData | NotFoundPageData | SearchPageData | HomePageData;
