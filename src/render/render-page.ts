import type { Root as MdastRoot } from 'mdast';
import { parseEachWithinBudget, type Parsed } from '../markdown/parse-budget.js';
import { startMarkdown, type MarkdownParse, type MarkdownProcessor, type Transformed } from '../markdown/processor.js';
import type { SiteMarkdownPlugins } from '../markdown/site-plugins.js';
import {
  isTranslatedFile,
  type Diagnostic,
  type FoundLink,
  type MarkdownResult,
  type SearchSection,
  type SiteLinkContext,
} from '../markdown/context.js';
import type { DocSource, PageData, Sidebar, SiteData } from '../shared/model.js';
import type { RoutePlan } from '../routes/build-routes.js';
import type { DocPlacement } from '../sidebar/place-docs.js';
import { pruneSidebar } from '../shared/prune-sidebar.js';
import { markdownUrlFor, withBaseUrl } from '../shared/urls.js';
import { breadcrumbJsonLd } from '../seo/breadcrumbs.js';
import { markdownSource } from '../llms/markdown-source.js';
import type { InlineData } from '../shared/page-meta.js';
import { escapeHtml, renderDocument, type DocumentAssets } from './document.js';
import type { DocSummary, ServerBundle } from '../shared/render-contract.js';
import { renderMdxDoc } from '../mdx/render-mdx-doc.js';
import { PAGE_STYLE } from '../shared/page-styles.js';
import type { HomeContent } from '../site/home-content.js';
import type { PageModuleAssets } from '../bundle/bundle-theme.js';
import { customPage } from './custom-page.js';
import { otherVersions, type ScopeVersionData } from '../sources/docs/version-links.js';
import type { RawLink } from '../links/check-links.js';
import { sourceOfScope } from '../sources/content-source.js';
import type { DocsearchPage } from '../shared/docsearch-tags.js';

/** What the docs of one content scope (a docs instance's version in a locale) render with. */
export interface ScopeRenderData {
  linkContext: SiteLinkContext;
  /**
   * The folders (site-relative, posix) whose files' Markdown file links resolve against this scope's docs: its own
   * and, in a further locale, its translations' (see `markdownLinkOwner`).
   */
  folders: string[];
  sidebars: Sidebar[];
  /** Each doc's place in the sidebars and what its page shows below the content, by doc id. */
  placements: Record<string, DocPlacement>;
  /** Tags every page of the scope has in its head (a blog's feed links). */
  head?: string[];
  /** The scope's locale, when it is not the site's first (see `SharedRenderData.locales`). */
  locale?: string;
  /** The scope's docs version, shown on its pages when the instance builds several. */
  version?: ScopeVersionData;
  /**
   * Each doc's description by id, when a page of the scope may show doc cards (an MDX doc, a generated index): a
   * change re-renders the scope's pages, which the cards of any of them may show.
   */
  descriptions?: Record<string, string>;
  /** What a docs version's pages tell DocSearch's crawler (its name and tag, `docs-<pluginId>-<version>`); a blog's scope has none. */
  docsearch?: { version: string; tag: string };
}

/** Everything a page render needs that is the same for every page; built once, shared by all threads. */
export interface SharedRenderData {
  siteDir: string;
  site: SiteData;
  /** By scope key (`DocSource.scope`). */
  scopes: Record<string, ScopeRenderData>;
  assets: DocumentAssets;
  /** Asset URLs of page modules' own chunks and styles, so a custom page loads them up front. */
  pageModuleAssets: Record<string, PageModuleAssets>;
  /** What the theme's home page shows (config `home`). */
  home: HomeContent;
  /** Every doc, by id and URL, when the site has MDX docs: what `useAllDocsData` answers. */
  docs?: DocSummary[];
  /** The site's own remark and rehype plugins (config `markdown.remarkPlugins`…). */
  markdownPlugins?: SiteMarkdownPlugins;
  /** Each further locale's site data and the entry that hydrates its pages, by name (a route's `locale`). */
  locales?: Record<string, LocaleRenderData>;
}

