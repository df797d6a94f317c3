import { Children, isValidElement, type ReactNode } from 'react';
import type { PageLayoutMeta } from '../../../shared/render-contract.js';
import { useMdxPage } from '../page-context.js';

/** Text of an element's children (`<title>{`${a} | b`}</title>`). */
function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

/**
 * `@docusaurus/Head`: docgen builds the page's head itself; a page's `<title>` and description here become the
 * page's, the rest (and whatever MDX puts here) is not rendered in the body.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const report = useMdxPage().pageMeta;
  if (!report) return null;
  const meta: PageLayoutMeta = {};
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ children?: ReactNode; name?: string; content?: string }>(child)) continue;
    if (child.type === 'title') meta.title = textOf(child.props.children);
    if (child.type === 'meta' && child.props.name === 'description') meta.description = child.props.content;
  }
  report(meta);
  return null;
}
