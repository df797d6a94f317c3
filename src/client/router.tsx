import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { PageData, SiteData } from '../shared/model.js';
import { withBaseUrl } from '../shared/urls.js';
import type { RouteState } from '../shared/render-contract.js';
import { NavigationContext } from './context.js';
import { updateHead } from './head.js';
import { clickedLink, linkRoute, prefetchLinks } from './links.js';
import { routerRoute } from './paths.js';
import { forgetPages, loadRoute, prefetchRoute, reloadPage } from './route-data.js';
import type { ThemeAppProps } from '../shared/render-contract.js';
import { Root } from './root.js';
import { announceRoute, startRouteAnnouncer } from './route-announcer.js';
import { NAVIGATED_EVENT } from '../shared/navigated-event.js';
import { PAGE_UPDATED_EVENT, SITE_CHANGED_EVENT, type SiteChangedDetail } from '../shared/live-update.js';
import { arriveAtEntry, pushEntry, scrollToHash, startScrollMemory } from './scroll-memory.js';
import type { RouteLifecycles } from './route-lifecycles.js';

interface View {
  show(route: RouteState, afterRender: () => void): void;
  /** Shows a new version of the page shown, keeping its sidebar and everything around it. */
  update(page: PageData, afterRender: () => void): void;
  setPending(url: string | undefined): void;
}

/**
 * Client-side navigation: links to pages of the site are followed by fetching the next page's HTML and
 * re-rendering with the data it holds; when that fails, the browser loads the page in full instead.
 */
function createRouter(site: SiteData, view: View, lifecycles: RouteLifecycles | undefined) {
  const routeOf = (url: URL) => routerRoute(url, location.origin, site);
  const start = new URL(location.href);
  // What is on screen: a URL differing only in its hash is the same page. `url` is where the reader is.
  let shown = { route: routeOf(start), search: start.search, url: start };
  let latest = 0;
  const isShown = (url: URL, route: string) => route === shown.route && url.search === shown.search;

  /** A newer intent (a click, back or forward) abandons the route change under way. */
  const cancelPending = () => {
    latest++;
    view.setPending(undefined);
  };

  async function go(url: URL, route: string, how: 'push' | 'pop', scroll?: number): Promise<void> {
    const id = ++latest;
    view.setPending(url.href);
    const from = shown.url;
    lifecycles?.update(url, from);
    let next: RouteState;
    try {
      next = await loadRoute(site, route);
      lifecycles?.loaded();
    } catch (error) {
      if (id !== latest) return;
      console.warn(
        `[docgen] could not load ${url.pathname} (${error instanceof Error ? error.message : String(error)}); loading the page in full`,
      );
      if (how === 'push') location.assign(url.href);
      else location.reload();
      return;
    }
    if (id !== latest) return;
    if (next.page.kind === 'redirect') {
      const target = new URL(withBaseUrl(next.page.to, site.baseUrl, site.trailingSlash), location.href);
      const targetRoute = routeOf(target);
      if (how === 'push' && targetRoute) follow(target, targetRoute);
      else location.replace(target.href);
      return;
    }
    if (how === 'push') pushEntry(url.href);
    shown = { route, search: url.search, url };
    view.show(next, () => {
      updateHead(site, next.page);
      if (scroll !== undefined) scrollTo(0, scroll);
      else scrollToHash(url.hash);
      announceRoute(document.title);
      // Analytics (see src/render/head-config.ts) count this page view.
      dispatchEvent(new Event(NAVIGATED_EVENT));
      lifecycles?.didUpdate(url, from);
    });
    view.setPending(undefined);
  }

  /**
   * Watch mode: the new version of the page shown, in place of the old, at the same scroll position; a page that
   * cannot be fetched is reloaded. A navigation begun meanwhile shows its own page, fetched anew, instead.
   */
  async function refresh(reload: () => void, html: string | undefined): Promise<void> {
    const { route } = shown;
    if (route === undefined) return reload();
    const at = latest;
    const current = () => at === latest && shown.route === route;
    let page: PageData;
    try {
      page = await reloadPage(site, route, html);
    } catch {
      if (current()) reload();
      return;
    }
    if (!current()) return;
    if (page.kind === 'redirect') return reload();
    view.update(page, () => {
      updateHead(site, page);
      dispatchEvent(new Event(PAGE_UPDATED_EVENT));
    });
  }

  /** Shows `url`; false for a #hash on the page shown, which the browser follows best (scroll, focus, `:target`). */
  function follow(url: URL, route: string): boolean {
    if (!isShown(url, route)) {
      void go(url, route, 'push');
      return true;
    }
    if (url.hash) return false;
    // The page shown, without a hash: the browser would load it again; the top of the page is enough.
    cancelPending();
    if (url.href !== location.href) pushEntry(url.href);
    scrollTo(0, 0);
    movedWithinPage(url);
    return true;
  }

  /** A new URL of the page shown (another #hash) is a route change to Docusaurus's lifecycles, as in Docusaurus. */
  function movedWithinPage(url: URL): void {
    const from = shown.url;
    if (url.href === from.href) return;
    shown.url = url;
    lifecycles?.update(url, from);
    lifecycles?.didUpdate(url, from);
  }

  return {
    navigate(href: string): void {
      const url = new URL(href, location.href);
      const route = routeOf(url);
      if (!route || !follow(url, route)) location.assign(url.href);
    },
    onClick(event: MouseEvent): void {
      const link = clickedLink(event);
      const route = link && linkRoute(link, site);
      if (route && follow(new URL(link.href), route)) event.preventDefault();
    },
    /** Back, forward, and the browser's own #hash navigations (which report here before they scroll). */
    onPopState(): void {
      const scroll = arriveAtEntry();
      const url = new URL(location.href);
      const route = routeOf(url);
      if (!route) return location.reload();
      if (!isShown(url, route)) {
        void go(url, route, 'pop', scroll);
        return;
      }
      cancelPending();
      if (scroll !== undefined) scrollTo(0, scroll);
      else scrollToHash(url.hash);
      movedWithinPage(url);
    },
    /** Watch mode's live-reload script tells of a rebuild (see SITE_CHANGED_EVENT); cancelled when taken in place. */
    onSiteChanged(event: Event): void {
      const { inPlace, reload, html } = (event as CustomEvent<SiteChangedDetail>).detail;
      forgetPages();
      if (!inPlace) return;
      event.preventDefault();
      void refresh(reload, html);
    },
    /** The first page is hydrated. */
    arrived(): void {
      lifecycles?.didUpdate(start, null);
    },
    prefetch(route: string): boolean {
      if (route === shown.route) return false;
      prefetchRoute(site, route);
      return true;
    },
  };
}

