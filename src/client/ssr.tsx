import type { ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { SiteData } from '../model.js';
import type { RouteState } from './context.js';
import { Root, type ThemeAppProps } from './root.js';

/** Lives in the server bundle so that the theme and react-dom/server share one copy of React. */
export function renderApp(App: ComponentType<ThemeAppProps>, site: SiteData, route: RouteState): string {
  return renderToString(<Root App={App} site={site} route={route} />);
}

export { renderToStaticMarkup };
