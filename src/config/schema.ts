import { z } from 'zod';
import type { SidebarItem } from '../sidebar/item-schema.js';
import { NPM2YARN_CONVERTERS } from '../markdown/npm2yarn-options.js';
import type { SiteMarkdownPlugins } from '../markdown/site-plugins.js';
import type { ClientModule, PageStylesheet } from '../plugins/load-plugins.js';
import type { SitePostcss } from './postcss.js';
import { absoluteUrl, admonitionsSchema } from './common-schemas.js';
import { blogInstanceSchema, blogInstancesSchema } from './blog-schema.js';
import { docsInstanceSchema, docsInstancesSchema, type DocsFilesRead } from './docs-schema.js';
import { internalPath, linkTarget, logoSchema, parseNavbarItems, plainLink, type NavbarItem } from './navbar-schema.js';

export type { SidebarItem, NavbarItem };

/** As Docusaurus's `localeConfigs` entry: what it leaves out is worked out from the locale (see `siteLocales`). */
const localeConfig = z.strictObject({
  label: z.string().min(1).optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  htmlLang: z.string().min(1).optional(),
  calendar: z.string().default('gregory'),
  /** The locale's folder under `i18n.path` (by default its name); its URL is its name, as in Docusaurus 3. */
  path: z.string().min(1).optional(),
  /**
   * The domain the locale is published on (Docusaurus's multi-domain i18n): its pages' canonical URLs, `hreflang`
   * alternates, sitemap entries and the locale dropdown's links to it are on this URL; by default the site's `url`.
   */
  url: absoluteUrl.optional(),
  /** Where the locale's pages are: by default the site's `baseUrl`, followed by `<locale>/` for a locale not the default. */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'expected a path that starts and ends with "/", such as "/fr/"')
    .optional(),
});

const localSearch = z.strictObject({
  provider: z.literal('local'),
  feedbackUrl: absoluteUrl.optional(),
});

const algoliaSearch = z.strictObject({
  provider: z.literal('algolia'),
  appId: z.string().min(1),
  apiKey: z.string().min(1),
  indexName: z.string().min(1),
  contextualSearch: z.boolean().default(true),
  /** Overrides the Algolia hosts; used to point the client at a local imitation in tests. */
  hosts: z.array(absoluteUrl).optional(),
  feedbackUrl: absoluteUrl.optional(),
});

const staticApp = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+$/, 'expected a lowercase name of letters, digits and "-"'),
  entry: z.string().min(1),
  route: internalPath,
  title: z.string().min(1),
});

// The theme's own home page (a site without pages/index.tsx), as VitePress's `layout: home` front matter.
const homeConfig = z.strictObject({
  hero: z
    .strictObject({
      /** Default: the site's title. */
      name: z.string().min(1).optional(),
      text: z.string().min(1).optional(),
      /** Default: the site's tagline. */
      tagline: z.string().min(1).optional(),
      image: z.strictObject({ src: z.string().min(1), alt: z.string() }).optional(),
      /** Default: one "Get started" button to the first doc. */
      actions: z
        .array(
          z.strictObject({
            text: z.string().min(1),
            link: linkTarget,
            theme: z.enum(['brand', 'alt']).default('brand'),
          }),
        )
        .optional(),
    })
    .prefault({}),
  features: z
    .array(z.strictObject({ title: z.string().min(1), details: z.string().min(1), link: linkTarget.optional() }))
    .default([]),
});

const htmlAttribute = z.union([z.string(), z.boolean()]);
const htmlAttributes = z.record(z.string(), htmlAttribute);

/** A package name or a path from the config's folder, alone or with its options, as Docusaurus names plugins. */
const pluginName = z.string().min(1, 'expected a package name or a path such as ./plugins/my-plugin.mjs');
const markdownPlugins = z
  .array(
    z.union(
      [
        pluginName,
        z.tuple([pluginName]),
        z.tuple([pluginName, z.unknown()]),
        z.strictObject({ module: pluginName, export: z.string().min(1), options: z.unknown().optional() }),
      ],
      { error: 'expected a package name or a path, [name, options], or {module, export, options}' },
    ),
  )
  .default([]);