/** The root of the hydrated site: the theme, with the route the router shows and the navigation state. */
export function BrowserRoot({
  App,
  site,
  initial,
  lifecycles,
}: {
  App: ComponentType<ThemeAppProps>;
  site: SiteData;
  initial: RouteState;
  /** The site's client modules' (see route-lifecycles.ts). */
  lifecycles?: RouteLifecycles;
}) {
  const [route, setRoute] = useState(initial);
  const [pending, setPending] = useState<string>();
  const afterRender = useRef<() => void>();
  const router = useMemo(
    () =>
      createRouter(
        site,
        {
          show(next, then) {
            afterRender.current = then;
            setRoute(next);
          },
          update(page, then) {
            afterRender.current = then;
            setRoute((shown) => ({ ...shown, page }));
          },
          setPending,
        },
        lifecycles,
      ),
    [site, lifecycles],
  );

  useLayoutEffect(() => router.arrived(), [router]);

  useEffect(() => {
    const scroll = startScrollMemory();
    if (scroll !== undefined) scrollTo(0, scroll);
    document.addEventListener('click', router.onClick);
    addEventListener('popstate', router.onPopState);
    addEventListener(SITE_CHANGED_EVENT, router.onSiteChanged);
    const stopPrefetching = prefetchLinks(site, router.prefetch);
    const stopAnnouncing = startRouteAnnouncer();
    // Scripts load after the first paint, so the server's copy of the page is on screen before its controls
    // work: the mark tells the two apart (for styles, and for tests that must not act before it).
    document.documentElement.dataset.hydrated = '';
    return () => {
      document.removeEventListener('click', router.onClick);
      removeEventListener('popstate', router.onPopState);
      removeEventListener(SITE_CHANGED_EVENT, router.onSiteChanged);
      stopPrefetching();
      stopAnnouncing();
    };
  }, [router, site]);

  // Scrolling waits for the new page to be in the document, before it is painted.
  useLayoutEffect(() => {
    const then = afterRender.current;
    afterRender.current = undefined;
    then?.();
  }, [route]);

  const navigation = useMemo(() => ({ pending, navigate: router.navigate }), [pending, router]);
  return (
    <NavigationContext.Provider value={navigation}>
      <Root App={App} site={site} route={route} />
    </NavigationContext.Provider>
  );
}