/** What a locale's pages render with that differs from the first locale's. */
interface LocaleRenderData {
  site: SiteData;
  assets: DocumentAssets;
  /** The locale's docs, as `docs` gives the first locale's. */
  docs?: DocSummary[];
}

/** The site data and entry the pages of a locale (a route's `locale`, none for the site's first) render with. */
export function localeOf(locale: string | undefined, shared: SharedRenderData): LocaleRenderData {
  return (locale && shared.locales?.[locale]) || shared;
}

export interface RenderedPage {
  route: string;
  /** Source file, for diagnostics. */
  source: string;
  /** The page, which also holds what the client needs to navigate to it (see src/client/page-data.ts). */
  html: string;
  /** A doc's Markdown source, served beside its page. */
  markdown?: string;
  title: string;
  description: string;
  links: FoundLink[];
  anchors: string[];
  /** The links the page's content writes as raw JSX (see `rawLinksOf`). */
  rawLinks?: RawLink[];
  sections: SearchSection[];
  warnings: Diagnostic[];
  kind: PageData['kind'];
  /** A blog post in its blog's feeds: its content's HTML, which the feeds carry whole. */
  feedContent?: string;
}

export interface RenderContext {
  bundle: ServerBundle;
  processor: MarkdownProcessor;
  shared: SharedRenderData;
}

/** A doc's Markdown as HTML, with what it yields besides: the costly part of a doc page, which watch mode keeps. */
export interface RenderedMarkdown extends MarkdownResult {
  html: string;
}

/** `markdown`, when given, is the doc's Markdown rendered earlier with the same theme and links. */
export function renderRoute(
  plan: RoutePlan,
  doc: DocSource | undefined,
  ctx: RenderContext,
  markdown?: RenderedMarkdown,
): RenderedPage {
  switch (plan.kind) {
    case 'doc':
      return renderDoc(plan, doc!, ctx, markdown ?? renderMarkdown(doc!, ctx));
    case 'page': {
      const { page, PageComponent, sections, rawLinks } = customPage(plan, ctx);
      const assets = page.kind === 'redirect' ? {} : ctx.shared.pageModuleAssets[plan.module];
      const rendered = finish(plan, page, ctx, { PageComponent, ...assets });
      return { ...rendered, sections, ...(rawLinks.length > 0 ? { rawLinks } : {}) };
    }
    case 'search':
      return finish(
        plan,
        {
          kind: 'search',
          route: plan.route,
          title: 'Search',
          description: `Search the ${ctx.shared.site.title} documentation`,
        },
        ctx,
        {},
      );
    case 'home': {
      const { site } = localeOf(plan.locale, ctx.shared);
      const firstDoc = plan.firstDocRoute && withBaseUrl(plan.firstDocRoute, site.baseUrl, site.trailingSlash);
      return finish(
        plan,
        {
          kind: 'home',
          route: plan.route,
          title: site.title,
          description: site.tagline,
          ...(firstDoc ? { firstDoc } : {}),
          ...ctx.shared.home,
        },
        ctx,
        {},
      );
    }
    case 'redirect':
      return finish(
        plan,
        {
          kind: 'redirect',
          route: plan.route,
          title: 'Redirecting…',
          description: ctx.shared.site.tagline,
          to: plan.to,
        },
        ctx,
        {},
      );
    case 'notFound': {
      // Its title and description in the page's language, as the theme's heading and first line are.
      const translated = localeOf(plan.locale, ctx.shared).site.translations ?? {};
      return finish(
        plan,
        {
          kind: 'notFound',
          route: plan.route,
          title: translated['theme.NotFound.title'] ?? 'Page Not Found',
          description: translated['theme.NotFound.p1'] ?? 'We could not find what you were looking for.',
        },
        ctx,
        {},
      );
    }
  }
}

