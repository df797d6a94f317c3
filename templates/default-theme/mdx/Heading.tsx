import { createElement, type HTMLAttributes } from 'react';
import { useMdxPage } from 'docgen:mdx-page';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** `@theme/Heading`: a heading with its anchor, which joins the page's table of contents like one written in Markdown. */
export default function Heading({ as, ...rest }: { as: Level } & HTMLAttributes<HTMLHeadingElement>) {
  const Own = useMdxPage().components?.[as];
  return Own ? <Own {...rest} /> : createElement(as, rest);
}
