/** The navbar's items and logo; a footer's columns and logo are of the same kinds. */

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
  /** A version dropdown's entry: following it makes that version the reader's preferred one of its docs instance. */
  preferVersion?: { pluginId: string; name: string };
}

/**
 * Where a navbar `doc` or `docSidebar` item leads in each version of its docs instance that has its doc (or
 * sidebar), by version name: the page, the label shown there, and the sidebar (its id) whose pages mark it active.
 * `unlisted`: the doc is unlisted there, and the item shows on its own page only, as in Docusaurus.
 */
export interface DocItemTargets {
  pluginId: string;
  last: string;
  versions: Record<string, { href: string; label: string; sidebarId?: string; unlisted?: true }>;
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
