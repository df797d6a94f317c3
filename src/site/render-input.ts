import path from 'node:path';
import { docsTag } from '../shared/docsearch-tags.js';
import { imageSizesFor, type ColocatedAssets } from '../assets/colocated.js';
import type { ClientBundle, ThemeBundleInput } from '../bundle/bundle-theme.js';
import type { SiteConfig } from '../config/schema.js';
import type { SiteLinkContext } from '../markdown/context.js';
import type { DocSource } from '../shared/model.js';
import type { RenderJob } from '../pipeline/renderer.js';
import type { ScopeRenderData, SharedRenderData } from '../render/render-page.js';
import type { RouteTable } from '../routes/build-routes.js';
import { routeInLocale, routeOutOfLocale, withBaseUrl } from '../shared/urls.js';
import { isMdxSource } from '../mdx/detect.js';
import { homeContent } from './home-content.js';
import { configHead } from '../render/head-config.js';
import { pagesDirOf, themeDirOf, type SitePlan } from './plan-site.js';
import { isMainDocs } from '../sources/docs/docs-instances.js';
import { isBlogContent, translatedFolderOf, type ScopeContent } from '../sources/registry.js';
import { scopeVersions } from '../sources/docs/version-links.js';
import { docusaurusGeneratedData } from '../docusaurus/generated-data.js';
import { docDescription } from '../content/doc-description.js';

/** URL of a file of the static folder named in the config (`img/favicon.svg`). */
export function staticAssetUrl(config: SiteConfig, file: string | undefined): string | undefined {
  return file ? withBaseUrl(`/${file.replace(/^\//, '')}`, config.baseUrl) : undefined;
}

export const DEFAULT_FAVICON = 'favicon.ico';

/** The icon pages link: the config's `favicon`, else the site root's favicon.ico (the static folder's, or the default theme's). */
export function faviconFile(config: SiteConfig): string {
  return config.favicon ?? DEFAULT_FAVICON;
}

/**
 * How a scope's Markdown resolves links: `.md` links to the docs of `docsDir` (the scope's folder), files beside a
 * doc among `assets`' files of its folder (`translatedDir`'s for a translated doc), the rest by the config.
 */
export function linkContextOf(
  config: SiteConfig,
  docs: DocSource[],
  docsDir: string,
  assets: ColocatedAssets | undefined,
  translatedDir: string,
): SiteLinkContext {
  const own = assets?.byFolder[docsDir];
  const imageSizes = assets && imageSizesFor(assets, [docsDir, translatedDir]);
  return {
    routeByDocPath: Object.fromEntries(docs.map((d) => [d.docPath, d.route])),
    docsPath: path.posix.normalize(docsDir.split(path.sep).join('/')),
    ...(own ? { assets: own } : {}),
    ...(assets && { translation: { docsPath: translatedDir, assets: assets.byFolder[translatedDir] ?? {} } }),
    ...(imageSizes && Object.keys(imageSizes).length > 0 ? { imageSizes } : {}),
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    toc: config.tableOfContents,
    ...(config.code.magicComments ? { magicComments: config.code.magicComments } : {}),
    ...(config.markdown.dialect === 'vitepress' ? { dialect: 'vitepress' as const } : {}),
  };
}

/**
 * `docs`: each scope's written docs as read now (a body edit does not plan the site again, so the plan may hold an
 * earlier copy of a doc).
 */
