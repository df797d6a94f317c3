/**
 * The route lifecycles of a site's `clientModules`, as Docusaurus calls them: `onRouteUpdate` when a route change
 * begins (on the first load too, with `previousLocation: null`), whose returned function runs once the new page is
 * loaded, and `onRouteDidUpdate` once it is in the document. Imported by the browser's entry of a site that has
 * client modules only.
 */

/** As react-router's `location`, which Docusaurus passes. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

interface LifecycleArgs {
  location: RouteLocation;
  previousLocation: RouteLocation | null;
}

type Lifecycle = (args: LifecycleArgs) => unknown;
type ClientModule = Record<string, unknown> & { default?: Record<string, unknown> };

/** What the router calls, for each route change: `update`, `loaded` (optional), `didUpdate`. */
export interface RouteLifecycles {
  update(to: URL, from: URL | null): void;
  /** The page of the route change under way is loaded, not yet shown. */
  loaded(): void;
  didUpdate(to: URL, from: URL | null): void;
}

const locationOf = (url: URL | null): RouteLocation | null =>
  url && { pathname: url.pathname, search: url.search, hash: url.hash, state: history.state };

export function routeLifecycles(modules: ClientModule[]): RouteLifecycles {
  // A module exports its lifecycles by name, or as properties of its default export (a CommonJS module's).
  const lifecycles = (name: string) =>
    modules.flatMap((m) => {
      const f = m.default?.[name] ?? m[name];
      return typeof f === 'function' ? [f as Lifecycle] : [];
    });
  const onRouteUpdate = lifecycles('onRouteUpdate');
  const onRouteDidUpdate = lifecycles('onRouteDidUpdate');
  const args = (to: URL, from: URL | null) => ({ location: locationOf(to)!, previousLocation: locationOf(from) });
  let pending: unknown[] = [];
  const loaded = () => {
    const then = pending;
    pending = [];
    for (const f of then) if (typeof f === 'function') f();
  };
  return {
    update(to, from) {
      pending.push(...onRouteUpdate.map((f) => f(args(to, from))));
    },
    loaded,
    didUpdate(to, from) {
      loaded();
      for (const f of onRouteDidUpdate) f(args(to, from));
    },
  };
}
