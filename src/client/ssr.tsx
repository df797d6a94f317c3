import type { ComponentType } from 'react';
import type { SiteData } from '../shared/model.js';
import type { RouteState } from '../shared/render-contract.js';
import type { ThemeAppProps } from '../shared/render-contract.js';
import { Root } from './root.js';
import { htmlToHydrate } from './server-html.js';
import { setTranslations } from './i18n.js';

/** Lives in the server bundle so that the theme and react-dom/server share one copy of React, the site's. */
export function renderApp(App: ComponentType<ThemeAppProps>, site: SiteData, route: RouteState): string {
  setTranslations(site.translations);
  return htmlToHydrate(<Root App={App} site={site} route={route} />);
}

/** The strings the next render speaks (a doc's Markdown renders before its page). */
export { setTranslations };

export { staticHtml as renderToStaticMarkup } from './server-html.js';
export * as jsxRuntime from 'react/jsx-runtime';
