import type { PageData, SiteData } from '../model.js';
import { pageMeta } from '../render/document.js';

/** After a client-side navigation, the head says what the server would have written for the new page. */
export function updateHead(site: SiteData, page: PageData): void {
  const { title, description, canonical } = pageMeta(page, site);
  document.title = title;
  const set = (selector: string, attribute: string, value: string) => document.head.querySelector(selector)?.setAttribute(attribute, value);
  set('meta[name="description"]', 'content', description);
  set('meta[property="og:title"]', 'content', title);
  set('meta[property="og:description"]', 'content', description);
  set('meta[name="twitter:title"]', 'content', title);
  set('meta[name="twitter:description"]', 'content', description);
  // The not-found page has no canonical URL of its own; the previous page's would be wrong there.
  if (canonical) {
    set('meta[property="og:url"]', 'content', canonical);
    set('link[rel="canonical"]', 'href', canonical);
  } else {
    document.head.querySelector('link[rel="canonical"]')?.remove();
  }
}
