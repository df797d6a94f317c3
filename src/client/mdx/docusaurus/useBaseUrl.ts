import { withBaseUrl } from '../../../shared/urls.js';
import { useMdxPage } from '../page-context.js';

/** `@docusaurus/useBaseUrl`: a site path with the base URL before it; full URLs and `#anchors` as they are. */
export default function useBaseUrl(
  url: string,
  options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {},
): string {
  const { site } = useMdxPage();
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return url;
  const path =
    options.forcePrependBaseUrl || !url.startsWith(site.baseUrl)
      ? withBaseUrl(url.startsWith('/') ? url : `/${url}`, site.baseUrl)
      : url;
  return options.absolute ? site.url.replace(/\/$/, '') + path : path;
}

export function useBaseUrlUtils() {
  const { site } = useMdxPage();
  return {
    withBaseUrl: (url: string) =>
      /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)
        ? url
        : withBaseUrl(url.startsWith('/') ? url : `/${url}`, site.baseUrl),
  };
}
