/**
 * A Docusaurus plugin written as a function of the config (`plugins: [function myPlugin() {…}]`, or a local module's
 * function) cannot run in docgen: init names it. Here, in the config's own process, it is called as Docusaurus would
 * call it, its content loaded and its routes asked for with actions that only count, so that the line can say
 * what it did ("adds 3 routes, injects head tags").
 */

import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a plugin function's entry becomes: its description, which crosses back as plain data. */
export const DESCRIBED_PLUGIN = 'docgenDescribedPlugin';
/** Beside it: the PostCSS plugins its `configurePostCss` adds, each as the marker of its module where one was found. */
export const POSTCSS_PLUGINS = 'docgenPostcssPlugins';
/** Beside it: true when the PostCSS plugins were all it did, so that carrying them carries the whole plugin. */
export const POSTCSS_ONLY = 'docgenPostcssOnly';

/** The PostCSS plugins a `configurePostCss` adds to Docusaurus's options (none of its own counted). */
async function postcssPluginsOf(hook: (options: object) => unknown): Promise<unknown[] | undefined> {
  const given = { plugins: [] as unknown[] };
  const result = (await settled(() => hook(given))) as { plugins?: unknown } | undefined;
  const plugins = (result ?? given).plugins;
  return Array.isArray(plugins) ? plugins : undefined;
}

/** A hook that does not settle in this time is described by its name alone. */
const HOOK_MS = 2000;

const settled = <T>(work: () => T | Promise<T>): Promise<T | undefined> =>
  Promise.race([
    Promise.resolve()
      .then(work)
      .catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), HOOK_MS).unref()),
  ]);

type Hooks = Record<string, unknown> & { name?: unknown };

interface Description {
  text: string;
  postcss?: unknown[];
  /** Nothing but PostCSS plugins: the plugin is carried when they are. */
  postcssOnly?: boolean;
}

async function describe(fn: (...args: unknown[]) => unknown, options: unknown, context: object): Promise<Description> {
  const made = (await settled(() => fn(context, options ?? {}))) as Hooks | undefined;
  const name = typeof made?.name === 'string' ? made.name : fn.name || 'an anonymous plugin function';
  if (!made || typeof made !== 'object') return { text: `${name} (a function of the config; calling it failed)` };
  const did: string[] = [];
  const postcss =
    typeof made.configurePostCss === 'function'
      ? await postcssPluginsOf(made.configurePostCss as (options: object) => unknown)
      : undefined;
  if (typeof made.contentLoaded === 'function') {
    let routes = 0;
    let data = false;
    const content =
      typeof made.loadContent === 'function' ? await settled(() => (made.loadContent as () => unknown)()) : undefined;
    const actions = {
      addRoute: () => void routes++,
      createData: async () => '',
      setGlobalData: () => void (data = true),
    };
    await settled(() => (made.contentLoaded as (a: object) => unknown)({ content, actions, allContent: {} }));
    if (routes > 0) did.push(`adds ${routes === 1 ? 'a route' : `${routes} routes`}`);
    if (data) did.push('sets global data');
    if (routes === 0 && !data) did.push('loads content');
  } else if (typeof made.loadContent === 'function') did.push('loads content');
  const hooks: [string, string][] = [
    ['injectHtmlTags', 'injects head tags'],
    ['getClientModules', 'adds client modules'],
    ['configureWebpack', 'configures webpack'],
    ['configurePostCss', 'configures PostCSS'],
    ['getThemePath', 'adds theme components'],
    ['postBuild', 'runs after the build'],
    ['extendCli', 'adds CLI commands'],
  ];
  for (const [hook, what] of hooks)
    if (typeof made[hook] === 'function' && (hook !== 'configurePostCss' || !postcss)) did.push(what);
  const text = `${name} (a function of the config${did.length > 0 ? ` that ${did.join(', ')}` : ''})`;
  return postcss ? { text, postcss, postcssOnly: did.length === 0 } : { text };
}

/** A plugin module of the site (`./src/plugins/x`), as Docusaurus loads it: its default export, or the module. */
async function localPlugin(name: string, siteDir: string): Promise<unknown> {
  if (!/^\.{1,2}\/|^\//.test(name)) return undefined;
  const module = (await settled(() => {
    const file = createRequire(path.join(siteDir, 'package.json')).resolve(name);
    return import(pathToFileURL(file).href);
  })) as { default?: unknown } | undefined;
  const value = module?.default ?? module;
  return typeof value === 'function' ? value : (value as { default?: unknown } | undefined)?.default;
}

/** The config with each plugin function of `plugins` (alone or `[function, options]`) replaced by its description. */
export async function describePluginFunctions(
  config: unknown,
  siteDir: string,
  isStandIn: (fn: object) => boolean = () => false,
  markModule: (fn: unknown) => unknown = (fn) => fn,
): Promise<unknown> {
  const record = config as { plugins?: unknown };
  if (!record || typeof record !== 'object' || !Array.isArray(record.plugins)) return config;
  const context = { siteDir, siteConfig: config, generatedFilesDir: `${siteDir}/.docusaurus`, baseUrl: '/', i18n: {} };
  const plugins = await Promise.all(
    record.plugins.map(async (entry: unknown) => {
      const [named, options] = Array.isArray(entry) ? entry : [entry];
      const fn = typeof named === 'string' ? await localPlugin(named, siteDir) : named;
      if (typeof fn !== 'function' || isStandIn(fn)) return entry;
      const { text, postcss, postcssOnly } = await describe(fn as (...args: unknown[]) => unknown, options, context);
      return {
        [DESCRIBED_PLUGIN]: typeof named === 'string' ? `${named}: ${text}` : text,
        ...(postcss && { [POSTCSS_PLUGINS]: postcss.map(markModule), [POSTCSS_ONLY]: postcssOnly }),
      };
    }),
  );
  return { ...record, plugins };
}