export function sharedRenderData(input: {
  config: SiteConfig;
  siteDir: string;
  docs: ScopeContent[];
  plan: SitePlan;
  client: ClientBundle;
  assets?: ColocatedAssets;
  /** The site has MDX docs, whose components may ask for every doc. */
  mdx?: boolean;
}): SharedRenderData {
  const { config, plan, client } = input;
  const planned = [...plan.docs, ...plan.blogs];
  const versions = scopeVersions(plan.docs);
  // With a blog (or a second docs instance), links out of one folder lead into another.
  const routesByLocale = planned.length > 1 ? routesBySitePath(planned, plan.locales) : undefined;
  const scopes = planned.map((scope): [string, ScopeRenderData] => {
    const content = input.docs.find((c) => c.key === scope.key) ?? scope.content;
    const folder = isBlogContent(content) ? content.instance.options.path : content.version.docsDir;
    const translated = translatedFolderOf(content);
    const linkContext = linkContextOf(config, content.docs, folder, input.assets, translated);
    const prefix = plan.locales.find((l) => l.name === scope.scope.locale)?.prefix;
    if (prefix) linkContext.i18n = { prefix };
    const routeBySitePath = routesByLocale?.get(scope.scope.locale);
    const version = versions.get(scope.key);
    const placements = Object.fromEntries(scope.placements);
    const showsCards = !isBlogContent(content) && (input.mdx || scope.docs.some((d) => d.generatedIndex));
    // Where a doc is in the other versions is part of its placement, so that its page's cache key holds it.
    if (version)
      for (const { id } of scope.content.docs) {
        const alternates = version.alternates.get(id);
        if (alternates) placements[id] = { ...placements[id], alternates };
      }
    return [
      scope.key,
      {
        linkContext: routeBySitePath ? { ...linkContext, routeBySitePath } : linkContext,
        folders: [linkContext.docsPath ?? folder, translated],
        sidebars: scope.sidebars,
        placements,
        ...('head' in scope && scope.head.length > 0 ? { head: scope.head } : {}),
        ...(scope.scope.locale !== plan.locales[0]?.name && { locale: scope.scope.locale }),
        ...(version ? { version: version.version } : {}),
        ...(showsCards && { descriptions: descriptionsOf(content.docs) }),
        ...(!isBlogContent(content) && {
          docsearch: { version: content.version.name, tag: docsTag(content.instance.id, content.version.name) },
        }),
      },
    ];
  });
  const head = configHead(config);
  const common = {
    favicon: staticAssetUrl(config, faviconFile(config)),
    image: staticAssetUrl(config, config.image),
    ...(head && { configHead: head }),
    ...(config.pageStylesheets && {
      pageStylesheets: config.pageStylesheets.map((s) => ({
        href: staticAssetUrl(config, s.path)!,
        htmlIncludes: s.htmlIncludes,
      })),
    }),
  };
  // Each locale's own: a French page's components find its docs at /fr/….
  const docsOf = (locale: string | undefined) =>
    input.mdx && {
      docs: (
        input.docs.find((c) => !isBlogContent(c) && isMainDocs(c) && (!locale || c.locale.name === locale))?.docs ?? []
      ).map((d) => ({
        id: d.id,
        path: withBaseUrl(d.route, config.baseUrl, config.trailingSlash),
        title: d.title,
        ...(typeof d.frontMatter.description === 'string' && { description: d.frontMatter.description }),
      })),
    };
  const locales = Object.entries(plan.localeSites).map(([name, { site, assetUrls }]) => [
    name,
    { site: { ...site, assets: assetUrls }, assets: { ...client.localeEntries[name]!, ...common }, ...docsOf(name) },
  ]);
  return {
    siteDir: input.siteDir,
    site: { ...plan.site, assets: plan.assetUrls },
    scopes: Object.fromEntries(scopes),
    assets: { ...client.entry, ...common },
    ...(locales.length > 0 && { locales: Object.fromEntries(locales) }),
    pageModuleAssets: client.pageModuleAssets,
    home: homeContent(config),
    ...(config.markdownPlugins && { markdownPlugins: config.markdownPlugins }),
    ...docsOf(plan.locales[0]?.name),
  };
}

/** Each doc's description by id, for the doc cards of the scope's pages. */
function descriptionsOf(docs: DocSource[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const doc of docs) {
    const description = docDescription(doc);
    if (description) found[doc.id] = description;
  }
  return found;
}

