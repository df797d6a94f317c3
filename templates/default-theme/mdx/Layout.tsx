import type { ReactNode } from 'react';
import { useMdxPage } from 'docgen:mdx-page';

/**
 * `@theme/Layout` as a Docusaurus page imports it: the page is inside docgen's own layout already (navbar, footer),
 * so this tells the page's title, description and `noFooter` to the build and renders what it wraps, inside
 * `wrapperClassName` where given (on Docusaurus's main wrapper, which the site's CSS may target).
 */
export default function Layout({
  children,
  title,
  description,
  noFooter,
  wrapperClassName,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}) {
  useMdxPage().pageMeta?.({ title, description, noFooter });
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}