/**
 * A doc's Markdown ready to parse, or undefined for an MDX doc (compiled into the server bundle, not parsed here) and a
 * generated index.
 */
export function startDocMarkdown(doc: DocSource, ctx: RenderContext): MarkdownParse | undefined {
  // A generated index renders the theme's component, through the MDX runtime as an MDX doc.
  if (ctx.bundle.mdxDocs?.[doc.file] || doc.generatedIndex) return undefined;
  const fm = doc.frontMatter;
  const site = ctx.shared.scopes[doc.scope]!.linkContext;
  return startMarkdown(
    ctx.processor,
    doc.body,
    doc.file,
    {
      docPath: doc.docPath,
      ...(isTranslatedFile(doc, site) && { translated: true as const }),
      route: doc.route,
      ...(doc.folderUrl && { folderUrl: true as const }),
      bodyLine: doc.bodyLine,
      tocLevels: { min: fm.toc_min_heading_level, max: fm.toc_max_heading_level },
    },
    site,
    sourceOfScope(doc.scope),
  );
}

/**
 * A doc's Markdown as `startDocMarkdown` made it ready, parsed along with other pages' (see `parseEachWithinBudget`),
 * and transformed when the site's plugins were awaited.
 */
export interface ParsedDoc {
  markdown: MarkdownParse;
  parsed: Parsed<MdastRoot> | Transformed;
}

/** `parsed`, when given, is the doc's Markdown parsed already. */
export function renderMarkdown(doc: DocSource, ctx: RenderContext, parsed?: ParsedDoc): RenderedMarkdown {
  // The Markdown's components (code blocks' copy button, heading links) speak the doc's locale.
  ctx.bundle.setTranslations?.(localeOf(ctx.shared.scopes[doc.scope]?.locale, ctx.shared).site.translations);
  const markdown = parsed?.markdown ?? startDocMarkdown(doc, ctx);
  if (!markdown) return renderMdxDoc(doc, ctx);
  const { element, ...md } = markdown.finish(parsed?.parsed ?? parseEachWithinBudget([markdown])[0]!);
  return { ...md, html: ctx.bundle.renderToStaticMarkup(element) };
}