/**
 * Each locale's docs and posts by path from the site's folder (posix) → route, for a link out of one folder into
 * another. A file a locale does not translate leads to its page in that locale, which every locale has (a translated
 * file's own path leads there too).
 */
function routesBySitePath(
  planned: SitePlan['docs' | 'blogs'][number][],
  locales: SitePlan['locales'],
): Map<string, Record<string, string>> {
  const entries = (locale: string) =>
    planned
      .filter((scope) => scope.scope.locale === locale)
      .flatMap((scope) => scope.content.docs.map((d) => [d.file.split(path.sep).join('/'), d.route] as const));
  // The first locale's routes (the default's, when it is built), out of its prefix: each locale's are under its own.
  const first = locales[0];
  const defaults = first
    ? entries(first.name).map(([file, route]) => [file, routeOutOfLocale(route, first.prefix)])
    : [];
  return new Map(
    locales.map((locale) => [
      locale.name,
      Object.fromEntries([
        ...defaults.map(([file, route]) => [file, routeInLocale(route, locale.prefix)]),
        ...entries(locale.name),
      ]),
    ]),
  );
}

/** Each route with the doc it shows, from `docs`: every scope's written docs as read now. */
export function renderJobs(routeTable: RouteTable, docs: ScopeContent[]): RenderJob[] {
  const byScope = new Map(docs.map((c) => [c.key, new Map(c.docs.map((d) => [d.id, d]))]));
  return routeTable.routes.map((plan) => ({
    plan,
    doc: plan.kind === 'doc' ? (plan.generated ?? byScope.get(plan.scope)?.get(plan.docId)) : undefined,
  }));
}

export function themeBundleInput(input: {
  config: SiteConfig;
  siteDir: string;
  pageModules: string[];
  /** The site planned: its site data, the components the plugins' routes render with (page modules too), its blogs. */
  plan: Pick<SitePlan, 'site' | 'localeSites' | 'pluginModules' | 'blogs' | 'locales'>;
  dev: boolean;
  docs?: DocSource[];
  /** `.md` docs the site's remark plugins give MDX nodes (see `docsMadeMdxByPlugins`). */
  madeMdx?: ReadonlySet<string>;
  /** Where the server bundle goes (see `ThemeBundleInput.cacheDir`). */
  cacheDir: string;
}): ThemeBundleInput {
  const { config, siteDir, plan } = input;
  // A locale's untranslated docs are the default locale's files: each file is compiled once.
  const files = new Map((input.docs ?? []).map((d) => [d.file, d]));
  const mdxDocs = [...files.values()].filter(
    (d) => input.madeMdx?.has(d.file) || isMdxSource(d, config.markdown.format),
  );
  return {
    siteDir,
    pagesDir: pagesDirOf(config),
    themeDir: themeDirOf(config),
    pageModules: [...input.pageModules, ...plan.pluginModules],
    site: plan.site,
    ...(Object.keys(plan.localeSites).length > 0 && {
      localeSites: Object.fromEntries(Object.entries(plan.localeSites).map(([name, l]) => [name, l.site])),
    }),
    generated: docusaurusGeneratedData(siteDir, plan, config.i18n),
    staticApps: config.staticApps,
    cacheDir: input.cacheDir,
    minify: !input.dev,
    mdxDocs: mdxDocs.map((d) => path.resolve(siteDir, d.file)),
    docusaurusThemeDir: config.markdown.docusaurusThemeDir,
    themeStandIns: config.markdown.themeStandIns,
    markdownFormat: config.markdown.format,
    customCss: config.customCss,
    ...(config.markdownPlugins && { markdownPlugins: config.markdownPlugins }),
    ...(config.pluginClientModules && { pluginClientModules: config.pluginClientModules }),
    ...(config.siteClientModules && { siteClientModules: config.siteClientModules }),
    ...(config.sitePostcss && { postcss: config.sitePostcss }),
  };
}
