import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { TocItem } from '../../shared/model.js';
import { SKIP, walk } from '../walk.js';

/** A paragraph of only `[[toc]]`: VitePress's (and markdown-it's) marker for the page's table of contents. */
function isTocMarker(node: Element): boolean {
  return node.tagName === 'p' && node.children.length === 1 && toString(node).trim().toLowerCase() === '[[toc]]';
}

function link(item: TocItem): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { href: `#${item.id}` },
    children: [{ type: 'text', value: item.text }],
  };
}

/** The headings as nested lists, a deeper heading inside the item of the one above it, as the theme's table of contents. */
function nestedList(items: TocItem[]): Element {
  const root: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
  const stack: { level: number; list: Element; last?: Element }[] = [{ level: items[0]?.level ?? 2, list: root }];
  for (const item of items) {
    while (stack.length > 1 && item.level < stack[stack.length - 1]!.level) stack.pop();
    let top = stack[stack.length - 1]!;
    if (item.level > top.level && top.last) {
      const list: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
      top.last.children.push(list);
      top = { level: item.level, list };
      stack.push(top);
    }
    const li: Element = { type: 'element', tagName: 'li', properties: {}, children: [link(item)] };
    top.list.children.push(li);
    top.last = li;
  }
  return root;
}

/**
 * Replaces `[[toc]]` with the page's table of contents (the headings the theme's table of contents lists), so a
 * VitePress page keeps its inline contents instead of printing the marker. Runs after the headings have their ids.
 */
export function rehypeInlineToc() {
  return (tree: Root, file: VFile) => {
    if (!/\[\[toc\]\]/i.test(String(file.value))) return;
    const toc = file.data.result!.toc;
    walk(tree, (node, index, parent) => {
      if ((node as Element).type !== 'element' || !isTocMarker(node as Element)) return;
      const nav: Element = {
        type: 'element',
        tagName: 'nav',
        properties: { className: ['table-of-contents'] },
        children: toc.length > 0 ? [nestedList(toc)] : [],
      };
      (parent.children as ElementContent[]).splice(index, 1, nav);
      return SKIP;
    });
  };
}
