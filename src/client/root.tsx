import type { ComponentType } from 'react';
import type { PageData, SiteData } from '../model.js';
import { RouteContext, SiteContext, type RouteState } from './context.js';

export interface ThemeAppProps {
  page: PageData;
}

export function Root({ App, site, route }: { App: ComponentType<ThemeAppProps>; site: SiteData; route: RouteState }) {
  return (
    <SiteContext.Provider value={site}>
      <RouteContext.Provider value={route}>
        <App page={route.page} />
      </RouteContext.Provider>
    </SiteContext.Provider>
  );
}
