import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { BLOCK_BREAK } from '../../shared/search-index-format.js';
import { codeNames, type CodeNames } from '../code-names.js';
import type { SearchSection } from '../context.js';

const EXCERPT_LENGTH = 160;

/**
 * Splits the page's text into sections at h2 and h3 for the search index, and keeps the first
 * paragraph as the page's excerpt (its meta description when the front matter gives none).
 * Code blocks give only their names (see `codeNames`), apart from the text: their text would drown the prose
 * in results, and a name found only in code ranks below prose. Blocks (paragraphs, list
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
    // `container` is isContainer(node) when the caller has judged it already: each element's children are looked at once.
    const visitBlock = (node: ElementContent, container = node.type === 'element' && isContainer(node)) => {
      if (node.type !== 'element') {
        if (node.type === 'text' && node.value.trim()) append(collapse(node.value));
        return;
      }
      // A doc card's title is a heading of the card, not of a part of the page.
      if ((node.tagName === 'h2' || node.tagName === 'h3') && !standsAlone(node)) {
        sections.push({ anchor: String(node.properties.id ?? ''), heading: collapse(textOf(node, true)), text: '' });
        return;
      }
      if (node.tagName === 'code-block') {
        addCode(sections[sections.length - 1]!, codeNames(node));
        return;
      }
      if (node.tagName === 'p' && !result.excerpt) result.excerpt = excerptOf(node);
      // An API member's name is an attribute, shown by the theme: readers search for it all the same.
      if (node.tagName === 'api-item' && node.properties.name) {
        const name = String(node.properties.name);
        append(name);
        joiner = ' — ';
        (sections[sections.length - 1]!.names ??= []).push(name);
      }
      // The component kit's blocks: what the theme shows from their properties is what readers search for.
      if (node.tagName === 'file-tree-entry') {
        const name = `${String(node.properties.name ?? '')}${node.properties.kind === 'folder' ? '/' : ''}`;
        append(collapse(`${name} ${textOf(node)}`));
        return;
      }
      if ((node.tagName === 'card' || node.tagName === 'link-card') && node.properties.title)
        append(collapse(String(node.properties.title)));
      if (node.tagName === 'link-card' && node.properties.description)
        append(collapse(String(node.properties.description)));
      if (container) visitChildren(node.children);
      else if (node.tagName !== 'link-card') append(collapse(textOf(node)));
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
        const container = child.type === 'element' && isContainer(child);
        if (
          child.type === 'text' ||
          (child.type === 'element' && !container && !standsAlone(child) && INLINE.has(child.tagName))
        )
          inline += textOf(child);
        else {
          flush();
          visitBlock(child, container);
        }
      }
      flush();
    };
    tree.children.forEach((n) => n.type !== 'doctype' && visitBlock(n as ElementContent));
    result.sections = sections.filter((s) => s.heading || s.text || s.code);
  };
}

/** A code block's names and lines, added to those of the section's earlier blocks: each name once. */
function addCode(section: SearchSection, block: CodeNames): void {
  const code = section.code;
  if (!code) {
    if (block.names.length > 0) section.code = block;
    return;
  }
  const known = new Set(code.names.map((name) => name.toLowerCase()));
  const added = block.names.filter((name) => !known.has(name.toLowerCase()));
  if (added.length === 0) return;
  code.names.push(...added);
  const fresh = (line: string) => added.some((name) => line.includes(name));
  code.lines.push(...block.lines.filter(fresh));
}

const CONTAINERS = new Set([
  'admonition',
  'tabs',
  'tab-item',
  'steps',
  'file-tree',
  'card',
  'card-grid',
  'api-list',
  'api-members',
  'api-item',
  'div',
  'blockquote',
  'ul',
  'ol',
  'li',
  'section',
  'article',
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

/** Rendered parts (an MDX page's HTML) whose text is a block of its own though their element is inline. */
const STANDALONE_CLASSES = [
  'link-card-title',
  'link-card-description',
  'doc-card-title',
  'doc-card-description',
  'file-tree-entry',
];

function standsAlone(node: Element): boolean {
  return hasClass(node, STANDALONE_CLASSES);
}

/** A container, or an inline element holding parts that stand alone (a link card's `<a>`). */
function isContainer(node: Element): boolean {
  return CONTAINERS.has(node.tagName) || node.children.some((child) => child.type === 'element' && standsAlone(child));
}

/**
 * The text a reader sees: a Markdown badge's words are a property of its element. A heading's text is its entry in
 * the table of contents, without its badges (Markdown's element, MDX's rendered span) or the `#` of its anchor link.
 */
function textOf(node: ElementContent, heading = false): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (node.tagName === 'text-badge') return heading ? '' : String(node.properties.text ?? '');
  if (heading && hasClass(node, ['hash-link', 'text-badge'])) return '';
  // A doc card's emoji is its picture, hidden from assistive technology: nobody searches for it.
  if (hasClass(node, ['doc-card-icon'])) return '';
  return node.children.map((child) => textOf(child, heading)).join('');
}

function hasClass(node: Element, names: string[]): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.some((name) => names.includes(String(name)));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function excerptOf(paragraph: Element): string {
  const text = collapse(textOf(paragraph));
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : EXCERPT_LENGTH)}…`;
}
