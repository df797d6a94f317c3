import { createContext, useContext } from 'react';
import type { SiteData } from '../../shared/model.js';
import type { MdxPage } from '../../shared/render-contract.js';
import { RouteContext, SiteContext } from '../context.js';

export const MdxPageContext = createContext<MdxPage | undefined>(undefined);

let browserSite: SiteData | undefined;

/** Islands render in roots of their own, outside the theme's providers: they read the site from here. */
export function setIslandSite(site: SiteData): void {
  browserSite = site;
}

/**
 * The page a Docusaurus-style component is rendered in: a static page's or an MDX doc's (given by the engine), an
 * island's, or an interactive page's, which renders inside the theme and reads the theme's site and route.
 */
export function useMdxPage(): MdxPage {
  const page = useEnclosingPage();
  if (!page) throw new Error('an MDX component was rendered outside of a docs page');
  return page;
}

/** As `useMdxPage`, undefined outside any page: an island passes on what it is rendered in, if anything. */
export function useEnclosingPage(): MdxPage | undefined {
  const page = useContext(MdxPageContext);
  const themeSite = useContext(SiteContext);
  const themeRoute = useContext(RouteContext);
  if (page) return page;
  if (themeSite) return { site: themeSite, route: themeRoute?.page.route ?? '/' };
  return browserSite && { site: browserSite, route: location.pathname };
}
