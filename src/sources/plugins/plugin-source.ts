import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheKey, type BuildCache } from '../../cache/build-cache.js';
import { DocgenError } from '../../errors.js';
import { findModule, isLocalModule } from '../../markdown/site-plugins.js';
import type { PluginLocaleContext, PluginRoute } from '../../plugins/api.js';
import type { SitePlugin } from '../../plugins/load-plugins.js';
import type { RoutePlan } from '../../routes/build-routes.js';
import type { ContentSource } from '../content-source.js';
import type { SiteLocale } from '../locales.js';
import { routeInLocale } from '../../shared/urls.js';

/** One route of a plugin, planned: its component as a page module of the theme bundle (see `pluginModule`). */
export interface PluginRoutePlan {
  path: string;
  module: string;
  props?: Record<string, unknown>;
  title?: string;
  description?: string;
  search: boolean;
}

/** What one plugin's `loadContent` and `routes` made, keyed by everything they were made from. */
export interface PluginContent {
  /** The plugin's config key (`plugins[0]`). */
  source: string;
  name: string;
  /** The locale it was made for, when the plugin is `localized`; else its routes are in every locale. */
  locale?: string;
  key: string;
  routes: PluginRoutePlan[];
}

/**
 * The routes of the plugins that add some: a content source as the docs and the pages folder are, whose inputs are
 * the files each plugin declares. A plugin's work runs again only when its module, options or inputs changed: its
 * routes are kept in memory between watch mode's updates and in the build cache between builds. A `localized`
 * plugin runs once per locale built, each run keyed apart.
 */
export class PluginSource implements ContentSource<PluginContent> {
  readonly id = 'plugins';
  readonly folders: string[] = [];
  constructor(
    private readonly plugins: SitePlugin[],
    private readonly site: { siteDir: string; pagesDir: string; configFile: string; locales: SiteLocale[] },
    /** What the plugins of the last config made: a plugin made alike (same module, options and inputs) keeps it. */
    private content: PluginContent[] = [],
  ) {}

  owns(file: string): boolean {
    return this.plugins.some((p) => p.inputs.includes(file));
  }

  /** Runs each plugin whose inputs changed since its last run (all of them the first time); answers nothing read. */
  async read(_files?: string[], _scan?: unknown, cache?: BuildCache): Promise<Set<string>> {
    const runs = this.plugins
      .filter(({ plugin }) => plugin.routes)
      .flatMap((plugin) =>
        plugin.plugin.localized && this.site.locales.length > 0
          ? this.site.locales.map((l): [SitePlugin, PluginLocaleContext?] => [
              plugin,
              { locale: l.name, isDefault: l.isDefault },
            ])
          : [[plugin] as [SitePlugin]],
      );
    const next = await Promise.all(
      runs.map(async ([plugin, locale]): Promise<PluginContent> => {
        const inputs = await Promise.all(plugin.inputs.map(inputText));
        const key = locale ? cacheKey(plugin.identity, inputs, locale.locale) : cacheKey(plugin.identity, inputs);
        const made = { source: plugin.key, name: plugin.name, ...(locale && { locale: locale.locale }), key };
        const kept = this.content.find((c) => c.source === plugin.key && c.key === key);
        if (kept) return kept;
        const cached = await cache?.read<PluginRoutePlan[]>('plugin-routes', key);
        if (cached) return { ...made, routes: cached.meta };
        const routes = await this.run(plugin, locale);
        cache?.write('plugin-routes', key, routes, []);
        return { ...made, routes };
      }),
    );
    // Kept as it was when no plugin ran again, so that the stages after can tell by identity.
    if (next.length !== this.content.length || next.some((c, i) => c !== this.content[i])) this.content = next;
    return new Set();
  }

  contents(): PluginContent[] {
    return this.content;
  }

  private async run(sitePlugin: SitePlugin, locale: PluginLocaleContext | undefined): Promise<PluginRoutePlan[]> {
    const { key, name, plugin } = sitePlugin;
    const failed = (hook: string, error: unknown) =>
      new DocgenError(
        `${key}: the plugin "${name}" failed in ${hook}${locale ? ` for the locale "${locale.locale}"` : ''}: ${(error as Error)?.message ?? String(error)}`,
        { file: this.site.configFile, key },
        'the error is the plugin’s: fix it, or the files it reads',
        'plugin-failed',
      );
    let content: unknown;
    try {
      content = await plugin.loadContent?.(locale);
    } catch (error) {
      throw failed('loadContent', error);
    }
    let routes: PluginRoute[];
    try {
      routes = await plugin.routes!(content, locale);
    } catch (error) {
      throw failed('routes', error);
    }
    if (!Array.isArray(routes) || routes.some((r) => typeof r?.path !== 'string' || typeof r.component !== 'string'))
      throw failed('routes', new Error('expected a list of routes, each with a path and a component'));
    return routes.map((route) => ({
      path: route.path.startsWith('/') ? route.path : `/${route.path}`,
      module: this.pageModule(this.componentFile(route, sitePlugin)),
      ...(route.props !== undefined && { props: route.props }),
      ...(route.title !== undefined && { title: route.title }),
      ...(route.description !== undefined && { description: route.description }),
      search: route.search !== false,
    }));
  }

  /**
   * A route's component, absolute: a path from the plugin's folder, or a package's module (`my-theme/Changelog`) as
   * Node finds it from the site's package.json.
   */
  private componentFile({ component, path: route }: PluginRoute, { key, name, dir }: SitePlugin): string {
    if (isLocalModule(component)) return path.resolve(dir, component);
    const file = findModule(component, this.site.siteDir);
    if (!file)
      throw new DocgenError(
        `${key}: the plugin "${name}" renders ${route} with "${component}", which no package installed in the site holds`,
        { file: this.site.configFile, key },
        `install the package that holds it (npm install ${component
          .split('/')
          .slice(0, component.startsWith('@') ? 2 : 1)
          .join('/')}), or correct the name`,
        'plugin-failed',
      );
    return file;
  }

  /** A component as the theme bundle names page modules: its path from the pages folder. */
  private pageModule(file: string): string {
    return path.relative(path.resolve(this.site.siteDir, this.site.pagesDir), file).split(path.sep).join('/');
  }
}

async function inputText(file: string): Promise<string> {
  return readFile(file, 'utf8').catch(() => '');
}

/**
 * The plugins' routes in a locale, claimed after the site's own pages: each plugin's at the locale's path, a
 * `localized` plugin's those it made for the locale.
 */
export function pluginRoutes(contents: PluginContent[], locale?: SiteLocale): RoutePlan[] {
  const own = locale && !locale.isDefault ? { locale: locale.name } : {};
  return contents
    .filter((content) => content.locale === undefined || content.locale === locale?.name)
    .flatMap((content) =>
      content.routes.map(({ path: route, module, props, title, description, search }) => ({
        kind: 'page' as const,
        route: routeInLocale(route, locale?.prefix ?? ''),
        source: `the plugin "${content.name}" (${content.source})`,
        module,
        ...own,
        ...(props && { props }),
        ...(title !== undefined && { title }),
        ...(description !== undefined && { description }),
        ...(search && { searched: true }),
      })),
    );
}

/** The components the plugins' routes render with, each once: page modules of the theme bundle. */
export function pluginModules(contents: PluginContent[]): string[] {
  return [...new Set(contents.flatMap((c) => c.routes.map((r) => r.module)))].sort();
}
