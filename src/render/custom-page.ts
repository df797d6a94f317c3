import GithubSlugger from 'github-slugger';
import type { RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { ComponentType } from 'react';
import { DocgenError } from '../errors.js';
import { mdxComponentsOf, renderError } from '../mdx/render-mdx-doc.js';
import type { RoutePlan } from '../routes/build-routes.js';
import type { CustomPageData, RedirectPageData } from '../shared/model.js';
import type { MdxPage, PageLayoutMeta, RouteState } from '../shared/render-contract.js';
import { isMarkdownPage } from '../sources/pages/markdown-page.js';
import { rawLinksOf, type RawLink } from '../links/check-links.js';
import { VFile } from 'vfile';
import { emptyResult, type SearchSection } from '../markdown/context.js';
import { rehypeSearchText } from '../markdown/plugins/search-text.js';
import { renderedHtmlTree } from '../mdx/rendered-html-tree.js';
import { localeOf, type RenderContext } from './render-page.js';

/** A site path as the page wrote it (with the base URL, from `useBaseUrl`) as the route a redirect page names. */
function routeOf(href: string, baseUrl: string): string {
  return baseUrl !== '/' && href.startsWith(baseUrl) ? `/${href.slice(baseUrl.length)}` : href;
}

/** What a page of the pages folder renders into: its data, and for an interactive page the module that renders it. */
export interface CustomPage {
  page: CustomPageData | RedirectPageData;
  PageComponent?: ComponentType;
  /** The page's text for search, by section, read from what it rendered. */
  sections: SearchSection[];
  /** The links it writes as raw JSX (see `rawLinksOf`). */
  rawLinks: RawLink[];
}

/** Docusaurus's frame around a Markdown page's content, which sites' CSS may target. */
const markdownPage = (html: string) =>
  `<main class="container container--fluid margin-vert--lg"><div class="row"><div class="col col--8 markdown">${html}</div></div></main>`;

/** Elements inside which a `<header>` is no banner (HTML-AAM). */
const SECTIONING = /^(?:main|article|aside|nav|section)$/;

/** Whether the page has a `<main>` of its own (a Markdown page's frame is one), and a `<header>` that is a banner. */
function pageLandmarks(html: string, markdown: boolean): Pick<CustomPageData, 'ownMain' | 'ownBanner'> {
  if (markdown) return { ownMain: true };
  if (!/<main[\s>]/.test(html)) return {};
  const banner = (node: RootContent): boolean =>
    node.type === 'element' &&
    (node.tagName === 'header' || (!SECTIONING.test(node.tagName) && node.children.some(banner)));
  return { ownMain: true, ...(fromHtml(html, { fragment: true }).children.some(banner) ? { ownBanner: true } : {}) };
}

/**
 * A page of the pages folder. It renders once here, with what a Docusaurus page asks of its context, so that what
 * it says of itself (`<Layout title>`, `<Head>`) is known: a static page (one that runs no code in the browser, and
 * every Markdown page) is that HTML, as a doc is; an interactive page renders again inside the theme, to hydrate.
 */
export function customPage(plan: Extract<RoutePlan, { kind: 'page' }>, ctx: RenderContext): CustomPage {
  const module = ctx.bundle.pages[plan.module];
  const markdown = isMarkdownPage(plan.module);
  if (!module || typeof module.default !== 'function') {
    throw new DocgenError('a page module needs a default export: the React component that renders the page', {
      file: plan.source,
    });
  }
  // The page's locale's site data: its links (`@docusaurus/Link`, `useBaseUrl`) and strings are that locale's.
  const { site } = localeOf(plan.locale, ctx.shared);
  ctx.bundle.setTranslations?.(site.translations);
  const said: PageLayoutMeta = {};
  const slugger = new GithubSlugger();
  const checked = new Set<string>();
  const page: MdxPage = {
    site,
    route: plan.route,
    heading: (_level, text, customId) => customId ?? slugger.slug(text),
    pageMeta: (meta) => {
      for (const [key, value] of Object.entries(meta)) if (value !== undefined) Object.assign(said, { [key]: value });
    },
    checkedLink: (href) => checked.add(href),
  };
  let html: string;
  try {
    // What the page is known as before it has told its title: the theme's hooks read it while it renders.
    const route: RouteState = {
      page: { kind: 'page', route: plan.route, module: plan.module, title: site.title, description: site.tagline },
    };
    html = ctx.bundle.renderPageContent!(module.default, page, route, mdxComponentsOf(ctx.bundle) as never, plan.props);
  } catch (error) {
    // A React page's own throw is traced to its line by the renderer; an MDX page's names its place in the file.
    if (markdown) throw renderError(error, plan.source);
    throw error;
  }
  const frontMatter = (markdown && module.frontMatter) || {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const data: CustomPageData = {
    kind: 'page',
    route: plan.route,
    module: plan.module,
    title: plan.title ?? said.title ?? text(frontMatter.title) ?? module.meta?.title ?? site.title,
    description:
      plan.description ?? said.description ?? text(frontMatter.description) ?? module.meta?.description ?? site.tagline,
    ...(said.noFooter ? { noFooter: true } : {}),
    ...pageLandmarks(html, markdown),
    ...(plan.props && { props: plan.props }),
  };
  // A page that rendered `<Redirect to>` is a redirect page, which a reader without scripts follows too.
  if (said.redirect !== undefined)
    return {
      page: {
        kind: 'redirect',
        route: plan.route,
        title: data.title,
        description: data.description,
        to: routeOf(said.redirect, site.baseUrl),
      },
      sections: [],
      rawLinks: [],
    };
  const assets = ctx.shared.pageModuleAssets[plan.module];
  const sections = plan.searched ? searchSections(html) : [];
  const rawLinks = rawLinksOf(html, checked);
  if (markdown || assets?.static)
    return { page: { ...data, html: markdown ? markdownPage(html) : html }, sections, rawLinks };
  return { page: data, PageComponent: module.default, sections, rawLinks };
}

/** A page's text for search, split at its h2 and h3 as a doc's is; the index holds it only for routes it searches. */
function searchSections(html: string): SearchSection[] {
  const file = new VFile({ data: { result: emptyResult() } });
  rehypeSearchText()(renderedHtmlTree(html), file);
  return file.data.result!.sections;
}
