import type { ComponentType } from 'react';
import type { PageData, Sidebar, SiteData } from '../shared/model.js';
import { dataUrlFor, withBaseUrl } from '../shared/urls.js';
import { openSidebarAt } from '../shared/prune-sidebar.js';
import type { RouteState } from '../shared/render-contract.js';

/** What the build writes for each route (see render-page.ts). */
interface RouteChunk {
  page: PageData;
  sidebarId?: string;
}

export type PageLoaders = Record<string, () => Promise<{ default: ComponentType }>>;

let pageLoaders: PageLoaders = {};
const chunks = new Map<string, Promise<RouteChunk>>();
const sidebars = new Map<string, Promise<Sidebar>>();
const pageModules = new Map<string, Promise<ComponentType>>();
const loadedPageModules = new Map<string, ComponentType>();

export function setPageLoaders(loaders: PageLoaders): void {
  pageLoaders = loaders;
}

/** Fetches a JSON file once; a failure is forgotten, so that the next attempt asks the server again. */
function cachedJson<T>(cache: Map<string, Promise<T>>, url: string): Promise<T> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<T>;
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

function loadChunk(site: SiteData, route: string): Promise<RouteChunk> {
  return cachedJson(chunks, site.baseUrl + dataUrlFor(route));
}

/** The whole sidebar of a docs section: one hashed file per sidebar, shared by all its pages. */
export function loadSidebar(site: SiteData, id: string): Promise<Sidebar> {
  const url = site.assets[`sidebar:${id}`];
  return url ? cachedJson(sidebars, url) : Promise.reject(new Error(`no sidebar file for "${id}"`));
}

/** Imports the code of a page of templates/pages; after a failure the next call imports it again. */
export function loadPageModule(name: string): Promise<ComponentType> {
  const loaded = loadedPageModules.get(name);
  if (loaded) return Promise.resolve(loaded);
  let pending = pageModules.get(name);
  if (!pending) {
    const loader = pageLoaders[name];
    pending = loader
      ? loader().then((module) => module.default)
      : Promise.reject(new Error(`no page module "${name}"`));
    pending.then(
      (component) => loadedPageModules.set(name, component),
      () => pageModules.delete(name),
    );
    pageModules.set(name, pending);
  }
  return pending;
}

export function loadedPageModule(name: string): ComponentType | undefined {
  return loadedPageModules.get(name);
}

/**
 * Everything a route needs before it can be shown: its data chunk and, on a doc, its sidebar opened at the
 * page. A custom page's code is only started here: it is shown by the page itself, with a spinner if it is slow.
 */
export async function loadRoute(site: SiteData, route: string): Promise<RouteState> {
  const { page, sidebarId } = await loadChunk(site, route);
  if (page.kind === 'page') loadPageModule(page.module).catch(() => undefined);
  const sidebar = sidebarId
    ? openSidebarAt(await loadSidebar(site, sidebarId), withBaseUrl(page.route, site.baseUrl, site.trailingSlash))
    : undefined;
  return { page, sidebar, PageComponent: page.kind === 'page' ? loadedPageModule(page.module) : undefined };
}

/**
 * Warms the caches for a route a reader may visit next: its data chunk and code, not its sidebar file,
 * which on a large site is far larger than a page and is fetched once the reader needs it. Failures are
 * left for the real visit to handle.
 */
export function prefetchRoute(site: SiteData, route: string): void {
  loadChunk(site, route)
    .then(({ page }) => {
      if (page.kind === 'page') return loadPageModule(page.module);
    })
    .catch(() => undefined);
}
