import type { AnchorHTMLAttributes } from 'react';
import Link from '@docusaurus/Link';

/** `@theme/MDXComponents/A`: the link MDX renders, resolved and checked like the page's own links. */
export default function A(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Link {...props} />;
}
