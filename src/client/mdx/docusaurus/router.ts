import { useSyncExternalStore } from 'react';
import { useMdxPage } from '../page-context.js';

/**
 * `@docusaurus/router`: the location and a history over the browser's, for components that keep state in the
 * URL (a filter in the query string). A change of page is left to the browser; one of the query or hash is not.
 */
type Location = { pathname: string; search: string; hash: string; state?: unknown };
type Listener = (location: Location) => void;

const listeners = new Set<Listener>();
let current: Location | undefined;

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  if (!current || current.pathname !== pathname || current.search !== search || current.hash !== hash)
    current = { pathname, search, hash, state: window.history.state };
  return current;
}

function go(to: string | Partial<Location>, replace: boolean): void {
  const url = new URL(
    typeof to === 'string' ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`,
    window.location.href,
  );
  if (url.pathname !== window.location.pathname)
    return void (replace ? window.location.replace(url) : window.location.assign(url));
  window.history[replace ? 'replaceState' : 'pushState'](window.history.state, '', url);
  const location = readLocation();
  for (const listener of listeners) listener(location);
}

function listen(listener: Listener): () => void {
  listeners.add(listener);
  const onPop = () => listener(readLocation());
  window.addEventListener('popstate', onPop);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', onPop);
  };
}

export function useLocation(): Location {
  const { route } = useMdxPage();
  return useSyncExternalStore(listen, readLocation, () => ({ pathname: route, search: '', hash: '' }));
}

export function useHistory() {
  const { route } = useMdxPage();
  const browser = typeof window !== 'undefined';
  return {
    get location(): Location {
      return browser ? readLocation() : { pathname: route, search: '', hash: '' };
    },
    push: (to: string | Partial<Location>) => go(to, false),
    replace: (to: string | Partial<Location>) => go(to, true),
    goBack: () => window.history.back(),
    listen: (listener: Listener) => (browser ? listen(listener) : () => undefined),
  };
}
