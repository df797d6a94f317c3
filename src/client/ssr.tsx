import type { ComponentType } from 'react';
import type { SiteData } from '../shared/model.js';
import type { RouteState } from '../shared/render-contract.js';
import type { ThemeAppProps } from '../shared/render-contract.js';
import { Root } from './root.js';
import { htmlToHydrate } from './server-html.js';

/** Lives in the server bundle so that the theme and react-dom/server share one copy of React, the site's. */
export function renderApp(App: ComponentType<ThemeAppProps>, site: SiteData, route: RouteState): string {
  return htmlToHydrate(<Root App={App} site={site} route={route} />);
}

export { staticHtml as renderToStaticMarkup } from './server-html.js';
export * as jsxRuntime from 'react/jsx-runtime';
