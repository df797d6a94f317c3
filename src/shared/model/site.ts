/** Site-wide data the theme reads on every page. */

import type { NavEntry, ResolvedNavbarItem, SiteLogo } from './navbar.js';

/** A version of a docs instance as the version hooks list it. */
export interface DocsVersionEntry {
  name: string;
  label: string;
  isLast: boolean;
  /** The version's route base with the base URL (`/docs/next`). */
  path: string;
  mainDocId?: string;
}

/** Site-wide data the theme needs on every page; the same object for every route. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
  /** `titleDelimiter`, when it is not `|`. */
  titleDelimiter?: string;
  /** `noIndex: true`: every page is kept from search engines. */
  noIndex?: true;
  lang: string;
  direction: 'ltr' | 'rtl';
  navbar: {
    title?: string;
    logo?: SiteLogo;
    hideOnScroll: boolean;
    style?: 'dark' | 'primary';
    items: ResolvedNavbarItem[];
  };
  footer: {
    links: { title: string; items: NavEntry[] }[];
    logo?: SiteLogo;
    copyright?: string;
    style?: 'dark';
  };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  announcementBar?: { id: string; content: string; dismissible: boolean; backgroundColor?: string; textColor?: string };
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
  /** Where the page's locale's routes start under the site's base URL: `''` at it, `/fr` for `/fr/` under `/`. */
  prefix: string;
  /**
   * Every locale of the site, the default first: `url` the domain its pages are published on and `baseUrl` where they
   * start there (see `localeConfigs.<locale>`), `prefix` its routes' start when this build writes it.
   */
  locales: {
    name: string;
    label: string;
    lang: string;
    url: string;
    baseUrl: string;
    isDefault: boolean;
    prefix?: string;
  }[];
}
