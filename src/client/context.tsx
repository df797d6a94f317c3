import { createContext, useContext, type ComponentType } from 'react';
import type { PageData, Sidebar, SiteData } from '../model.js';

export interface RouteState {
  page: PageData;
  /** The page's sidebar, with collapsed categories that hold no current item left empty (`lazy`). */
  sidebar?: Sidebar;
  /** The module of a custom page (templates/pages), loaded before it renders. */
  PageComponent?: ComponentType;
}

export const SiteContext = createContext<SiteData | null>(null);
export const RouteContext = createContext<RouteState | null>(null);

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
