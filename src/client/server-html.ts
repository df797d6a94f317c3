import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

/**
 * React 19 writes a `<link rel="preload" as="image">` for each image it renders (React 18 does not), ahead of the
 * HTML, among the other elements it hoists (`title`, `meta`, `link`). In a static page the browser finds the
 * images as early in the HTML itself, and a preload would fetch every image first, however far down the page:
 * they are left out, and a page is the same under both majors.
 */
const HOISTED = /^(?:<(?:link|meta) [^>]*\/>|<title>[^<]*<\/title>)+/;
const IMAGE_PRELOAD = /<link rel="preload" as="image" [^>]*\/>/g;

function withoutImagePreloads(html: string): string {
  const hoisted = HOISTED.exec(html)?.[0];
  return hoisted ? hoisted.replace(IMAGE_PRELOAD, '') + html.slice(hoisted.length) : html;
}

/** The HTML of a tree the browser hydrates. */
export function htmlToHydrate(element: ReactElement): string {
  return withoutImagePreloads(renderToString(element));
}

/** The HTML of a tree that stays static. */
export function staticHtml(element: ReactElement): string {
  return withoutImagePreloads(renderToStaticMarkup(element));
}
