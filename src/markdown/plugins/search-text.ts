import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { BLOCK_BREAK } from '../../shared/search-index-format.js';
import type { SearchSection } from '../context.js';

const EXCERPT_LENGTH = 160;

/**
 * Splits the page's text into sections at h2 and h3 for the search index, and keeps the first
 * paragraph as the page's excerpt (its meta description when the front matter gives none).
 * Code blocks are left out: their text drowns the prose in results. Blocks (paragraphs, list
 * items, table cells) are kept apart by BLOCK_BREAK, so that a snippet can show where one ends.
 */
export function rehypeSearchText() {
  return (tree: Root, file: VFile) => {
    const result = file.data.result!;
    const sections: SearchSection[] = [{ anchor: '', heading: '', text: '' }];
    // An API member's name leads its description ("id — The Node's id"), not a block of its own.
    let joiner = BLOCK_BREAK;
    const append = (text: string) => {
      const current = sections[sections.length - 1]!;
      current.text = current.text ? `${current.text}${joiner}${text}` : text;
      joiner = BLOCK_BREAK;
    };
    const visitBlock = (node: ElementContent) => {
      if (node.type !== 'element') {
        if (node.type === 'text' && node.value.trim()) append(collapse(node.value));
        return;
      }
      if (node.tagName === 'h2' || node.tagName === 'h3') {
        sections.push({ anchor: String(node.properties.id ?? ''), heading: toString(node).trim(), text: '' });
        return;
      }
      if (node.tagName === 'code-block') return;
      if (node.tagName === 'p' && !result.excerpt) result.excerpt = excerptOf(node);
      // An API member's name is an attribute, shown by the theme: readers search for it all the same.
      if (node.tagName === 'api-item' && node.properties.name) {
        const name = String(node.properties.name);
        append(name);
        joiner = ' — ';
        (sections[sections.length - 1]!.names ??= []).push(name);
      }
      if (isContainer(node)) visitChildren(node.children);
      else append(collapse(toString(node)));
    };
    // Text and inline elements side by side are one run of text: "`useNode`." must not become "useNode .".
    const visitChildren = (children: ElementContent[]) => {
      let inline = '';
      const flush = () => {
        if (inline.trim()) append(collapse(inline));
        inline = '';
      };
      for (const child of children) {
        // React's `<!-- -->` between two pieces of text is no break between them.
        if (child.type === 'comment') continue;
        if (child.type === 'text' || (child.type === 'element' && !isContainer(child) && INLINE.has(child.tagName)))
          inline += toString(child);
        else {
          flush();
          visitBlock(child);
        }
      }
      flush();
    };
    tree.children.forEach((n) => n.type !== 'doctype' && visitBlock(n as ElementContent));
    result.sections = sections.filter((s) => s.heading || s.text);
  };
}

const CONTAINERS = new Set([
  'admonition',
  'api-list',
  'api-members',
  'api-item',
  'div',
  'blockquote',
  'ul',
  'ol',
  'li',
  'section',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);

const INLINE = new Set([
  'a',
  'code',
  'em',
  'strong',
  'del',
  'span',
  'kbd',
  'sup',
  'sub',
  'br',
  'img',
  'abbr',
  'mark',
  'b',
  'i',
  'u',
  's',
  'small',
]);

function isContainer(node: Element): boolean {
  return CONTAINERS.has(node.tagName);
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function excerptOf(paragraph: Element): string {
  const text = collapse(toString(paragraph));
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : EXCERPT_LENGTH)}…`;
}
