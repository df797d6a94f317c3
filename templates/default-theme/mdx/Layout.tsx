import type { ReactNode } from 'react';
import { useMdxPage } from 'docgen:mdx-page';

/**
 * `@theme/Layout` as a Docusaurus page imports it: the page is inside docgen's own layout already (navbar, footer),
 * so this tells the page's title, description and `noFooter` to the build and renders what it wraps, inside
 * `wrapperClassName` where given (on Docusaurus's main wrapper, which the site's CSS may target). Its wrapper marks
 * where Infima's element styles hold (see infima-classes.css): a page's headings, paragraphs and lists are spaced as
 * Docusaurus spaces them, docgen's own parts as docgen does; without `wrapperClassName` it makes no box of its own.
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
  return wrapperClassName ? (
    <div className={`${wrapperClassName} infima-page`}>{children}</div>
  ) : (
    <div className="infima-page" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
