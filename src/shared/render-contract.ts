// What the engine and the theme's server bundle (built from src/client/ssr.tsx and the theme) hand each other:
// the engine loads the bundle and renders with it, the runtime implements it, so the types live between the two.
import type { ComponentType, ReactElement } from 'react';
import type { PageData, Sidebar, SiteData } from './model.js';

/** What makes React elements (`react/jsx-runtime`), as the Markdown renderer takes it. */
export type JsxRuntime = Pick<typeof import('react/jsx-runtime'), 'Fragment' | 'jsx' | 'jsxs'>;

/** Components by the element or name they render, as the Markdown and MDX renderers take them. */
export type ComponentMap = Record<string, ComponentType<any>>;

export interface RouteState {
  page: PageData;
  /** The page's sidebar, opened at the page; in the server-rendered page closed categories are left empty (`lazy`). */
  sidebar?: Sidebar;
  /** The module of a custom page (templates/pages), when it is loaded; `PageModule` loads it otherwise. */
  PageComponent?: ComponentType;
}

/** A doc as its version lists it to components: `useAllDocsData` gives id and URL, `useDocsVersion` title and description. */
export interface DocSummary {
  id: string;
  path: string;
  title: string;
  description?: string;
}

export interface ThemeAppProps {
  page: PageData;
}

/**
 * What MDX components know of the page they are rendered in. At build time the engine fills it and
 * collects through it (headings, links); in the browser an island gets only the site.
 */
export interface MdxPage {
  site: SiteData;
  route: string;
  docId?: string;
  /** The sidebar the page belongs to, whole, for DocCardList. */
  sidebar?: Sidebar;
  /**
   * The description of each doc of the page's docs version, by id (front matter `description`, else its first line
   * of text): what a doc card shows under its title. The server's only: cards are rendered there.
   */
  descriptions?: Record<string, string>;
  /** Every doc of the site, by id and URL, for `useAllDocsData`: known on the server, not in an island. */
  docs?: DocSummary[];
  /** Registers a heading in document order; answers its unique id. */
  heading?(level: number, text: string, customId: string | undefined): string;
  /**
   * Resolves a link or image URL as written (a `.md` file, a site path) in `from` (a site-relative file, the page's
   * own when not given) to the URL written into the HTML; `reference` for an image written as `![alt][label]`. `at` is
   * where it is written (`line:column` in `from`), when the URL comes from an expression and cannot be found as written.
   */
  link?(
    kind: 'link' | 'image',
    url: string,
    from?: string,
    reference?: boolean,
    at?: string,
  ): { url: string; rel?: string };
  /**
   * Notes the `href` of an `<a>` rendered by `@docusaurus/Link` or for a Markdown link: the links Docusaurus's check
   * sees. Any other `<a>` (or `src`) of the page's content is raw JSX, which it does not check (see `rawLinksOf`).
   */
  checkedLink?(href: string): void;
  /** What the page's MDX elements render with, for components that render as one of them (Admonition, CodeBlock). */
  components?: ComponentMap;
  /** Takes what a page of the pages folder says of itself through `@theme/Layout` or `@docusaurus/Head`. */
  pageMeta?(meta: PageLayoutMeta): void;
}

/** The props of Docusaurus's `@theme/Layout` that say something about the page rather than render in it. */
export interface PageLayoutMeta {
  title?: string;
  description?: string;
  noFooter?: boolean;
  /** Where `@docusaurus/router`'s `<Redirect to>` sends the reader (with the base URL, as the page wrote it). */
  redirect?: string;
}

/** The module docgen bundles from the theme and the site's pages for rendering on the server. */
export interface ServerBundle {
  App: ComponentType<ThemeAppProps>;
  markdownComponents: ComponentMap;
  pages: Record<
    string,
    {
      default?: ComponentType;
      meta?: { title?: string; description?: string };
      /** A Markdown or MDX page's front matter. */
      frontMatter?: Record<string, unknown>;
    }
  >;
  renderApp(App: ComponentType<ThemeAppProps>, site: SiteData, route: RouteState): string;
  renderToStaticMarkup(element: ReactElement): string;
  /** Sets the strings of the locale the next renders are in (`SiteData.translations`); `renderApp` sets its own. */
  setTranslations?(table: Record<string, string> | undefined): void;
  /** The site's React makes the engine's elements (the Markdown's) too: one copy renders every page. */
  jsxRuntime: JsxRuntime;
  /** MDX docs by site-relative file, and what renders them (src/client/mdx/runtime.tsx); empty when the site has none. */
  mdxDocs: Record<string, { default: ComponentType<any>; __docgenSource?: ServedSourcePlan }>;
  renderMdx?(Content: ComponentType<{ components: ComponentMap }>, page: MdxPage, components: ComponentMap): string;
  mdxComponents?(theme: ComponentMap, provided: ComponentMap): ComponentMap;
  /** A page of the pages folder on its own, inside the contexts it may read (src/client/mdx/runtime.tsx). */
  renderPageContent?(
    Content: ComponentType<any>,
    page: MdxPage,
    route: RouteState,
    components: ComponentMap,
    /** A plugin's route: what its component is given. */
    props?: Record<string, unknown>,
  ): string;
  MDXComponents?: ComponentMap;
  /** `@theme/DocCategoryGeneratedIndex`: what a category's generated index page shows below its title. */
  DocCategoryGeneratedIndex?: ComponentType<{ description?: string }>;
}

type Span = [startLine: number, startColumn: number, endLine: number, endColumn: number];

/** What an MDX doc's served Markdown source changes from the file as written: links, dropped lines, partials. */
export interface ServedSourcePlan {
  links: { url: string; span: Span }[];
  drop: Span[];
  partials: { source: string; span: Span }[];
}
