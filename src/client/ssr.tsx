import type { ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { SiteData } from '../shared/model.js';
import type { RouteState } from '../shared/render-contract.js';
import type { ThemeAppProps } from '../shared/render-contract.js';
import { Root } from './root.js';

/** Lives in the server bundle so that the theme and react-dom/server share one copy of React. */
export function renderApp(App: ComponentType<ThemeAppProps>, site: SiteData, route: RouteState): string {
  return renderToString(<Root App={App} site={site} route={route} />);
}

export { renderToStaticMarkup };
