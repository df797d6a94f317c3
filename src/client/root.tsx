import type { ComponentType } from 'react';
import type { SiteData } from '../shared/model.js';
import type { RouteState, ThemeAppProps } from '../shared/render-contract.js';
import { RouteContext, SiteContext } from './context.js';

export function Root({ App, site, route }: { App: ComponentType<ThemeAppProps>; site: SiteData; route: RouteState }) {
  return (
    <SiteContext.Provider value={site}>
      <RouteContext.Provider value={route}>
        <App page={route.page} />
      </RouteContext.Provider>
    </SiteContext.Provider>
  );
}
