/**
 * The plain data that flows between docgen's stages and into the browser. Nothing here holds
 * functions or class instances, so every value can cross a worker boundary or be written as JSON.
 */

import type { SidebarBadge } from './badge.js';

export interface DocFrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
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
  /** From `git log` (or `last_update`), when the site shows when and by whom a doc was last changed. */
  lastUpdate?: { date?: string; author?: string };
  /**
   * What reading the doc found to warn of (a mistyped front matter key), reported with its page's warnings; at
   * `source` when it is in another file (a blog's authors map), once for the site when `once` is set.
   */
  warnings?: { message: string; line: number; column: number; source?: string; once?: string }[];
  /** Set on a blog post: what its byline and the list pages show of it (see `src/sources/blog`). */
  post?: BlogPostMeta;
}

/** A blog author, from the authors map or written in the post. */
export interface BlogAuthor {
  /** Its key in the authors map; inline authors have none. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** Profile links by platform (`github`, `x`…), each a full URL. */
  socials?: Record<string, string>;
  /** The slug of the author's own page (`page: true` in the authors map names it after the key). */
  page?: string;
}

/** What a blog post's byline shows, and what its list pages and feeds take from it. */
export interface BlogPostMeta {
  /** `YYYY-MM-DD`, or a full ISO date when the front matter gives a time. */
  date: string;
  authors: BlogAuthor[];
  /** Minutes, rounded up. */
  readingTime: number;
  /** Its tags: those of the tags file by key, the others as written (`permalink` is the path under the tags route). */
  tags: { label: string; permalink: string; description?: string }[];
  /** The body up to the truncate marker, when it has one. */
  excerpt?: string;
  /** Neither the front matter nor the file name gives a date: the file's own is taken, with a warning. */
  undated?: true;
}

/** A post's byline as its page shows it. */
export interface PostByline {
  date: string;
  authors: BlogAuthor[];
  readingTime?: number;
}

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

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
  className?: string;
  customProps?: Record<string, unknown>;
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

export interface NavLink {
  label: string;
  href: string;
  /** The language of the page it leads to, when not the page's own (a locale dropdown's links). */
  lang?: string;
  /** A path prefix that marks the link active, for example "/docs" for the docs entry. */
  activeBasePath?: string;
  external: boolean;
  /** Shown in place of the label, as the site wrote it (Docusaurus's `html` on a link). */
  html?: string;
  /** The site's classes, for its CSS: an icon link (`header-github-link`) is drawn by them. */
  className?: string;
  /** The name of a link that shows no label (an icon drawn by `className`). */
  ariaLabel?: string;
  /** Set by `pageNavbarItems` on a `doc` or `docSidebar` item the page being read belongs to (the same sidebar). */
  active?: true;
  /** A navbar `doc` or `docSidebar` item, which follows the version (see `pageNavbarItems`); `href` is the last's. */
  doc?: DocItemTargets;
}

/**
 * Where a navbar `doc` or `docSidebar` item leads in each version of its docs instance that has its doc (or
 * sidebar), by version name: the page, the label shown there, and the sidebar (its id) whose pages mark it active.
 */
export interface DocItemTargets {
  pluginId: string;
  last: string;
  versions: Record<string, { href: string; label: string; sidebarId?: string }>;
}

/** A version of a docs instance as the version hooks list it. */
export interface DocsVersionEntry {
  name: string;
  label: string;
  isLast: boolean;
  /** The version's route base with the base URL (`/docs/next`). */
  path: string;
  mainDocId?: string;
}

/** Docusaurus's `html` item: the site's HTML, as written, in the navbar, a dropdown or a footer column. */
export interface NavHtml {
  kind: 'html';
  html: string;
  className?: string;
}

/** What a dropdown or a footer column lists. */
export type NavEntry = NavLink | NavHtml;

/** A version of a docs instance as the navbar's version items list it, `href` leading to its main doc. */
export interface NavVersion {
  name: string;
  label: string;
  href: string;
  isLast?: true;
}

