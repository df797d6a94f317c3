// A Docusaurus config's evaluated values as docgen's site.config.yaml value, and what is not carried over.
import { i18nOptions } from './i18n-options.js';
import { pagesOptions } from './pages-options.js';
import path from 'node:path';
import { bool, compact, isRecord, str, type Json } from './config-values.js';
import { footer, logoOf, navbarItem, staticFile } from './docusaurus-navigation.js';
import { blogsOf, isBlogPlugin } from './blog-options.js';
import { docsInstanceConfig, isDocsPlugin, moreDocsInstances } from './docs-instances.js';
import { optionLines } from './docusaurus-options.js';
import { sitePathsOf } from './site-paths.js';
import { markdownPluginsOf, type PluginOptionsAt } from './markdown-plugins.js';
import { postcssPluginsOf } from './postcss-plugins.js';
import { headAndAnalyticsOf, isAnalyticsPlugin } from './head-and-analytics.js';
import { isClientRedirectsPlugin } from './client-redirects.js';
import { DESCRIBED_PLUGIN } from '../docusaurus/describe-plugins.js';
import { swizzledLine } from './theme-components.js';

export interface Conversion {
  config: Json;
  /** One line per thing docgen does not carry over. */
  notCarried: string[];
  /** One line per plugin of the site that docgen does itself (npm2yarn). */
  builtIn: string[];
}

function pluginName(entry: unknown): string {
  const name = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string'
    ? // `require.resolve('a-plugin')` answers the file the package is loaded from: the package is its name.
      (/[/\\]node_modules[/\\]((@[^/\\]+[/\\])?[^/\\]+)/.exec(name)?.[1]?.replace('\\', '/') ?? name)
    : isRecord(name) && typeof name[DESCRIBED_PLUGIN] === 'string'
      ? name[DESCRIBED_PLUGIN]
      : typeof name === 'function'
        ? name.name || '(a plugin function)'
        : '(a plugin object)';
}

/** docusaurus-plugin-sass compiles the site's Sass with its `sass` package: docgen's bundler does the same itself. */
const isSassPlugin = (name: string) => /(^|[/\\])docusaurus-plugin-sass$/.test(name);

function isClassicPreset(entry: unknown): boolean {
  return /(^|[/\\])(preset-classic|classic)$/.test(pluginName(entry).replace(/[/\\]lib[/\\]index\.js$/, ''));
}

/**
 * The classic preset's options, the default docs instance's (the preset's `docs`, or a plugin entry of its own), and
 * the further docs instances' plugin entries (contributing guides, an API reference).
 */
export function docsOptionsOf(raw: Json): {
  presetOptions: Json;
  docsPlugin: unknown;
  docsOptions: Json;
  docsPlugins: unknown[];
} {
  const presets = Array.isArray(raw.presets) ? raw.presets : [];
  const classic = presets.find(isClassicPreset);
  const presetOptions = Array.isArray(classic) && isRecord(classic[1]) ? classic[1] : {};
  const plugins = Array.isArray(raw.plugins) ? raw.plugins : [];
  const docsPlugin = plugins.find(
    (p) =>
      /plugin-content-docs$/.test(pluginName(p)) &&
      Array.isArray(p) &&
      isRecord(p[1]) &&
      (p[1].id === undefined || p[1].id === 'default'),
  );
  const docsOptions = isRecord(presetOptions.docs)
    ? presetOptions.docs
    : Array.isArray(docsPlugin) && isRecord(docsPlugin[1])
      ? docsPlugin[1]
      : {};
  const docsPlugins = plugins.filter((p) => p !== docsPlugin && isDocsPlugin(pluginName(p)));
  return { presetOptions, docsPlugin, docsOptions, docsPlugins };
}

