import type { SiteData } from '../shared/model.js';
import { whenIdle } from './idle.js';
import { routerRoute } from './paths.js';

/** The link a click should make the router follow: a plain left click, on a link the browser would open in this tab. */
export function clickedLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement ? link : undefined;
}

/** The route of a link the router can show, or undefined when the browser must load it (new tab, download, other site, static app, file). */
export function linkRoute(link: HTMLAnchorElement, site: SiteData): string | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  return routerRoute(new URL(link.href), location.origin, site);
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching spends the reader's data: not when they asked to save it, nor on a 2g connection. */
function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !connection?.saveData && !connection?.effectiveType?.includes('2g');
}

/**
 * Prefetches the route of each link once, when it comes into view (watched from the first idle moment) or is
 * hovered. Links appear and go with every page change and every opened sidebar category, so the page is watched
 * for new ones. `prefetch` says whether it fetched: the page on screen is not, but may be after the reader has left it.
 */
export function prefetchLinks(site: SiteData, prefetch: (route: string) => boolean): () => void {
  const done = new Set<string>();
  const consider = (link: HTMLAnchorElement) => {
    const route = linkRoute(link, site);
    if (route && !done.has(route) && prefetchAllowed() && prefetch(route)) done.add(route);
  };
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) consider(entry.target as HTMLAnchorElement);
  });
  // Observing afresh each time lets removed links go; the observer reports the visible ones again at once.
  const watch = () => {
    inView.disconnect();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const route = linkRoute(link, site);
      if (route && !done.has(route)) inView.observe(link);
    }
  };
  const changes = new MutationObserver(watch);
  // Looking through every link is work nobody sees: it waits until the page has hydrated and settled.
  const cancelIdle = whenIdle(() => {
    changes.observe(document.body, { childList: true, subtree: true });
    watch();
  });
  const onHover = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) consider(link);
  };
  document.addEventListener('mouseover', onHover);
  return () => {
    cancelIdle();
    inView.disconnect();
    changes.disconnect();
    document.removeEventListener('mouseover', onHover);
  };
}
