import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientBundle } from '../bundle/bundle-theme.js';
import type { SiteConfig } from '../config/schema.js';
import { htmlLinks, keptLinks, type PageLinks } from '../links/check-links.js';
import { renderAppDocument } from '../render/document.js';
import type { RenderedPage } from '../render/render-page.js';
import { NOT_FOUND_ROUTE, type RoutePlan } from '../routes/build-routes.js';
import { htmlFileFor, markdownFileFor } from '../shared/urls.js';
import type { SearchablePage, SearchIndexFiles, SearchIndexInput, SearchIndexOptions } from '../search/build-index.js';
import { siteIndexFiles, type IndexedPage } from '../seo/index-files.js';
import type { SitePlan } from '../site/plan-site.js';
import type { DocSource } from '../shared/model.js';
import { DEFAULT_DOCS_ID } from '../config/docs-schema.js';
import { faviconFile, staticAssetUrl } from '../site/render-input.js';
import { defaultFaviconFiles } from './default-favicon.js';
import { Interner } from '../util/interner.js';
import { blogFeeds, type FeedPage } from '../sources/blog/feeds.js';
import type { OutputFile } from './write-site.js';

/** Where a rendered route's HTML goes in the output folder: a not-found page (each locale's) as `404.html`, as hosts look for it. */
export function htmlFileOf(route: string, trailingSlash: boolean | undefined, kind?: RenderedPage['kind']): string {
  if (route === NOT_FOUND_ROUTE || kind === 'notFound') return `${route.slice(1)}.html`;
  return htmlFileFor(route, trailingSlash);
}

/**
 * A page's HTML, which client-side navigation fetches too (it holds the page's data), and a doc's Markdown
 * source: nothing a page writes repeats another of its files.
 */
export function pageFiles(page: RenderedPage, trailingSlash: boolean | undefined): OutputFile[] {
  return [
    { path: htmlFileOf(page.route, trailingSlash, page.kind), contents: page.html },
    ...(page.markdown === undefined ? [] : [{ path: markdownFileFor(page.route), contents: page.markdown }]),
  ];
}

export type KeptPage = Omit<RenderedPage, 'html' | 'sections' | 'markdown'> & PageLinks;

/** What the index files (sitemap, llms.txt, feeds) read of a page. */
export type ShownPage = Pick<KeptPage, 'route' | 'title' | 'description' | 'kind' | 'feedContent'>;

/**
 * What the index files read of `page`, for a pipeline that checks links as pages come (see `LinkLedger`): its title
 * and description only when `listed` (see `listedPages`).
 */
export function shownOf({ route, title, description, kind, feedContent }: ShownPage, listed: boolean): ShownPage {
  return {
    route,
    title: listed ? title : '',
    description: listed ? description : '',
    kind,
    ...(feedContent !== undefined && { feedContent }),
  };
}

/**
 * Whether the index files show a route's title and description: llms.txt lists the docs of each instance's last
 * version only (see `siteIndexFiles`), so a page of an older version needs neither once it is written; they were
 * 0.35 KB a page of the build's memory, kept to its end.
 */
export function listedPages(plan: SitePlan): (route: RoutePlan) => boolean {
  const older = new Set(plan.docs.flatMap((d) => (d.content.version.isLast ? [] : [d.key])));
  return (route) => route.kind !== 'doc' || !older.has(route.scope);
}

/**
 * What later stages need of a page once its files are written and its text indexed: links for the check.
 * Pages kept with the same `strings` share one copy of the URLs they repeat.
 */
export function keptOfPage(
  { html, sections: _sections, markdown: _markdown, ...page }: RenderedPage,
  strings = new Interner(),
): KeptPage {
  return { ...page, links: keptLinks(page.links, strings), html: htmlLinks(html, strings) };
}

function clientFiles(client: ClientBundle): OutputFile[] {
  return client.files.map((f) => ({
    path: path.relative(client.outputRoot, f.path).split(path.sep).join('/'),
    contents: f.contents,
  }));
}

/** The HTML shell of each static app (an example editor): a root element and its own bundle. */
function staticAppFiles(config: SiteConfig, plan: SitePlan, client: ClientBundle): OutputFile[] {
  return config.staticApps.map((app) => ({
    path: app.route.endsWith('/') ? `${app.route.slice(1)}index.html` : htmlFileFor(app.route, config.trailingSlash),
    contents: renderAppDocument(app.title, plan.site, app.route, {
      ...client.staticApps[app.name]!,
      favicon: staticAssetUrl(config, faviconFile(config)),
      image: staticAssetUrl(config, config.image),
    }),
  }));
}

/**
 * The search indexes' inputs, each with its own pages only (see `searchIndexOptions`): a render thread that indexes
 * them is sent no more than it reads.
 */
export function searchIndexInputs(config: SiteConfig, plan: SitePlan, pages: SearchablePage[]): SearchIndexInput[] {
  return searchIndexOptions(config, plan).map((options) => ({
    ...options,
    pages: pages.filter((page) => options.routes.has(page.route)),
  }));
}

