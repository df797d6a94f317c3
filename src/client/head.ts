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
  set('meta[property="og:url"]', 'content', canonical);
  set('link[rel="canonical"]', 'href', canonical);
}
