import type { Element, ElementContent, Root } from 'hast';
import { SKIP, walkType } from '../walk.js';

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** As React escapes text and attribute values: the page is byte for byte what React would have written. */
function escapeHtml(text: string): string {
  return text.replace(/["&'<>]/g, (c) => ESCAPES[c]!);
}

/**
 * The HTML of a highlighted block's lines, or undefined when they hold anything but spans with classes and
 * text (then React renders them as elements).
 */
export function codeLinesHtml(nodes: ElementContent[]): string | undefined {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      html += escapeHtml(node.value);
      continue;
    }
    if (node.type !== 'element' || node.tagName !== 'span') return undefined;
    const { className, ...others } = node.properties;
    if (Object.keys(others).length > 0 || !Array.isArray(className)) return undefined;
    const inner = codeLinesHtml(node.children);
    if (inner === undefined) return undefined;
    html += `<span class="${escapeHtml(className.join(' '))}">${inner}</span>`;
  }
  return html;
}

/** The `code` element inside each `code-block`, with the HTML of its lines; the callback replaces it. */
export function eachHighlightedCode(tree: Root, replace: (code: Element, html: string) => ElementContent): void {
  walkType<Element>(tree, 'element', (node) => {
    if (node.tagName !== 'code-block') return;
    const code = node.children[0];
    if (code?.type !== 'element' || code.tagName !== 'code') return SKIP;
    const html = codeLinesHtml(code.children);
    if (html !== undefined) node.children[0] = replace(code, html);
    return SKIP;
  });
}

/**
 * A highlighted block is hundreds of spans, static ones: as React elements they were most of the render time of
 * a code-heavy page. The `code` element gets their HTML instead, which React writes as it is. Runs last, as
 * nothing after it reads the lines.
 */
export function rehypeCodeAsHtml() {
  return (tree: Root) =>
    eachHighlightedCode(tree, (code, html) => ({
      ...code,
      // React's own prop, which rehype-react passes on as it is.
      properties: { ...code.properties, dangerouslySetInnerHTML: { __html: html } as never },
      children: [],
    }));
}
