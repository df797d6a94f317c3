import { createContext, useContext, type ComponentType } from 'react';
import type { Sidebar, SiteData } from '../../model.js';

/**
 * What MDX components know of the page they are rendered in. At build time the engine fills it and
 * collects through it (headings, links); in the browser an island gets only the site.
 */
export interface MdxPage {
  site: SiteData;
  route: string;
  docId?: string;
  /** The sidebar the page belongs to, whole, for DocCardList. */
  sidebar?: Sidebar;
  /** Registers a heading in document order; answers its unique id. */
  heading?(level: number, text: string, customId: string | undefined): string;
  /** Resolves a link or image URL as written (a `.md` file, a site path) in `from` (a site-relative file, the page's own when not given) to the URL written into the HTML. */
  link?(kind: 'link' | 'image', url: string, from?: string): { url: string; rel?: string };
  /** What the page's MDX elements render with, for components that render as one of them (Admonition, CodeBlock). */
  components?: Record<string, ComponentType<any>>;
}

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
