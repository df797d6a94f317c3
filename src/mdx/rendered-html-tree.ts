import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Elements whose content is not markup, or which the HTML parser reshapes: their pages take the full parser. */
const SPECIAL =
  /<(?:script|style|textarea|title|template|noscript|iframe|xmp|noembed|noframes|plaintext|select|frameset)\b/i;

/** Start tags that close an open paragraph, as the HTML parser does (a component's <div> inside a line of text). */
const CLOSES_P = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'search',
  'section',
  'summary',
  'table',
  'ul',
]);

const HEADING = /^h[1-6]$/;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
/** The references React writes; any other needs the HTML parser's tables (and its repairs of bad ones). */
const REFERENCE = /&(?:amp|lt|gt|quot|#x27);/g;
const OTHER_REFERENCE = /&(?!(?:amp|lt|gt|quot|#x27);)[a-zA-Z#]/;

/** Text of React's HTML as written: the five references React writes, decoded. */
export function decodeReactText(text: string): string {
  return text.includes('&') ? text.replace(REFERENCE, (reference) => ENTITIES[reference]!) : text;
}

/** What each part of a table may hold without the HTML parser moving it out (its "foster parenting"). */
const TABLE_CHILDREN: Record<string, Set<string>> = {
  table: new Set(['caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr']),
  thead: new Set(['tr']),
  tbody: new Set(['tr']),
  tfoot: new Set(['tr']),
  tr: new Set(['td', 'th']),
};

const TAG =
  /<(\/?)([a-zA-Z][^\s/>]*)((?:\s+[^\s/>=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|<!--[\s\S]*?-->/g;
const ATTRIBUTE = /([^\s/>=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function propertiesOf(attributes: string): Element['properties'] {
  const properties: Element['properties'] = {};
  if (!attributes) return properties;
  for (const [, name, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    const value = decodeReactText(double ?? single ?? bare ?? '');
    const key = name!.toLowerCase();
    if (key === 'class') properties.className = value.split(/\s+/).filter(Boolean);
    else if (key === 'id' || key === 'name') properties[key] = value;
  }
  return properties;
}

/**
 * React's finished HTML as a tree, for what is read from it (search text): the HTML parser took a third of an MDX
 * page's render time to build a tree of positions and every attribute. This reads the HTML React writes: every
 * element closed, attributes quoted, five character references. HTML that needs what the full parser does
 * (references it alone knows, a block inside a paragraph, tags left open, raw text elements) goes to it, so that
 * both give the same tree.
 */
export function renderedHtmlTree(html: string): Root {
  const plain = !SPECIAL.test(html) && !OTHER_REFERENCE.test(html) && !/[\r\0]/.test(html);
  return (plain ? lightTree(html) : undefined) ?? fullTree(html);
}

function fullTree(html: string): Root {
  return fromHtml(html, { fragment: true }) as Root;
}

function lightTree(html: string): Root | undefined {
  const root: Root = { type: 'root', children: [] };
  /** The open elements, innermost last, with their tag names in lower case. */
  const open: { node: Root | Element; name: string }[] = [{ node: root, name: '' }];
  let openParagraphs = 0;
  /** Inside <svg> or <math>, where `/>` closes an element; in HTML it does not. */
  let foreign = 0;
  let last = 0;
  /** False when the text is not what the HTML parser would make of it. */
  const addText = (raw: string): boolean => {
    if (!raw) return true;
    const { node: parent, name: parentTag } = open[open.length - 1]!;
    if (raw.includes('<') || (TABLE_CHILDREN[parentTag] && raw.trim())) return false;
    const previous = parent.children[parent.children.length - 1];
    // The HTML parser drops the line break that starts a <pre>.
    const text = decodeReactText(parentTag === 'pre' && !previous && raw.startsWith('\n') ? raw.slice(1) : raw);
    if (!text) return true;
    if (previous?.type === 'text') previous.value += text;
    else parent.children.push({ type: 'text', value: text });
    return true;
  };
  for (const match of html.matchAll(TAG)) {
    if (!addText(html.slice(last, match.index))) return undefined;
    last = match.index + match[0].length;
    const [, closing, written, attributes, selfClosing] = match;
    if (written === undefined) continue;
    const name = written.toLowerCase();
    const { node: parent, name: parentTag } = open[open.length - 1]!;
    if (closing) {
      if (parentTag !== name) return undefined;
      open.pop();
      if (name === 'p') openParagraphs--;
      if (name === 'svg' || name === 'math') foreign--;
      continue;
    }
    if (
      (openParagraphs > 0 && CLOSES_P.has(name)) ||
      (HEADING.test(name) && HEADING.test(parentTag)) ||
      (TABLE_CHILDREN[parentTag] && !TABLE_CHILDREN[parentTag]!.has(name)) ||
      (selfClosing && !VOID.has(name) && foreign === 0 && name !== 'svg' && name !== 'math')
    )
      return undefined;
    const element: Element = {
      type: 'element',
      tagName: /[A-Z]/.test(written) ? written : name,
      properties: propertiesOf(attributes!),
      children: [],
    };
    (parent.children as ElementContent[]).push(element);
    if (VOID.has(name) || selfClosing) continue;
    open.push({ node: element, name });
    if (name === 'p') openParagraphs++;
    if (name === 'svg' || name === 'math') foreign++;
  }
  if (open.length > 1 || !addText(html.slice(last))) return undefined;
  return root;
}