function renderDoc(
  plan: Extract<RoutePlan, { kind: 'doc' }>,
  doc: DocSource,
  ctx: RenderContext,
  md: RenderedMarkdown,
): RenderedPage {
  const fm = doc.frontMatter;
  const scope = ctx.shared.scopes[doc.scope]!;
  const placement = scope.placements[doc.id] ?? {};
  const page: PageData = {
    kind: 'doc',
    route: doc.route,
    docId: doc.id,
    title: fm.title ?? md.leadingTitle ?? doc.title,
    description: fm.description ?? md.excerpt,
    html: md.html,
    toc: md.toc,
    hideToc: fm.hide_table_of_contents === true,
    ...(md.badge ? { badge: md.badge } : {}),
    ...(placement.sidebarId ? { sidebarId: placement.sidebarId } : {}),
    ...(placement.prev ? { prev: placement.prev } : {}),
    ...(placement.next ? { next: placement.next } : {}),
    ...(placement.tags ? { tags: placement.tags } : {}),
    ...(placement.editUrl ? { editUrl: placement.editUrl } : {}),
    ...(placement.lastUpdate ? { lastUpdate: placement.lastUpdate } : {}),
    ...(placement.post ? { post: placement.post } : {}),
    ...(fm.hide_title ? { hideTitle: true } : {}),
    ...(fm.unlisted ? { unlisted: true } : {}),
    ...(scope.version
      ? { version: { ...scope.version, alternates: otherVersions(placement.alternates, scope.version.name) } }
      : {}),
  };
  const { site } = localeOf(plan.locale, ctx.shared);
  const trail = placement.categories && [
    ...placement.categories,
    { label: doc.sidebarLabel, href: withBaseUrl(doc.route, site.baseUrl, site.trailingSlash) },
  ];
  const markdownUrl = markdownUrlFor(doc.route, site.baseUrl);
  const breadcrumbs = trail && breadcrumbJsonLd(trail, site.url);
  const head = [
    `<link rel="alternate" type="text/markdown" href="${escapeHtml(markdownUrl)}">`,
    ...(breadcrumbs ? [breadcrumbs] : []),
    ...(ctx.shared.scopes[doc.scope]!.head ?? []),
  ];
  // A doc's own `image` is its social card, in place of the site's.
  const image =
    fm.image && (/^[a-z][a-z0-9+.-]*:|^\//i.test(fm.image) ? fm.image : withBaseUrl(`/${fm.image}`, site.baseUrl));
  const docsearch: DocsearchPage = { ...scope.docsearch, ...(doc.searchTag ? { tag: doc.searchTag } : {}) };
  const rendered = finish(plan, page, ctx, { head, docsearch, ...(image ? { image } : {}) });
  const markdown = markdownSource(doc.body, page.title, md.leadingTitle !== undefined, md.sourceEdits);
  const own = doc.quotesPosts ? [] : md.warnings;
  const warnings = doc.warnings ? [...doc.warnings, ...own] : own;
  return {
    ...rendered,
    markdown,
    links: md.links,
    anchors: md.anchors,
    ...(md.rawLinks ? { rawLinks: md.rawLinks } : {}),
    sections: md.sections,
    warnings,
    ...(placement.feed ? { feedContent: md.html } : {}),
  };
}

function finish(
  plan: RoutePlan,
  page: PageData,
  ctx: RenderContext,
  extra: {
    PageComponent?: NonNullable<ServerBundle['pages'][string]['default']>;
    preload?: string[];
    styles?: string[];
    head?: string[];
    image?: string;
    docsearch?: DocsearchPage;
  },
): RenderedPage {
  const { site, assets } = localeOf(plan.locale, ctx.shared);
  const sidebarId = page.kind === 'doc' ? page.sidebarId : undefined;
  const sidebars = plan.kind === 'doc' ? ctx.shared.scopes[plan.scope]!.sidebars : [];
  const fullSidebar = sidebarId ? sidebars.find((s) => s.id === sidebarId) : undefined;
  const sidebar = fullSidebar && pruneSidebar(fullSidebar, withBaseUrl(page.route, site.baseUrl, site.trailingSlash));
  const body = ctx.bundle.renderApp(ctx.bundle.App, site, { page, sidebar, PageComponent: extra.PageComponent });
  // A page's own stylesheets (KaTeX's, a page module's), which client-side navigation adds when it shows the page.
  const pageStyles = [
    ...(assets.pageStylesheets ?? []).filter((s) => body.includes(s.htmlIncludes)).map((s) => s.href),
    ...(extra.styles ?? []),
  ];
  // The HTML of a doc or a static page is read back from the page in the browser, not written twice.
  const data: InlineData = {
    page: page.kind === 'doc' || (page.kind === 'page' && page.html !== undefined) ? { ...page, html: '' } : page,
    sidebar,
    assets: site.assets,
  };
  const html = renderDocument(
    page,
    site,
    body,
    data,
    {
      ...assets,
      ...(extra.image ? { image: extra.image } : {}),
      preload: [...new Set([...assets.preload, ...(extra.preload ?? [])])],
      styles: assets.styles,
    },
    {
      extra: [
        ...(extra.head ?? []),
        ...pageStyles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" ${PAGE_STYLE}>`),
      ],
      ...(extra.docsearch ? { docsearch: extra.docsearch } : {}),
    },
  );
  return {
    route: plan.route,
    source: plan.source,
    html,
    title: page.title,
    description: page.description,
    links: [],
    anchors: [],
    sections: [],
    warnings: [],
    kind: page.kind,
  };
}
