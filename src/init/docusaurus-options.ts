import { isRecord, type Json } from './config-values.js';

/**
 * Every option of a Docusaurus 3 config, of the classic preset and its docs plugin, and of the classic theme's
 * `themeConfig`, with what `init --from-docusaurus` does with it, so that none is left behind without a line.
 * `CARRIED`: written into site.config.yaml (or equal to docgen's behaviour); `NAMED`: another line of the conversion
 * names it (plugins, versions, the blog…); any other value is the reason it is not carried, and keys that share a
 * reason share a line.
 */
const CARRIED = 'carried';
const NAMED = 'named';

const DEPLOY = 'used by `docusaurus deploy`, which docgen has no counterpart of';
const COMPONENTS = "components of Docusaurus's theme; docgen's theme renders the docs";
const LOCALES = "docgen's edit link of a translated doc leads to its translated file, as with editLocalizedFiles: true";
const MDX_PLUGINS = "docgen does not run the site's Markdown and MDX plugins";
const HIGHLIGHT = "docgen highlights code with its own theme's colours and languages";

const SITE: Record<string, string> = {
  title: CARRIED,
  tagline: CARRIED,
  url: CARRIED,
  baseUrl: CARRIED,
  favicon: CARRIED,
  trailingSlash: CARRIED,
  onBrokenLinks: CARRIED,
  customFields: CARRIED,
  staticDirectories: CARRIED,
  i18n: CARRIED,
  presets: NAMED,
  plugins: NAMED,
  themes: NAMED,
  themeConfig: NAMED,
  markdown: NAMED,
  scripts: CARRIED,
  stylesheets: CARRIED,
  clientModules: CARRIED,
  headTags: CARRIED,
  webpack: NAMED,
  organizationName: DEPLOY,
  projectName: DEPLOY,
  deploymentBranch: DEPLOY,
  githubHost: DEPLOY,
  githubPort: DEPLOY,
  onBrokenAnchors: CARRIED,
  onBrokenMarkdownLinks: 'docgen reports broken Markdown links as broken links, under onBrokenLinks',
  onDuplicateRoutes: 'docgen warns of a duplicate route, and fails under onBrokenLinks: throw',
  noIndex: CARRIED,
  titleDelimiter: CARRIED,
  baseUrlIssueBanner: 'docgen shows no banner about a wrong baseUrl',
  ssrTemplate: 'docgen writes pages with its own HTML template',
  future: "Docusaurus's build and upgrade flags; docgen needs none of them",
  storage: "how Docusaurus names the browser's storage keys",
};

const MARKDOWN: Record<string, string> = {
  format: CARRIED,
  mermaid: CARRIED,
  mdx1Compat: 'docgen reads MDX 3 syntax',
  parseFrontMatter: 'a function docgen does not run: it reads the front matter as YAML',
  preprocessor: 'a function docgen does not run',
  remarkRehypeOptions: MDX_PLUGINS,
  anchors: 'docgen makes heading ids its own way',
  hooks: 'docgen reports broken Markdown links and images as broken links, under onBrokenLinks',
  emoji: 'docgen leaves emoji shortcodes as they are',
};

const PRESET: Record<string, string> = {
  docs: NAMED,
  blog: NAMED,
  theme: NAMED,
  pages: NAMED,
  sitemap: 'docgen writes sitemap.xml its own way',
  gtag: CARRIED,
  googleAnalytics: CARRIED,
  googleTagManager: CARRIED,
  svgr: 'docgen imports SVG files without SVGR',
  debug: "Docusaurus's debug pages",
};

const DOCS: Record<string, string> = {
  id: CARRIED,
  path: CARRIED,
  routeBasePath: CARRIED,
  sidebarPath: CARRIED,
  exclude: CARRIED,
  editUrl: NAMED,
  showLastUpdateTime: CARRIED,
  showLastUpdateAuthor: CARRIED,
  sidebarCollapsed: CARRIED,
  sidebarCollapsible: CARRIED,
  include: NAMED,
  remarkPlugins: NAMED,
  rehypePlugins: NAMED,
  beforeDefaultRemarkPlugins: NAMED,
  versions: CARRIED,
  lastVersion: CARRIED,
  sidebarItemsGenerator: NAMED,
  recmaPlugins: MDX_PLUGINS,
  beforeDefaultRehypePlugins: MDX_PLUGINS,
  admonitions: CARRIED,
  editLocalizedFiles: LOCALES,
  editCurrentVersion: "docgen links each version's own file",
  includeCurrentVersion: CARRIED,
  onlyIncludeVersions: CARRIED,
  disableVersioning: CARRIED,
  tagsBasePath: CARRIED,
  tags: "docgen takes the tags the docs' front matter gives",
  onInlineTags: "docgen takes the tags the docs' front matter gives",
  numberPrefixParser: NAMED,
  breadcrumbs: CARRIED,
  docsRootComponent: COMPONENTS,
  docVersionRootComponent: COMPONENTS,
  docRootComponent: COMPONENTS,
  docItemComponent: COMPONENTS,
  docTagsListComponent: COMPONENTS,
  docTagDocListComponent: COMPONENTS,
  docCategoryGeneratedIndexComponent: COMPONENTS,
};

