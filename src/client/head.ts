import type { PageData, SiteData } from '../shared/model.js';
import { localeAlternates, pageMeta } from '../shared/page-meta.js';
import { markdownUrlFor } from '../shared/urls.js';

/** After a client-side navigation, the head says what the server would have written for the new page. */
export function updateHead(site: SiteData, page: PageData): void {
  const { title, description, canonical } = pageMeta(page, site);
  document.title = title;
  const set = (selector: string, attribute: string, value: string) =>
    document.head.querySelector(selector)?.setAttribute(attribute, value);
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
  updateMarkdownLink(site, page);
  updateLocaleAlternates(site, page);
}

/** The page's other locales (a translated site's), as the server writes them. */
function updateLocaleAlternates(site: SiteData, page: PageData): void {
  if (!site.i18n) return;
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const { hreflang, href } of localeAlternates(page, site)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}

/** A doc's Markdown source is linked from its head; other pages have none. */
function updateMarkdownLink(site: SiteData, page: PageData): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][type="text/markdown"]');
  if (page.kind !== 'doc') {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'text/markdown';
    document.head.append(link);
  }
  link.setAttribute('href', markdownUrlFor(page.route, site.baseUrl));
}
