import { createContext, useContext } from 'react';
import type { SiteData } from '../shared/model.js';
import type { RouteState } from '../shared/render-contract.js';

export interface Navigation {
  /** The URL being loaded while a route change is under way. */
  pending?: string;
  /** Goes to a URL the way a click on a link to it does: through the router when it can, else with a full load. */
  navigate(href: string): void;
}

export const SiteContext = createContext<SiteData | null>(null);
export const RouteContext = createContext<RouteState | null>(null);
/** Outside the browser's router (server rendering) there is nothing pending and a navigation is a plain page load. */
export const NavigationContext = createContext<Navigation>({ navigate: (href) => location.assign(href) });

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() is used outside a docgen page');
  return site;
}

export function useRoute(): RouteState {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useRoute() is used outside a docgen page');
  return route;
}

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}