/** A colour written into a style attribute: no `;`, quote or bracket that could end the declaration. */
const cssColour = z.string().regex(/^[^;"'<>{}]+$/, 'expected a CSS colour, such as "#20232a" or "rgb(32 35 42)"');

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: absoluteUrl,
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'expected a path that starts and ends with "/", such as "/" or "/docs-site/"')
    .default('/'),
  favicon: z.string().optional(),
  image: z.string().optional(),
  /** What joins a page's title and the site's in `<title>`, as Docusaurus's `titleDelimiter`. */
  titleDelimiter: z.string().min(1).default('|'),
  /**
   * As Docusaurus's `noIndex`: every page asks search engines not to index it or follow its links, and no sitemap.xml
   * nor robots.txt is written.
   */
  noIndex: z.boolean().default(false),
  trailingSlash: z.boolean().optional(),
  onBrokenLinks: z.enum(['warn', 'throw']).default('warn'),
  /** A link whose page exists but whose `#anchor` does not: as `onBrokenLinks` when unset. */
  onBrokenAnchors: z.enum(['warn', 'throw']).optional(),
  staticDir: z.string().default('static'),
  templatesDir: z.string().default('templates'),
  /** Where builds keep results for the next build (default node_modules/.cache/docgen); CI caches this folder. */
  cacheDir: z.string().optional(),
  /** Override where the theme and the pages live; by default `theme/` and `pages/` of templatesDir. */
  themeDir: z.string().optional(),
  pagesDir: z.string().optional(),
  /** Globs of files in the pages folder that are no page (beyond `_`-prefixed names and tests), as Docusaurus's `exclude`. */
  pagesExclude: z.array(z.string().min(1)).default([]),
  /** The pages folder's own `admonitions`, as the pages plugin of Docusaurus takes them (see `markdown.admonitions`). */
  pagesAdmonitions: admonitionsSchema.optional(),
  /** Stylesheets of the site's own (a Docusaurus site's `theme.customCss`), loaded after the theme's on every page. */
  customCss: z.array(z.string().min(1)).default([]),
  /**
   * Modules of the site's own loaded on every page before it renders, as Docusaurus's `clientModules`: a stylesheet is
   * global CSS, after customCss; a script runs once, and its `onRouteUpdate` and `onRouteDidUpdate` on each route.
   */
  clientModules: z.array(z.string().min(1)).default([]),
  /** PostCSS plugins the site's stylesheets go through (Tailwind…), named as Markdown plugins are. */
  postcss: z.strictObject({ plugins: markdownPlugins }).prefault({}),
  i18n: z
    .strictObject({
      defaultLocale: z.string().min(1),
      locales: z.array(z.string().min(1)).min(1),
      /** The folder of the locales' translation folders (`<path>/<locale's path>/`), from the config's folder. */
      path: z.string().min(1).default('i18n'),
      localeConfigs: z.record(z.string(), localeConfig).default({}),
    })
    .default({
      defaultLocale: 'en',
      locales: ['en'],
      path: 'i18n',
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
    }),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      respectPrefersColorScheme: z.boolean().default(false),
      disableSwitch: z.boolean().default(false),
    })
    .prefault({}),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string().min(1),
      dismissible: z.boolean().default(true),
      /** CSS colours of the bar, as Docusaurus's `backgroundColor` and `textColor`; else the theme's. */
      backgroundColor: cssColour.optional(),
      textColor: cssColour.optional(),
    })
    .optional(),
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: logoSchema.optional(),
      hideOnScroll: z.boolean().default(false),
      /** As Docusaurus's: `dark` or `primary` (the brand colour) in both colour modes; else the page's colours. */
      style: z.enum(['dark', 'primary']).optional(),
      /** Without items, the navbar links to the docs and has search and the colour toggle. */
      items: z
        .array(z.unknown())
        .optional()
        .transform((items, ctx) => items && parseNavbarItems(items, ctx)),
    })
    .prefault({}),
  footer: z
    .strictObject({
      links: z.array(z.strictObject({ title: z.string().min(1), items: z.array(plainLink) })).default([]),
      logo: logoSchema.optional(),
      copyright: z.string().optional(),
      /** As Docusaurus's: `dark` in both colour modes; `light` (the default) follows the page's. */
      style: z.enum(['light', 'dark']).default('light'),
    })
    .prefault({}),
  /** The default docs instance (Docusaurus's `plugin-content-docs` without an `id`). */
  docs: docsInstanceSchema.prefault({}),
  /** More docs instances, each with an `id` and its own folder, route, sidebars and versions. */
  docsInstances: docsInstancesSchema,
  /** The blog (Docusaurus's `plugin-content-blog`): none unless configured. */
  blog: blogInstanceSchema.optional(),
  /** More blogs, each with an `id` and its own folder and routes. */
  blogInstances: blogInstancesSchema,
  search: z.discriminatedUnion('provider', [localSearch, algoliaSearch]).default({ provider: 'local' }),
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .prefault({})
    .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, {
      message: 'expected minHeadingLevel to be at most maxHeadingLevel',
    }),
  code: z
    .strictObject({
      /** As Docusaurus's `prism.magicComments`: replaces the default highlighting comments. */
      magicComments: z
        .array(
          z.strictObject({
            className: z.string().min(1),
            line: z.string().min(1).optional(),
            block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
          }),
        )
        .optional(),
    })
    .prefault({}),
  staticApps: z.array(staticApp).default([]),
  /** Docusaurus's `headTags`, `scripts` and `stylesheets`: written into the head of every page. */
  headTags: z
    .array(
      z.strictObject({
        tagName: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected an HTML tag name such as "link" or "meta"'),
        attributes: htmlAttributes.default({}),
        innerHTML: z.string().optional(),
      }),
    )
    .default([]),
  scripts: z
    .array(z.union([z.string().min(1), z.object({ src: z.string().min(1) }).catchall(htmlAttribute)]))
    .default([]),
  stylesheets: z
    .array(z.union([z.string().min(1), z.object({ href: z.string().min(1) }).catchall(htmlAttribute)]))
    .default([]),
  /** Page views counted by Google Analytics, Google Tag Manager or Plausible, client-side navigations too. */
  analytics: z
    .strictObject({
      gtag: z
        .strictObject({
          trackingID: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
          anonymizeIP: z.boolean().default(false),
        })
        .optional(),
      googleTagManager: z.strictObject({ containerId: z.string().min(1) }).optional(),
      plausible: z
        .strictObject({
          domain: z.string().min(1),
          /** The script, for a self-hosted Plausible: its manual variant, which counts the pages it is told of. */
          src: z.string().min(1).default('https://plausible.io/js/script.manual.js'),
          api: z.string().min(1).optional(),
        })
        .optional(),
    })
    .prefault({}),
  /** The site's plugins (see src/plugins/api.ts): a package name or a path, alone or with its options. */
  plugins: z
    .array(
      z.union([pluginName, z.tuple([pluginName]), z.tuple([pluginName, z.unknown()])], {
        error: 'expected a package name or a path such as ./plugins/my-plugin.mjs, or [name, options]',
      }),
    )
    .default([]),
  /** Old paths that lead to a page of the site, as Docusaurus's client-redirects plugin writes them. */
  redirects: z
    .array(z.strictObject({ from: z.union([internalPath, z.array(internalPath).min(1)]), to: internalPath }))
    .default([]),
  /** How docs are read: `detect` compiles a `.md` file as MDX only when it uses MDX syntax; `.mdx` files always are. */
  markdown: z
    .strictObject({
      format: z.enum(['detect', 'md', 'mdx']).default('detect'),
      /** Whose Markdown conventions heading ids and extension-less links follow: Docusaurus's, or VitePress's. */
      dialect: z.enum(['docusaurus', 'vitepress']).default('docusaurus'),
      /**
       * A Docusaurus site's own theme folder (`src/theme`): `@theme/<Name>` imports of docs and their components
       * that docgen's theme lacks resolve there, and its `MDXComponents` gives every MDX doc its components.
       */
      docusaurusThemeDir: z.string().min(1).optional(),
      /**
       * `@theme/<Name>` components of Docusaurus themes docgen does not have (`docgen init` lists those the docs
       * import): each renders its children, or nothing, instead of failing the page.
       */
      themeStandIns: z.array(z.string().min(1)).default([]),
      /**
       * The admonitions of every page whose docs instance, blog or pages folder does not set its own `admonitions`
       * (see `admonitionsSchema`).
       */
      admonitions: admonitionsSchema.default(true),
      /** ```` ```mermaid ```` blocks drawn as diagrams in the browser, as Docusaurus's `markdown.mermaid`. */
      mermaid: z.boolean().default(false),
      /** `$…$` and `$$…$$` drawn by KaTeX at build time. */
      math: z.boolean().default(false),
      /**
       * ```` ```bash npm2yarn ```` blocks as npm and package-manager tabs, as Docusaurus's npm2yarn plugin makes them:
       * `sync` puts every such block in one tab group, `converters` are the tabs after npm, in their order.
       */
      npm2yarn: z
        .strictObject({
          sync: z.boolean().default(true),
          converters: z.array(z.enum(NPM2YARN_CONVERTERS)).default([...NPM2YARN_CONVERTERS]),
        })
        .prefault({}),
      /** The site's own remark and rehype plugins, around docgen's (see src/markdown/site-plugins.ts). */
      beforeDefaultRemarkPlugins: markdownPlugins,
      remarkPlugins: markdownPlugins,
      beforeDefaultRehypePlugins: markdownPlugins,
      rehypePlugins: markdownPlugins,
    })
    .prefault({}),
  home: homeConfig.prefault({}),
  customFields: z.record(z.string(), z.unknown()).default({}),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The config as validated, plus what `loadConfig` reads from the files it names (sidebars file, `_category_` files). */
export type SiteConfig = z.output<typeof siteConfigSchema> & {
  docs: DocsFilesRead;
  docsInstances: DocsFilesRead[];
  /** The site's Markdown plugins, found on disk by `loadConfig`. */
  markdownPlugins?: SiteMarkdownPlugins;
  /** Stylesheets the plugins give only the pages that need them (KaTeX's), found by `loadConfig`. */
  pageStylesheets?: PageStylesheet[];
  /** Browser modules the plugins give only the pages that need them (Mermaid's), found by `loadConfig`. */
  pluginClientModules?: ClientModule[];
  /** The files of `clientModules` (absolute), found by `loadConfig`. */
  siteClientModules?: string[];
  /** The site's PostCSS setup (`postcss.plugins`, a PostCSS config file), found on disk by `loadConfig`. */
  sitePostcss?: SitePostcss;
  /** The files the site's plugins read (absolute), found by `loadConfig`: watch mode watches them. */
  pluginInputs?: string[];
  /** The site's plugins that are files of its own (absolute): watch mode reads the config again when one changes. */
  pluginModuleFiles?: string[];
};
