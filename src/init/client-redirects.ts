import path from 'node:path';
import { loadDocs } from '../content/load-docs.js';
import type { CreatedRedirects } from '../docusaurus/create-redirects.js';
import { isRecord, str, type Json } from './config-values.js';

const PLUGIN = /plugin-client-redirects$/;

function pluginName(entry: unknown): string {
  const name = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string' ? name : '';
}

/** The options of `@docusaurus/plugin-client-redirects`, when the site uses it. */
export function clientRedirectsOptions(raw: Json): Json | undefined {
  const entry = (Array.isArray(raw.plugins) ? raw.plugins : []).find((p) => PLUGIN.test(pluginName(p)));
  if (entry === undefined) return undefined;
  return Array.isArray(entry) && isRecord(entry[1]) ? entry[1] : {};
}

export function isClientRedirectsPlugin(entry: unknown): boolean {
  return PLUGIN.test(pluginName(entry));
}

/** The routes of the site's docs, as docgen makes them: what `createRedirects` is asked about. */
export async function docRoutes(siteDir: string, docsOptions: Json): Promise<string[]> {
  const routeBase = str(docsOptions.routeBasePath) ?? 'docs';
  const { docs } = await loadDocs({
    siteDir,
    docsDir: path.resolve(siteDir, str(docsOptions.path) ?? 'docs'),
    routeBase,
    includeDrafts: false,
  });
  return docs.map((d) => d.route).sort();
}

/**
 * The client-redirects plugin's redirects as docgen's `redirects`: its `redirects` as written, what `createRedirects`
 * answered for every route (`created`, asked in the config's own process), `fromExtensions` (`/a.html` → `/a`) and
 * `toExtensions` (`/a` → `/a.html`) applied to every route, as the plugin does; a redirect from a path where the site
 * has a page is left out, as there.
 */
export function clientRedirects(
  options: Json,
  routes: string[],
  trailingSlash: unknown,
  notCarried: string[],
  docgen: {
    created?: CreatedRedirects;
    /** The redirects docgen makes itself (a docs route base to its first doc), by the path they lead from. */
    ownRedirects?: Map<string, string>;
  } = {},
): Json[] {
  const { created, ownRedirects } = docgen;
  // docgen's own pages besides the docs: the home page, search and the not-found page.
  const existing = new Set([...routes, '/', '/search', '/404']);
  const byFrom = new Map<string, string>();
  const add = (from: unknown, to: unknown) => {
    if (typeof from !== 'string' || typeof to !== 'string' || existing.has(from) || byFrom.has(from)) return;
    const own = ownRedirects?.get(from);
    // docgen leads there already: to the same page, nothing is lost; to another, the redirect is named.
    if (own !== undefined && own !== to)
      notCarried.push(`redirect from "${from}" to ${to}: docgen's site leads "${from}" to ${own}`);
    if (own !== undefined) return;
    byFrom.set(from, to);
  };
  for (const redirect of Array.isArray(options.redirects) ? options.redirects : []) {
    if (!isRecord(redirect)) continue;
    const to = str(redirect.to) ?? '';
    if (!existing.has(to.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1'))) {
      notCarried.push(`redirect from ${JSON.stringify(redirect.from)} to ${to}: docgen's site has no page there`);
      continue;
    }
    for (const from of [redirect.from].flat()) add(from, redirect.to);
  }
  for (const route of routes) {
    for (const from of created?.byRoute[route] ?? []) add(from, route);
    for (const ext of Array.isArray(options.fromExtensions) ? options.fromExtensions : []) {
      // Without trailing slashes, "/a.html" is the page's own file; a folder's route ("/") has no file name to extend.
      if (typeof ext === 'string' && !route.endsWith('/') && !(ext === 'html' && trailingSlash === false))
        add(`${route}.${ext}`, route);
    }
    for (const ext of Array.isArray(options.toExtensions) ? options.toExtensions : []) {
      if (typeof ext === 'string' && route.endsWith(`.${ext}`)) add(route.slice(0, -ext.length - 1), route);
    }
  }
  if (created?.threw)
    notCarried.push(
      `createRedirects threw for ${created.threw.route}: ${created.threw.message}; its other answers are carried`,
    );
  else if (typeof options.createRedirects === 'function' && !created)
    notCarried.push('plugin-client-redirects createRedirects: the site has no routes docgen could ask it about');
  // Routes as targets: one entry per target, with the paths that lead there.
  const byTo = new Map<string, string[]>();
  for (const [from, to] of byFrom) byTo.set(to, [...(byTo.get(to) ?? []), from]);
  return [...byTo].map(([to, from]) => ({ from: from.length === 1 ? from[0]! : from, to }));
}
