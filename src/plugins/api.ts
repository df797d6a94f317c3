/**
 * The plugin API, as sites import it: `import { definePlugin } from 'docgen-ssr/plugin'`. Self-contained (it imports
 * nothing of the engine), so that its types ship as they are and a plugin module loads it without docgen's code.
 */

/** What a plugin is told of the site it runs for. */
export interface PluginContext {
  /** The site's folder (where `site.config.yaml` is), absolute. */
  siteDir: string;
  /** `baseUrl` of the config. */
  baseUrl: string;
  /** The site's locales (`i18n` of the config), the default first. */
  i18n: { defaultLocale: string; locales: string[] };
}

/** What a plugin that asks for data per locale (`localized: true`) is told when it loads it. */
export interface PluginLocaleContext {
  /** The locale loaded for: a name of `i18n.locales`. */
  locale: string;
  /** Whether it is the default locale (at the site's root; the others are under `/<locale>/`). */
  isDefault: boolean;
}

/**
 * A remark or rehype plugin, as the config's `markdown.remarkPlugins` names one: a package name, or a path to a
 * module (absolute, or relative to the plugin's own module), alone or with its options. It is imported by every
 * render thread, so it is a module, never a function value.
 */
export type PluginMarkdownPlugin = string | [string, unknown];

/** An element of every page's head, as the config's `headTags` writes one. */
export interface PluginHeadTag {
  tagName: string;
  attributes?: Record<string, string | boolean>;
  innerHTML?: string;
}

/** A script: its URL, or its attributes. */
export type PluginScript = string | ({ src: string } & Record<string, string | boolean>);
/** A stylesheet: its URL, or the attributes of its `<link>`. */
export type PluginStylesheet = string | ({ href: string } & Record<string, string | boolean>);

/**
 * A stylesheet only some pages link (KaTeX's, on pages with math): written once under the output's `assets/`, with the
 * files its `url()`s name beside it, and linked by the pages whose rendered content holds a text.
 */
export interface PluginPageStylesheet {
  /** The CSS file: absolute, or relative to the plugin's module. */
  file: string;
  /** Where it is written, under `assets/`: `katex-0.16.47/katex.min.css`. Browsers cache it: version the folder. */
  path: string;
  /** Files it names by relative URL (fonts, images), by their path from its folder: `{ 'fonts/a.woff2': '/abs/a.woff2' }`. */
  files?: Record<string, string>;
  /** The pages that link it: those whose rendered HTML contains this text (`class="katex"`). */
  htmlIncludes: string;
}

/**
 * A module of the browser, loaded only by the pages that have an element the selector matches: after the page is
 * hydrated, and when a client-side navigation (or a live update in watch mode) shows such a page. Its default export,
 * when a function, is called each time.
 */
export interface PluginClientModule {
  /** The module: absolute, or relative to the plugin's module. It is bundled with the theme, in a chunk of its own. */
  module: string;
  /** A CSS selector: `[data-mermaid]`. */
  selector: string;
}

/** What a `checkDoc` module's default export is given: one doc (or blog post or Markdown page) of the site. */
export interface PluginCheckedDoc {
  /** The doc's Markdown, without its front matter. */
  body: string;
  /** The doc's file, relative to the site's folder. */
  file: string;
}

/** A warning a `checkDoc` module reports: docgen shows it at the doc's file, at this line of `body` (from 1). */
export interface PluginDocWarning {
  message: string;
  line: number;
  column?: number;
}

/** The default export of a `checkDoc` module. */
export type PluginDocCheck = (doc: PluginCheckedDoc) => PluginDocWarning[] | Promise<PluginDocWarning[]>;

/** A route a plugin adds to the site, rendered by a component it names. */
export interface PluginRoute {
  /** The route, from the site's root without its baseUrl: `/changelog/1.2.0`. */
  path: string;
  /**
   * The React component that renders the page: a module (absolute, or relative to the plugin's module) whose default
   * export is the component. It is bundled with the theme, as a page of the pages folder is, and laid out by it.
   */
  component: string;
  /** What the component is given as props: JSON values, held in the page for the browser. */
  props?: Record<string, unknown>;
  /** The page's title (else the one the component gives `<Layout title>`, else the site's). */
  title?: string;
  description?: string;
  /** Whether local search indexes the page (yes unless false). */
  search?: boolean;
}

