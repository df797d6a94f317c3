import type { AnchorHTMLAttributes } from 'react';
import { pathInPageLocale, withBaseUrl } from '../../../shared/urls.js';
import { useMdxPage } from '../page-context.js';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to?: string;
  isNavLink?: boolean;
  autoAddBaseUrl?: boolean;
};

/**
 * `@docusaurus/Link`: a link whose site path gets the base URL, and the page's locale (see `pathInPageLocale`); the
 * router follows it client-side like any other.
 */
export default function Link({ to, href, isNavLink: _nav, autoAddBaseUrl = true, ...rest }: LinkProps) {
  const page = useMdxPage();
  const written = to ?? href ?? '';
  const target = autoAddBaseUrl ? pathInPageLocale(written, page.site) : written;
  const resolved = page.link
    ? page.link('link', target).url
    : autoAddBaseUrl && target.startsWith('/')
      ? withBaseUrl(target, page.site.baseUrl, page.site.trailingSlash)
      : target;
  page.checkedLink?.(resolved);
  return <a {...rest} href={resolved} />;
}
