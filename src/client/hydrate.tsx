import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { SiteData } from '../shared/model.js';
import { watchColorMode } from './color-mode.js';
import type { RouteState } from '../shared/render-contract.js';
import { forgetUnknownPreferredVersion } from './docs-version.js';
import { pageDataOf } from './page-data.js';
import { loadPageModule, setPageLoaders, type PageLoaders } from './route-data.js';
import type { ThemeAppProps } from '../shared/render-contract.js';
import { BrowserRoot } from './router.js';
import { setTranslations } from './i18n.js';
import type { RouteLifecycles } from './route-lifecycles.js';

/** Reads the data the server left in the page and hydrates the theme with it. */
export async function hydrateSite(
  App: ComponentType<ThemeAppProps>,
  site: SiteData,
  pages: PageLoaders,
  /** The site's client modules' route lifecycles, for a site that has some. */
  lifecycles?: RouteLifecycles,
): Promise<void> {
  setTranslations(site.translations);
  watchColorMode(site.colorMode);
  forgetUnknownPreferredVersion(site.docs);
  const data = pageDataOf(document)!;
  const page = data.page;
  if (page.kind === 'redirect') {
    location.replace(page.to.startsWith('/') ? site.baseUrl.replace(/\/$/, '') + page.to : page.to);
    return;
  }
  setPageLoaders(pages);
  const route: RouteState = { page, sidebar: data.sidebar };
  // The server rendered the page with its code: hydrating needs the same code, before React starts.
  if (page.kind === 'page' && page.html === undefined) route.PageComponent = await loadPageModule(page.module);
  // As a transition, hydration renders in slices that give the main thread back every few milliseconds, so
  // that a reader's input is never kept waiting behind one long task on a slow phone; the server's copy of the
  // page is on screen meanwhile.
  lifecycles?.update(new URL(location.href), null);
  startTransition(() => {
    hydrateRoot(
      document.getElementById('__docgen')!,
      <BrowserRoot App={App} site={{ ...site, assets: data.assets }} initial={route} lifecycles={lifecycles} />,
    );
  });
}
