import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { walk } from '../walk.js';

const LAZY = { loading: 'lazy', decoding: 'async' } as const;

/**
 * Every image of a page but its first loads as the reader scrolls near it (`loading="lazy"`) and is decoded off the
 * main thread (`decoding="async"`): the first is likely in view, where loading it lazily would delay the page's
 * largest paint. Markdown images, raw HTML `<img>` and an MDX doc's JSX `<img>` alike; an author's own value stays.
 */
export function rehypeLazyImages() {
  return (tree: Root) => {
    let first = true;
    walk(tree, (node) => {
      if (node.type === 'element' && (node as Element).tagName === 'img') {
        if (first) return void (first = false);
        const { properties } = node as Element;
        for (const [name, value] of Object.entries(LAZY)) properties[name] ??= value;
      } else if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        (node as MdxJsxFlowElementHast).name === 'img'
      ) {
        if (first) return void (first = false);
        const { attributes } = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        for (const [name, value] of Object.entries(LAZY))
          if (!attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name))
            attributes.push({ type: 'mdxJsxAttribute', name, value });
      }
    });
  };
}
