import { PAGE_STYLE } from '../shared/page-styles.js';

/** The stylesheets only this page needs (KaTeX's), as its head names them. */
export function pageStylesOf(doc: Document): string[] {
  return [...doc.head.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${PAGE_STYLE}]`)].map((link) =>
    link.getAttribute('href')!,
  );
}

/**
 * Adds the stylesheets a page needs that this document has not loaded yet, and waits for them (a few seconds at
 * most), so that the page shows drawn. They stay: the next page that needs them has them.
 */
export function addPageStyles(hrefs: string[] | undefined): Promise<void> {
  const present = new Set(pageStylesOf(document));
  const loads = (hrefs ?? [])
    .filter((href) => !present.has(href))
    .map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute(PAGE_STYLE, '');
      const loaded = new Promise<void>((resolve) => {
        link.onload = link.onerror = () => resolve();
        setTimeout(resolve, 3000);
      });
      document.head.append(link);
      return loaded;
    });
  return Promise.all(loads).then(() => undefined);
}