/** What `postBuild` is given, once every page is written. */
export interface PostBuildInput {
  /** The output folder, absolute; its files are final. */
  outDir: string;
  /** Every route of the site, each with the output file it was written to (relative to `outDir`). */
  routes: { path: string; file: string }[];
}

/**
 * A plugin, as its factory makes it. Every part is optional. The hooks run in this order: the factory (when the
 * config is read), then `loadContent` and `routes` (planned with the site's other content, and again in watch mode
 * when one of `inputs` changes), the pages are rendered, and `postBuild` runs last, after `docgen build` wrote the output.
 */
export interface DocgenPlugin<Content = unknown> {
  /** How errors name the plugin. */
  name: string;
  /** Run on every doc after the config's own `markdown.remarkPlugins`. */
  remarkPlugins?: PluginMarkdownPlugin[];
  rehypePlugins?: PluginMarkdownPlugin[];
  /** Run on every doc after the config's own `markdown.beforeDefaultRemarkPlugins`, before docgen's own plugins. */
  beforeDefaultRemarkPlugins?: PluginMarkdownPlugin[];
  beforeDefaultRehypePlugins?: PluginMarkdownPlugin[];
  /** Stylesheets only the pages that need them link. */
  pageStylesheets?: PluginPageStylesheet[];
  /** Browser modules only the pages that need them load. */
  clientModules?: PluginClientModule[];
  /**
   * A module (absolute, or relative to the plugin's module) whose default export (a `PluginDocCheck`) is given every
   * doc's Markdown and answers warnings at its lines; run by the render threads, as the Markdown plugins are.
   */
  checkDoc?: string;
  /** Written into every page's head after the config's own. */
  headTags?: PluginHeadTag[];
  scripts?: PluginScript[];
  stylesheets?: PluginStylesheet[];
  /**
   * The files `loadContent` reads (absolute, or relative to the site's folder). Their contents key the plugin's work:
   * while they are unchanged, its routes are kept (across builds too, in the build cache); in watch mode a change to
   * one runs `loadContent` and `routes` again.
   */
  inputs?: string[];
  /**
   * In a translated site, whether `loadContent` and `routes` run once per locale built, told which: each locale's
   * routes are then made from its own data. Without it they run once, and their routes are in every locale.
   */
  localized?: boolean;
  /**
   * Reads what the plugin's routes are made from; the answer must be JSON data. Given the locale when the plugin is
   * `localized`.
   */
  loadContent?(locale: PluginLocaleContext | undefined): Content | Promise<Content>;
  /**
   * The routes the plugin adds, from what `loadContent` answered, as the default locale has them: in a translated
   * site each is also at `/<locale>/…` in the other locales (its own locale's only, when the plugin is `localized`).
   */
  routes?(content: Content, locale: PluginLocaleContext | undefined): PluginRoute[] | Promise<PluginRoute[]>;
  /** Runs after `docgen build` has written the site (not in watch mode, whose output is in memory). */
  postBuild?(input: PostBuildInput): void | Promise<void>;
}

/** A plugin module's default export: given the options the config writes beside its name, it makes the plugin. */
export type PluginFactory<Options = undefined, Content = unknown> = (
  options: Options,
  context: PluginContext,
) => DocgenPlugin<Content> | Promise<DocgenPlugin<Content>>;

/**
 * Declares a plugin: `export default definePlugin((options, context) => ({ name: 'changelog', … }))`. It returns
 * the factory as it is; it is there for its types.
 */
export function definePlugin<Options = undefined, Content = unknown>(
  factory: PluginFactory<Options, Content>,
): PluginFactory<Options, Content> {
  return factory;
}
