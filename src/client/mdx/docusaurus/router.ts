import {
  Children,
  createElement,
  isValidElement,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { withBaseUrl } from '../../../shared/urls.js';
import { useMdxPage } from '../page-context.js';

/**
 * `@docusaurus/router` (react-router 5's API): the location and a history over the browser's, for components that
 * keep state in the URL (a filter in the query string), and `Redirect`, `Route`, `Switch`, `matchPath`, `withRouter`.
 * A change of page is left to the browser; one of the query or hash is not.
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

type To = string | Partial<Location>;

function hrefOf(to: To, pathname: string): string {
  return typeof to === 'string' ? to : `${to.pathname ?? pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

function go(to: To, replace: boolean): void {
  const url = new URL(hrefOf(to, window.location.pathname), window.location.href);
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

/** The page's location as the browser will have it: its path with the base URL, as react-router gives it in Docusaurus. */
function usePageLocation(): Location {
  const { route, site } = useMdxPage();
  return { pathname: withBaseUrl(route, site.baseUrl, site.trailingSlash), search: '', hash: '' };
}

export function useLocation(): Location {
  const page = usePageLocation();
  return useSyncExternalStore(listen, readLocation, () => page);
}

export function useHistory() {
  const page = usePageLocation();
  const browser = typeof window !== 'undefined';
  return {
    get location(): Location {
      return browser ? readLocation() : page;
    },
    push: (to: string | Partial<Location>) => go(to, false),
    replace: (to: string | Partial<Location>) => go(to, true),
    goBack: () => window.history.back(),
    listen: (listener: Listener) => (browser ? listen(listener) : () => undefined),
  };
}

/**
 * `<Redirect to>`: Docusaurus renders nothing for it on the server and navigates in the browser. docgen makes the
 * page it is rendered on at build time a redirect page (as `redirects:` writes them: a meta refresh that readers
 * without scripts follow too, see src/render/custom-page.ts); rendered in the browser, it navigates.
 */
export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  const { pathname } = usePageLocation();
  useMdxPage().pageMeta?.({ redirect: hrefOf(to, pathname) });
  useEffect(() => go(to, !push), [hrefOf(to, '')]);
  return null;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

type MatchOptions = { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean };

/** A react-router path (`/docs/:id`, `/blog/:slug?`, `/files/*`) as a regular expression with its parameters' names. */
function pathPattern(path: string, { exact = false, strict = false, sensitive = false }: MatchOptions) {
  const names: string[] = [];
  let source = '';
  for (const part of path.split(/(\/?:\w+\??|\*)/)) {
    const param = /^(\/?):(\w+)(\?)?$/.exec(part);
    if (param) {
      names.push(param[2]!);
      source += param[3] ? `(?:${param[1] ? '/' : ''}([^/]+?))?` : `${param[1] ? '/' : ''}([^/]+?)`;
    } else if (part === '*') {
      names.push(String(names.filter((n) => /^\d+$/.test(n)).length));
      source += '(.*)';
    } else source += part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  if (!strict) source = source.replace(/\/$/, '') + '\\/?';
  return { regexp: new RegExp(`^${source}${exact ? '$' : '(?=/|$)'}`, sensitive ? '' : 'i'), names };
}

/** react-router 5's `matchPath`: the match of `pathname` against a path and its options, or null. */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}): Match | null {
  const opts = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const paths = opts.path === undefined ? [] : ([] as string[]).concat(opts.path);
  if (paths.length === 0) return { path: '/', url: '/', isExact: pathname === '/', params: {} };
  for (const path of paths) {
    const { regexp, names } = pathPattern(path, opts);
    const found = regexp.exec(pathname);
    if (!found) continue;
    const [url, ...values] = found;
    const isExact = pathname === url;
    if (opts.exact && !isExact) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, values[i]!]).filter(([, v]) => v !== undefined));
    return { path, url: path === '/' && url === '' ? '/' : url!, isExact, params };
  }
  return null;
}

type RouteProps = MatchOptions & {
  component?: ComponentType<any>;
  render?: (props: RouteComponentProps) => ReactNode;
  children?: ReactNode | ((props: RouteComponentProps & { match: Match | null }) => ReactNode);
  location?: Location;
  computedMatch?: Match | null;
};

export interface RouteComponentProps {
  history: ReturnType<typeof useHistory>;
  location: Location;
  match: Match;
}

/** `<Route>`: what it holds, when the page's location matches its path (a function child always renders). */
export function Route(props: RouteProps) {
  const history = useHistory();
  const current = useLocation();
  const location = props.location ?? current;
  const match = props.computedMatch !== undefined ? props.computedMatch : matchPath(location.pathname, props);
  if (typeof props.children === 'function') return props.children({ history, location, match: match! }) ?? null;
  if (!match) return null;
  if (props.children !== undefined && Children.count(props.children) > 0) return props.children;
  if (props.component) return createElement(props.component, { history, location, match });
  return props.render?.({ history, location, match }) ?? null;
}

/** `<Switch>`: the first of its routes (or redirects, by `from`) whose path matches. */
export function Switch({ children, location }: { children?: ReactNode; location?: Location }) {
  const current = useLocation();
  const pathname = (location ?? current).pathname;
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps & { from?: string }>(child)) continue;
    const path = child.props.path ?? child.props.from;
    const match = path === undefined ? matchPath(pathname) : matchPath(pathname, { ...child.props, path });
    if (match)
      return createElement(child.type, { ...child.props, location: location ?? current, computedMatch: match });
  }
  return null;
}

/** `withRouter(Component)`: the component, given the page's history, location and match. */
export function withRouter<P extends object>(Component: ComponentType<P & RouteComponentProps>) {
  function WithRouter(props: P): ReactElement {
    const history = useHistory();
    const location = useLocation();
    const match = matchPath(location.pathname)!;
    return createElement(Component, { ...props, history, location, match });
  }
  WithRouter.displayName = `withRouter(${Component.displayName ?? Component.name})`;
  return WithRouter;
}

/** `useRouteMatch(path)`: the match of the page's location, against `path` or the root. */
export function useRouteMatch(path?: string | MatchOptions): Match | null {
  const { pathname } = useLocation();
  return path === undefined ? matchPath(pathname) : matchPath(pathname, path);
}
