import type { ImgHTMLAttributes } from 'react';

/**
 * `@theme/MDXComponents/Img`: the image MDX renders, its `src` already resolved. A Docusaurus site's own
 * `src/theme/MDXComponents/Img` takes its place, and may wrap this one as `@theme-original/MDXComponents/Img`.
 */
export default function Img(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img {...props} />;
}
