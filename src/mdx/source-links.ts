import path from 'node:path';
import type { Element, Root } from 'hast';
import { walkType } from '../markdown/walk.js';

/** The property that carries, to the page's link check, the file a relative URL was written in. */
export const FROM_PROPERTY = 'dataDocgenFrom';

const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/|#|@site\/)/i;

/**
 * A partial's relative links are relative to the partial, as in Docusaurus, but it renders inside the doc that
 * imports it: each relative link and image of an MDX file is marked with the file (site-relative) it is written in.
 */
export function rehypeMarkSourceFile(options: { label: string }) {
  return (tree: Root) => {
    walkType<Element>(tree, 'element', (node) => {
      const attribute =
        node.tagName === 'a' || node.tagName === 'link-card' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
      const url = attribute && node.properties[attribute];
      if (typeof url === 'string' && url !== '' && RELATIVE.test(url)) node.properties[FROM_PROPERTY] = options.label;
    });
  };
}

/** A relative URL written in `from`, rewritten relative to `doc` (both site-relative files); other URLs as they are. */
export function rebaseUrl(url: string, from: string | undefined, doc: string): string {
  if (!from || from === doc || !RELATIVE.test(url)) return url;
  const cut = url.search(/[?#]/);
  const pathPart = cut === -1 ? url : url.slice(0, cut);
  if (pathPart === '') return url;
  const target = path.posix.join(path.posix.dirname(from), pathPart);
  const relative = path.posix.relative(path.posix.dirname(doc), target);
  return `${relative.startsWith('.') ? '' : './'}${relative}${cut === -1 ? '' : url.slice(cut)}`;
}
