import type { ComponentType } from 'react';
import type { PageData, Sidebar, SiteData } from '../shared/model.js';
import { withBaseUrl } from '../shared/urls.js';
import { openSidebarAt } from '../shared/prune-sidebar.js';
import type { RouteState } from '../shared/render-contract.js';
import { pageDataOf } from './page-data.js';
import { addPageStyles, pageStylesOf } from './page-styles.js';

export type PageLoaders = Record<string, () => Promise<{ default: ComponentType }>>;

let pageLoaders: PageLoaders = {};
/** A page's data, and the file of its sidebar, which its own copy of the sidebar names. */
interface LoadedPage {
  page: PageData;
  sidebarFile?: string;
}

const pages = new Map<string, Promise<LoadedPage>>();
const sidebars = new Map<string, Promise<Sidebar>>();
const pageModules = new Map<string, Promise<ComponentType>>();
const loadedPageModules = new Map<string, ComponentType>();

export function setPageLoaders(loaders: PageLoaders): void {
  pageLoaders = loaders;
}

/** Fetches a URL once; a failure is forgotten, so that the next attempt asks the server again. */
function fetchOnce<T>(
  cache: Map<string, Promise<T>>,
  url: string,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return read(response);
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/**
 * A route's page data, read from its HTML as the browser would load it: the page carries everything
 * the client shows, so the build writes nothing else per page for navigation.
 */
function loadPage(site: SiteData, route: string): Promise<LoadedPage> {
  const url = withBaseUrl(route, site.baseUrl, site.trailingSlash);
  return fetchOnce(pages, url, async (response) => readPage(url, await response.text()));
}

function readPage(url: string, html: string): LoadedPage {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const data = pageDataOf(doc);
  if (!data) throw new Error(`${url}: not a page of this site`);
  const styles = pageStylesOf(doc);
  const page =
    (data.page.kind === 'doc' || data.page.kind === 'page') && styles.length > 0 ? { ...data.page, styles } : data.page;
  return { page, ...(data.sidebar?.file !== undefined && { sidebarFile: data.sidebar.file }) };
}

/**
 * The whole sidebar of a docs section, from the file a page's copy of it names (`Sidebar.file`): one hashed file
 * per sidebar, shared by all its pages.
 */
export function loadSidebar(sidebar: Pick<Sidebar, 'id' | 'file'>): Promise<Sidebar> {
  const url = sidebar.file;
  return url
    ? fetchOnce(sidebars, url, async (response) => ({ ...((await response.json()) as Sidebar), file: url }))
    : Promise.reject(new Error(`no sidebar file for "${sidebar.id}"`));
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
 * Everything a route needs before it can be shown: its page data and, on a doc, its sidebar opened at the
 * page. A custom page's code is only started here: it is shown by the page itself, with a spinner if it is slow.
 */
export async function loadRoute(site: SiteData, route: string): Promise<RouteState> {
  const { page, sidebarFile } = await loadPage(site, route);
  const module = page.kind === 'page' && page.html === undefined ? page.module : undefined;
  if (module) loadPageModule(module).catch(() => undefined);
  const sidebarId = page.kind === 'doc' ? page.sidebarId : undefined;
  const sidebar = sidebarId
    ? openSidebarAt(
        await loadSidebar({ id: sidebarId, file: sidebarFile }),
        withBaseUrl(page.route, site.baseUrl, site.trailingSlash),
      )
    : undefined;
  if (page.kind === 'doc' || page.kind === 'page') await addPageStyles(page.styles);
  return { page, sidebar, PageComponent: module ? loadedPageModule(module) : undefined };
}

/**
 * Watch mode: the pages fetched so far are out of date once the site changed. Sidebars are not: a change
 * to one gives it a new file name.
 */
export function forgetPages(): void {
  pages.clear();
}

/**
 * A route's page data as the server has it now, with its stylesheets in the document: its new version, in watch mode,
 * read from `html` when the server sent it along with the news of the change.
 */
export async function reloadPage(site: SiteData, route: string, html?: string): Promise<PageData> {
  const url = withBaseUrl(route, site.baseUrl, site.trailingSlash);
  pages.delete(url);
  const loaded = html === undefined ? await loadPage(site, route) : readPage(url, html);
  // A navigation back to the page finds it as shown.
  if (html !== undefined) pages.set(url, Promise.resolve(loaded));
  const { page } = loaded;
  if (page.kind === 'doc' || page.kind === 'page') await addPageStyles(page.styles);
  return page;
}

/**
 * Warms the caches for a route a reader may visit next: its page and code, not its sidebar file,
 * which on a large site is far larger than a page and is fetched once the reader needs it. Failures are
 * left for the real visit to handle.
 */
export function prefetchRoute(site: SiteData, route: string): void {
  loadPage(site, route)
    .then(({ page }) => {
      if (page.kind === 'page' && page.html === undefined) return loadPageModule(page.module);
    })
    .catch(() => undefined);
}