/** The equivalent of a Docusaurus config as a docgen `site.config.yaml` value, and what could not be carried over. */
export function convertDocusaurusConfig(
  raw: Json,
  siteFiles: {
    siteDir?: string;
    swizzled: string[];
    pages: string[];
    themeStandIns?: string[];
    /** The files of `src/theme` that the docs reach through their imports, which docgen uses as they are. */
    themeFilesUsed?: string[];
    /** The files of `src/theme` that wrap the original component (`@theme-original/…`) rather than replace it. */
    swizzledWrappers?: string[];
  },
): Conversion {
  const shown = (file: string) =>
    siteFiles.siteDir && path.isAbsolute(file) ? path.relative(siteFiles.siteDir, file) : file;
  const notCarried: string[] = [];
  const baseUrl = str(raw.baseUrl) ?? '/';
  const themeConfig = isRecord(raw.themeConfig) ? raw.themeConfig : {};
  const presets = Array.isArray(raw.presets) ? raw.presets : [];
  for (const preset of presets) if (!isClassicPreset(preset)) notCarried.push(`preset ${pluginName(preset)}`);
  // Further docs instances are carried by src/init/docs-instances.ts.
  const { presetOptions, docsPlugin, docsOptions, docsPlugins } = docsOptionsOf(raw);
  const plugins = Array.isArray(raw.plugins) ? raw.plugins : [];
  // What docgen does itself (the classic theme, Algolia search, the sitemap) is not reported as left behind.
  const builtIn = /(theme-classic|theme-search-algolia|plugin-sitemap|theme-mermaid)$/;
  // Blogs (a changelog beside the blog) are carried by src/init/blog-options.ts.
  const blogPlugins = plugins.filter((p) => isBlogPlugin(pluginName(p)));
  const postcssPlugins: unknown[] = [];
  for (const plugin of plugins) {
    if (
      plugin === docsPlugin ||
      docsPlugins.includes(plugin) ||
      blogPlugins.includes(plugin) ||
      builtIn.test(pluginName(plugin)) ||
      isClientRedirectsPlugin(plugin) ||
      isAnalyticsPlugin(pluginName(plugin))
    )
      continue;
    if (isSassPlugin(pluginName(plugin))) {
      const options = Array.isArray(plugin) && isRecord(plugin[1]) ? Object.keys(plugin[1]) : [];
      if (options.length > 0)
        notCarried.push(
          `plugin ${shown(pluginName(plugin))}: its options (${options.join(', ')}); docgen compiles Sass with the site's sass package as it comes`,
        );
      continue;
    }
    const postcss = postcssPluginsOf(plugin, shown(pluginName(plugin)), notCarried);
    postcssPlugins.push(...postcss.plugins);
    if (!postcss.carried) notCarried.push(`plugin ${shown(pluginName(plugin))}`);
  }
  for (const theme of Array.isArray(raw.themes) ? raw.themes : [])
    if (!builtIn.test(pluginName(theme))) notCarried.push(`theme ${pluginName(theme)}`);
  if (presetOptions.docs === false) notCarried.push('docs: false (a site without docs)');
  const blogs = blogsOf(presetOptions.blog, blogPlugins, { siteDir: siteFiles.siteDir, notCarried });
  const themeOptions = isRecord(presetOptions.theme) ? presetOptions.theme : {};
  const customCss = sitePathsOf(themeOptions.customCss, shown);
  const sidebarOptions =
    isRecord(themeConfig.docs) && isRecord(themeConfig.docs.sidebar) ? themeConfig.docs.sidebar : {};
  const docsContext = { notCarried, shown, sidebar: sidebarOptions };
  const docs = docsInstanceConfig(docsOptions, { ...docsContext, name: (key) => `docs.${key}` });
  const docsInstances = moreDocsInstances(docsPlugins, docsContext);
  // The docs' Markdown plugins are docs options: named beside the others of the docs.
  const doneByDocgen: string[] = [];
  const otherPlugins: PluginOptionsAt[] = [
    ...docsPlugins.map((p) => {
      const options = Array.isArray(p) && isRecord(p[1]) ? p[1] : {};
      return { name: (key: string) => `docs instance "${str(options.id)}": ${key}`, options };
    }),
    { name: (key: string) => `blog.${key}`, options: isRecord(presetOptions.blog) ? presetOptions.blog : {} },
    ...blogPlugins.map((p) => {
      const options = Array.isArray(p) && isRecord(p[1]) ? p[1] : {};
      return { name: (key: string) => `blog "${str(options.id) ?? 'default'}": ${key}`, options };
    }),
    { name: (key: string) => `pages.${key}`, options: isRecord(presetOptions.pages) ? presetOptions.pages : {} },
  ];
  const markdownPlugins = markdownPluginsOf(docsOptions, notCarried, otherPlugins, doneByDocgen);
  if (raw.webpack !== undefined) notCarried.push('webpack');
  const i18n = i18nOptions(raw.i18n, notCarried);
  // The site's theme folder stays where it is: docs import their components from it, and its MDXComponents (and
  // MDXComponents/Img) gives every MDX doc its components; its versions of the theme's own parts (navbar, footer…) are not used.
  const docusaurusThemeDir = siteFiles.swizzled.length > 0 ? 'src/theme' : undefined;
  const used = new Set(siteFiles.themeFilesUsed);
  for (const file of siteFiles.swizzled)
    if (!used.has(file) && !/^src\/theme\/MDXComponents(\/Img)?(\/index)?\.[jt]sx?$/.test(file))
      notCarried.push(swizzledLine(file, siteFiles.swizzledWrappers?.includes(file) ?? false));
  const staticDirectories = Array.isArray(raw.staticDirectories)
    ? raw.staticDirectories.filter((d): d is string => typeof d === 'string')
    : [];
  for (const dir of staticDirectories.slice(1))
    notCarried.push(`staticDirectories: "${dir}" (docgen serves one static folder, "${staticDirectories[0]}")`);
  const themeStandIns = siteFiles.themeStandIns ?? [];
  if (themeStandIns.length > 0)
    notCarried.push(
      `theme components ${themeStandIns.map((n) => `@theme/${n}`).join(', ')}: from Docusaurus themes docgen does not have; docs and pages show what they wrap, nothing else`,
    );
  const prism = isRecord(themeConfig.prism) ? themeConfig.prism : {};
  const markdownOptions = isRecord(raw.markdown) ? raw.markdown : {};
  const pages = pagesOptions(presetOptions.pages, siteFiles.pages, notCarried);

  const navbar = isRecord(themeConfig.navbar) ? themeConfig.navbar : {};
  const navbarItems = (Array.isArray(navbar.items) ? navbar.items : []).flatMap((item, i) => {
    const converted = isRecord(item)
      ? navbarItem(
          item,
          `themeConfig.navbar.items[${i}]`,
          notCarried,
          baseUrl,
          docsInstances.map((d) => d.id as string),
        )
      : undefined;
    return converted ? [converted] : [];
  });
  // Docusaurus adds the search bar of a search theme (Algolia's, a local one) to a navbar that has none; docgen's is
  // its own search, or Algolia's when carried.
  const searchTheme = [...plugins, ...(Array.isArray(raw.themes) ? raw.themes : [])].some((p) =>
    /search/i.test(pluginName(p)),
  );
  if ((themeConfig.algolia !== undefined || searchTheme) && !navbarItems.some((i) => i.type === 'search'))
    navbarItems.push({ type: 'search', position: 'right' });
  const colorMode = isRecord(themeConfig.colorMode) ? themeConfig.colorMode : {};
  if (colorMode.disableSwitch !== true) navbarItems.push({ type: 'colorMode', position: 'right' });
  const logo = logoOf(navbar.logo, 'themeConfig.navbar.logo', notCarried, baseUrl, str(navbar.title) ?? 'Logo');
  const bar = isRecord(themeConfig.announcementBar) ? themeConfig.announcementBar : undefined;
  const algolia = isRecord(themeConfig.algolia) ? themeConfig.algolia : undefined;
  const toc = isRecord(themeConfig.tableOfContents) ? themeConfig.tableOfContents : {};
  const customFields = isRecord(raw.customFields) ? (JSON.parse(JSON.stringify(raw.customFields)) as Json) : undefined;
  // The blog and the pages are carried: their links resolve in docgen's site as in Docusaurus's.
  const onBrokenLinks = raw.onBrokenLinks === 'throw' ? 'throw' : raw.onBrokenLinks === undefined ? undefined : 'warn';
  // Docusaurus judges broken anchors apart, and only warns of them unless told to throw.
  const onBrokenAnchors = raw.onBrokenAnchors === 'throw' ? 'throw' : 'warn';

  const config = compact({
    title: str(raw.title) ?? 'Docs',
    tagline: str(raw.tagline),
    url: str(raw.url) ?? 'https://example.com',
    baseUrl: str(raw.baseUrl),
    favicon: staticFile(str(raw.favicon), baseUrl),
    staticDir: staticDirectories[0] && staticDirectories[0] !== 'static' ? staticDirectories[0] : undefined,
    image: staticFile(str(themeConfig.image), baseUrl),
    trailingSlash: bool(raw.trailingSlash),
    titleDelimiter: str(raw.titleDelimiter) === '|' ? undefined : str(raw.titleDelimiter),
    noIndex: raw.noIndex === true ? true : undefined,
    onBrokenLinks,
    onBrokenAnchors: onBrokenAnchors === (onBrokenLinks ?? 'warn') ? undefined : onBrokenAnchors,
    customCss,
    clientModules: sitePathsOf(raw.clientModules, shown),
    postcss: postcssPlugins.length > 0 ? { plugins: postcssPlugins } : undefined,
    ...pages,
    ...i18n,
    colorMode: compact({
      defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : undefined,
      respectPrefersColorScheme: bool(colorMode.respectPrefersColorScheme),
      disableSwitch: bool(colorMode.disableSwitch),
    }),
    announcementBar:
      bar && str(bar.content)
        ? compact({
            id: str(bar.id) ?? 'announcement-bar',
            content: str(bar.content),
            dismissible: bool(bar.isCloseable),
            ...barColours(bar),
          })
        : undefined,
    navbar: compact({
      title: str(navbar.title),
      logo,
      hideOnScroll: bool(navbar.hideOnScroll),
      style: navbar.style === 'dark' || navbar.style === 'primary' ? navbar.style : undefined,
      items: navbarItems.length > 0 ? navbarItems : undefined,
    }),
    footer: footer(themeConfig.footer, notCarried, baseUrl),
    docs,
    docsInstances: docsInstances.length > 0 ? docsInstances : undefined,
    ...blogs,
    search:
      algolia && str(algolia.appId) && str(algolia.apiKey) && str(algolia.indexName)
        ? compact({
            provider: 'algolia',
            appId: str(algolia.appId),
            apiKey: str(algolia.apiKey),
            indexName: str(algolia.indexName),
            contextualSearch: bool(algolia.contextualSearch),
          })
        : undefined,
    tableOfContents: compact({
      minHeadingLevel: typeof toc.minHeadingLevel === 'number' ? toc.minHeadingLevel : undefined,
      maxHeadingLevel: typeof toc.maxHeadingLevel === 'number' ? toc.maxHeadingLevel : undefined,
    }),
    customFields: customFields && Object.keys(customFields).length > 0 ? customFields : undefined,
    ...headAndAnalyticsOf(raw, presetOptions, themeConfig, notCarried, markdownPlugins.math === true),
    code: compact({ magicComments: magicComments(prism.magicComments) }),
    markdown: compact({
      // Docusaurus's `detect` goes by the extension alone (a `.md` file is CommonMark): docgen's `md`. docgen's own
      // `detect` (MDX when a `.md` file uses MDX syntax) stands in for Docusaurus's default, every file as MDX.
      format: markdownOptions.format === 'detect' || markdownOptions.format === 'md' ? 'md' : undefined,
      mermaid: bool(markdownOptions.mermaid),
      docusaurusThemeDir,
      themeStandIns: themeStandIns.length > 0 ? themeStandIns : undefined,
      ...markdownPlugins,
    }),
  });
  if (algolia && !config.search) notCarried.push('themeConfig.algolia: appId, apiKey and indexName are needed');
  const moreDocs = docsPlugins.map((p) => (Array.isArray(p) && isRecord(p[1]) ? p[1] : {}));
  notCarried.push(...optionLines(raw, presetOptions, docsOptions, moreDocs));
  return { config, notCarried, builtIn: doneByDocgen };
}

/**
 * The announcement bar's colours: Docusaurus draws it white with black text in both colour modes, where docgen's theme
 * gives it its own colours; a site that sets one of them gets Docusaurus's default for the other.
 */
function barColours(bar: Json): { backgroundColor?: string; textColor?: string } {
  const backgroundColor = str(bar.backgroundColor);
  const textColor = str(bar.textColor);
  if (!backgroundColor && !textColor) return {};
  return { backgroundColor: backgroundColor ?? '#fff', textColor: textColor ?? '#000' };
}

/** `prism.magicComments` as docgen's `code.magicComments` takes them; undefined when the site keeps the defaults. */
function magicComments(value: unknown): Json[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const comments = value.filter(isRecord).flatMap((c) => {
    const className = str(c.className);
    const block =
      isRecord(c.block) && str(c.block.start) && str(c.block.end)
        ? { start: str(c.block.start), end: str(c.block.end) }
        : undefined;
    return className && (str(c.line) || block) ? [compact({ className, line: str(c.line), block })] : [];
  });
  return comments.length > 0 ? comments : undefined;
}
