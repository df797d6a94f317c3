import { createContext, useContext } from 'react';
import type { SiteData } from '../../shared/model.js';
import type { MdxPage } from '../../shared/render-contract.js';

export const MdxPageContext = createContext<MdxPage | undefined>(undefined);

let browserSite: SiteData | undefined;

/** Islands render in roots of their own, outside the theme's providers: they read the site from here. */
export function setIslandSite(site: SiteData): void {
  browserSite = site;
}

export function useMdxPage(): MdxPage {
  const page = useContext(MdxPageContext);
  if (page) return page;
  if (!browserSite) throw new Error('an MDX component was rendered outside of a docs page');
  return { site: browserSite, route: location.pathname };
}