export type ResolvedNavbarItem =
  | ({ kind: 'link'; position: 'left' | 'right' } & NavLink)
  | ({ position: 'left' | 'right' } & NavHtml)
  | { kind: 'dropdown'; position: 'left' | 'right'; label: string; items: NavEntry[] }
  /**
   * Docusaurus's `docsVersionDropdown` and `docsVersion`: their label and links depend on the doc being read (see
   * `pageNavbarItems`), the last version's first. `label` is the `docsVersion` item's own.
   */
  | {
      kind: 'docsVersionDropdown';
      position: 'left' | 'right';
      pluginId: string;
      versions: NavVersion[];
      before: NavEntry[];
      after: NavEntry[];
    }
  | { kind: 'docsVersion'; position: 'left' | 'right'; pluginId: string; versions: NavVersion[]; label?: string }
  /** Docusaurus's `localeDropdown`: its links lead to the page being read in each locale (see `pageNavbarItems`). */
  | { kind: 'localeDropdown'; position: 'left' | 'right'; before: NavEntry[]; after: NavEntry[]; queryString?: string }
  | { kind: 'search'; position: 'left' | 'right' }
  | { kind: 'colorMode'; position: 'left' | 'right' };

/** The navbar's or footer's logo: `href` where it leads (the home page without it), `srcDark` for the dark mode. */
export interface SiteLogo {
  alt: string;
  src: string;
  srcDark?: string;
  href?: string;
  target?: string;
  width?: number | string;
  height?: number | string;
  className?: string;
}

/** Site-wide data the theme needs on every page; the same object for every route. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
  lang: string;
  direction: 'ltr' | 'rtl';
  navbar: {
    title?: string;
    logo?: SiteLogo;
    hideOnScroll: boolean;
    items: ResolvedNavbarItem[];
  };
  footer: {
    links: { title: string; items: NavEntry[] }[];
    logo?: SiteLogo;
    copyright?: string;
  };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  announcementBar?: { id: string; content: string; dismissible: boolean };
  docs: {
    routeBase: string;
    version: { name: string; label: string; path: string };
    /**
     * Every version of the default docs instance built, in Docusaurus's order (current first), when it has more than
     * one: a stored preference may name any, and the version hooks (`useVersions`…) list them. `path` is the
     * version's route base with the base URL (`/docs/next`).
     */
    versions?: DocsVersionEntry[];
    /**
     * The further docs instances (`docsInstances`), each with its route base and every version it builds, for the
     * version hooks given its `docsPluginId`; left out when there are none.
     */
    instances?: { id: string; routeBase: string; versions: DocsVersionEntry[] }[];
    sidebarOptions: { hideable: boolean; autoCollapseCategories: boolean; collapsedByDefault: boolean };
  };
  search:
    | { provider: 'local'; feedbackUrl?: string }
    | {
        provider: 'algolia';
        appId: string;
        apiKey: string;
        indexName: string;
        contextualSearch: boolean;
        hosts?: string[];
        feedbackUrl?: string;
      };
  customFields: Record<string, unknown>;
  /** The config's `favicon` as written (`img/logo.svg`), for `useDocusaurusContext().siteConfig.favicon`. */
  favicon?: string;
  /** Routes of the static apps (config `staticApps`): pages outside the router, so links to them load in full. */
  staticApps: string[];
  /** Asset paths of shared data files, by name (the search indexes). */
  assets: Record<string, string>;
  /** Set when the site is built in more than one locale: the page's locale and every locale built. */
  i18n?: SiteI18n;
  /**
   * The theme's and the pages' strings in the page's locale, by id (`translate`, `<Translate>`): docgen's own
   * translations of its theme, then the site's `code.json`. Left out when there are none (English).
   */
  translations?: Record<string, string>;
}

/** A translated site's locales, as the theme shows them (the locale dropdown) and the router tells them apart. */
export interface SiteI18n {
  locale: string;
  /** Where the page's locale's routes start: `''` for the default locale, `/fr` for another. */
  prefix: string;
  locales: { name: string; label: string; lang: string; prefix: string }[];
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
