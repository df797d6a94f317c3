import { pathInPageLocale, withBaseUrl } from '../../../shared/urls.js';
import { useMdxPage } from '../page-context.js';

/**
 * `@docusaurus/useBaseUrl`: a site path with the base URL and the page's locale before it (see `pathInPageLocale`);
 * full URLs, `#anchors` and an empty path as they are (pages test the result to decide whether to draw an image).
 */
export default function useBaseUrl(
  url: string,
  options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {},
): string {
  const { site } = useMdxPage();
  if (!url || /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return url;
  const path =
    options.forcePrependBaseUrl || site.baseUrl === '/' || !url.startsWith(site.baseUrl)
      ? withBaseUrl(pathInPageLocale(url.startsWith('/') ? url : `/${url}`, site), site.baseUrl)
      : url;
  return options.absolute ? site.url.replace(/\/$/, '') + path : path;
}

export function useBaseUrlUtils() {
  const { site } = useMdxPage();
  return {
    withBaseUrl: (url: string) =>
      !url || /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)
        ? url
        : withBaseUrl(pathInPageLocale(url.startsWith('/') ? url : `/${url}`, site), site.baseUrl),
  };
}
