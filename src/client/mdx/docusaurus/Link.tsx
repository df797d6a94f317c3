import type { AnchorHTMLAttributes } from 'react';
import { withBaseUrl } from '../../../shared/urls.js';
import { useMdxPage } from '../page-context.js';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to?: string;
  isNavLink?: boolean;
  autoAddBaseUrl?: boolean;
};

/** `@docusaurus/Link`: a link whose site path gets the base URL; the router follows it client-side like any other. */
export default function Link({ to, href, isNavLink: _nav, autoAddBaseUrl = true, ...rest }: LinkProps) {
  const page = useMdxPage();
  const target = to ?? href ?? '';
  const resolved = page.link
    ? page.link('link', target).url
    : autoAddBaseUrl && target.startsWith('/')
      ? withBaseUrl(target, page.site.baseUrl, page.site.trailingSlash)
      : target;
  return <a {...rest} href={resolved} />;
}