/**
 * How the site's local search indexes are made: per locale, one per version of the docs instance `docs` (the last
 * version's first, which also holds the other instances' last versions and the blogs' posts of the locale, named as
 * the blog's), then one per older version of each other instance, drafts left out; none when the site searches
 * elsewhere.
 */
export function searchIndexOptions(config: SiteConfig, plan: SitePlan): SearchIndexOptions[] {
  if (config.search.provider !== 'local') return [];
  const searchable = ({ content, docs }: { content: { docs: DocSource[] }; docs: DocSource[] }) => {
    const drafts = new Set(content.docs.filter((d) => d.draft).map((d) => d.route));
    return docs.flatMap((d) => (drafts.has(d.route) ? [] : [d.route]));
  };
  const isOwn = (d: SitePlan['docs'][number]) => d.content.instance.id === DEFAULT_DOCS_ID;
  // The plugins' routes, built in the first locale only, are searched from its every page.
  const plugins = plan.plugins.flatMap((p) => p.routes.flatMap((r) => (r.search ? [r.path] : [])));
  const sections = new Map(
    plan.blogs.flatMap(({ content }) => content.docs.map((d) => [d.route, content.instance.options.blogTitle])),
  );
  return plan.locales.flatMap((locale) => {
    const docs = plan.docs.filter((d) => d.content.locale.name === locale.name);
    // A blog's lists, tags and archive repeat its posts' text: the posts are the results, but for unlisted ones, which
    // only a link leads to (as in Docusaurus).
    const posts = plan.blogs
      .filter((blog) => blog.content.locale.name === locale.name)
      .flatMap((blog) => {
        const left = new Set(blog.docs.filter((d) => d.generated || d.frontMatter.unlisted).map((d) => d.route));
        return searchable(blog).filter((route) => !left.has(route));
      });
    // The blogs' posts are searched from every page, as the other docs instances' last versions are.
    const others = [
      ...docs.filter((d) => !isOwn(d) && d.content.version.isLast).flatMap(searchable),
      ...posts,
      ...(locale === plan.locales[0] ? plugins : []),
    ];
    const lang = (plan.localeSites[locale.name]?.site ?? plan.site).lang;
    const older = docs.filter((d) => !isOwn(d) && !d.content.version.isLast);
    return [
      ...docs.filter(isOwn).sort((a, b) => Number(b.content.version.isLast) - Number(a.content.version.isLast)),
      ...older,
    ].map((d) => ({
      routes: new Set([...searchable(d), ...(isOwn(d) && d.content.version.isLast ? others : [])]),
      sections,
      lang,
      version: d.content.version.name,
      ...(!isOwn(d) && { instance: d.content.instance.id }),
      baseUrl: config.baseUrl,
      trailingSlash: config.trailingSlash,
    }));
  });
}

export function searchIndexFiles(indexes: SearchIndexFiles[]): OutputFile[] {
  return indexes.flatMap((index) => [index.manifest, ...index.shards]);
}

/** Every file of the site besides the pages' own and the static folder: bundles, sidebars, search index, static apps. */
export function assetFiles(input: {
  config: SiteConfig;
  siteDir: string;
  plan: SitePlan;
  client: ClientBundle;
  search: OutputFile[];
}): OutputFile[] {
  const { config, plan, client } = input;
  return [
    ...clientFiles(client),
    ...plan.sidebarFiles,
    ...plan.blogs.flatMap((b) => b.files),
    ...input.search,
    ...staticAppFiles(config, plan, client),
    ...defaultFaviconFiles(config, input.siteDir),
    ...(config.pageStylesheets ?? []).flatMap((sheet) =>
      [sheet, ...sheet.files].map((f) => ({ path: f.path, contents: readFileSync(f.file) })),
    ),
  ];
}

/**
 * sitemap.xml, llms.txt and robots.txt (unless the static folder ships its own), and the blogs' feeds, which carry
 * their posts' rendered content: all from the rendered pages.
 */
export function indexFiles(input: {
  config: SiteConfig;
  siteDir: string;
  plan: SitePlan;
  pages: (IndexedPage & FeedPage)[];
}): OutputFile[] {
  const { config, plan } = input;
  const byRoute = new Map(input.pages.map((p) => [p.route, p]));
  const feeds = plan.blogs.flatMap((blog) => blogFeeds(blog.feed, (route) => byRoute.get(route)));
  const index = siteIndexFiles({
    site: plan.site,
    pages: input.pages,
    docs: [
      ...plan.docs.flatMap(({ content }) => content.docs.map((doc) => ({ ...doc, version: content.version }))),
      ...plan.blogs.flatMap(({ content }) => content.docs),
    ],
    appRoutes: config.staticApps.map((app) => app.route),
    sidebars: plan.docs.flatMap((d) => (d.content.version.isLast ? d.sidebars : [])),
    hasOwnRobotsTxt: existsSync(path.join(input.siteDir, config.staticDir, 'robots.txt')),
    locales: plan.locales,
  });
  return [...index, ...feeds];
}