const THEME_CONFIG: Record<string, string> = {
  navbar: NAMED,
  footer: NAMED,
  announcementBar: NAMED,
  colorMode: CARRIED,
  image: CARRIED,
  algolia: NAMED,
  tableOfContents: CARRIED,
  prism: NAMED,
  docs: NAMED,
  metadata: CARRIED,
  blog: 'docgen has no blog',
  mermaid: NAMED,
};

const NESTED: Record<string, Record<string, string>> = {
  'themeConfig.navbar': {
    title: CARRIED,
    logo: CARRIED,
    items: CARRIED,
    hideOnScroll: CARRIED,
    style: CARRIED,
  },
  'themeConfig.footer': { links: CARRIED, logo: CARRIED, copyright: CARRIED, style: CARRIED },
  'themeConfig.announcementBar': {
    id: CARRIED,
    content: CARRIED,
    isCloseable: CARRIED,
    backgroundColor: CARRIED,
    textColor: CARRIED,
  },
  'themeConfig.prism': {
    magicComments: CARRIED,
    theme: HIGHLIGHT,
    darkTheme: HIGHLIGHT,
    additionalLanguages: HIGHLIGHT,
    defaultLanguage: HIGHLIGHT,
  },
  'themeConfig.docs': {
    sidebar: CARRIED,
    versionPersistence: "docgen remembers the reader's preferred version in the browser's localStorage",
  },
  'themeConfig.mermaid': {
    theme: "docgen draws with Mermaid's default and dark themes",
    options: "docgen draws with Mermaid's default settings",
  },
  'themeConfig.algolia': {
    appId: CARRIED,
    apiKey: CARRIED,
    indexName: CARRIED,
    contextualSearch: CARRIED,
    searchParameters: "docgen's Algolia search takes appId, apiKey, indexName and contextualSearch",
    searchPagePath: "docgen's search page is /search",
    externalUrlRegex: "docgen's Algolia search takes appId, apiKey, indexName and contextualSearch",
    replaceSearchResultPathname: "docgen's Algolia search takes appId, apiKey, indexName and contextualSearch",
    insights: "docgen's Algolia search takes appId, apiKey, indexName and contextualSearch",
    askAi: "docgen's Algolia search takes appId, apiKey, indexName and contextualSearch",
  },
};

/** Docusaurus's defaults of options that sites often spell out: written as they are, they ask for nothing. */
const DEFAULTS: Record<string, unknown> = {
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  titleDelimiter: '|',
  baseUrlIssueBanner: true,
  breadcrumbs: true,
  admonitions: true,
  includeCurrentVersion: true,
  tagsBasePath: 'tags',
  versionPersistence: 'localStorage',
};

/**
 * Whether a value asks for something: undefined, empty or the default leave nothing behind, and so does false, unless
 * it switches off what Docusaurus does by default (`breadcrumbs: false`).
 */
function isSet(key: string, value: unknown): boolean {
  if (value === undefined || value === null || DEFAULTS[key] === value) return false;
  if (value === false) return DEFAULTS[key] === true;
  if (Array.isArray(value)) return value.length > 0;
  return !isRecord(value) || Object.keys(value).length > 0;
}

/**
 * One line per reason for the options set in a Docusaurus config that docgen does not carry: `organizationName,
 * projectName: used by docusaurus deploy, …`. A theme config key no theme of docgen's knows is read by a theme or
 * plugin docgen does not have (a site's own keys are allowed there).
 */
export function optionLines(raw: Json, presetOptions: Json, docsOptions: Json, moreDocs: Json[] = []): string[] {
  const byReason = new Map<string, string[]>();
  const check = (value: unknown, table: Record<string, string>, prefix: string, unknown?: string) => {
    if (!isRecord(value)) return;
    for (const [key, option] of Object.entries(value)) {
      const fate = table[key] ?? unknown;
      if (!fate || fate === CARRIED || fate === NAMED || !isSet(key, option)) continue;
      byReason.set(fate, [...(byReason.get(fate) ?? []), `${prefix}${key}`]);
    }
  };
  check(raw, SITE, '');
  check(raw.markdown, MARKDOWN, 'markdown.');
  check(presetOptions, PRESET, '');
  check(docsOptions, DOCS, 'docs.');
  for (const options of moreDocs) check(options, DOCS, `docs instance "${String(options.id)}": `);
  const themeConfig = isRecord(raw.themeConfig) ? raw.themeConfig : {};
  check(themeConfig, THEME_CONFIG, 'themeConfig.', 'read by a theme or plugin docgen does not have');
  for (const [scope, table] of Object.entries(NESTED))
    check(themeConfig[scope.slice('themeConfig.'.length)], table, `${scope}.`);
  return [...byReason].map(([reason, keys]) => `${keys.join(', ')}: ${reason}`);
}
