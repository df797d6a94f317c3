import type { List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { DocgenError } from '../../errors.js';
import { filePosition, warnAt } from '../context.js';
import { BADGE_VARIANT_NAMES, badgeVariant } from '../../shared/badge.js';

/**
 * The component kit's block forms, the same for a directive in Markdown (`:::steps`) and its element in MDX
 * (`<Steps>`): both hold a Markdown list, checked and marked here, so that the theme's components get the same tree.
 */
export type KitBlock = ContainerDirective | LeafDirective | MdxJsxFlowElement;

/** Steps are a numbered list: the theme draws the numbers and the line between them over the list's own `<ol>`. */
export function toSteps(node: KitBlock, file: VFile): void {
  const list = onlyList(node);
  if (!list?.ordered)
    throw kitError(
      file,
      node,
      `${written(node, 'steps', 'Steps')} holds no numbered list`,
      'write the steps as one numbered list (`1. First step`) inside it, each step an item',
    );
  if (node.type === 'containerDirective') node.data = { hName: 'steps' };
}

/**
 * A file tree is a nested bullet list: each item's first word is a file or a folder (a name ending in `/`, or an
 * item with a list of its own), `**bold**` marks the entry to notice, and what follows the name is a comment.
 */
export function toFileTree(node: KitBlock, file: VFile): void {
  const list = onlyList(node);
  if (!list)
    throw kitError(
      file,
      node,
      `${written(node, 'file-tree', 'FileTree')} holds no list`,
      'write the tree as a nested bullet list inside it: `- src/` with `  - index.ts` indented under it',
    );
  markTreeList(list);
  if (node.type === 'containerDirective') node.data = { hName: 'file-tree' };
}

/** A card: a titled box of Markdown, with an icon of the theme's set (or an emoji) before its title. */
export function toCard(node: KitBlock, file: VFile): void {
  if (node.type !== 'containerDirective') return;
  const { title, icon } = node.attributes ?? {};
  if (!title) throw kitError(file, node, '`:::card` has no title', 'give it one: `:::card{title="Install"}`');
  node.data = { hName: 'card', hProperties: { title, ...(icon ? { icon } : {}) } };
}

export function toCardGrid(node: KitBlock): void {
  if (node.type === 'containerDirective') node.data = { hName: 'card-grid' };
}

/**
 * A link card (`::link-card{title href description}`, `<LinkCard>` with plain string attributes) becomes the theme's
 * `link-card` element, whose `href` the link stage rewrites and checks as any Markdown link's (see links.ts).
 */
export function toLinkCard(node: KitBlock, file: VFile): RootContent | undefined {
  const attributes = node.type === 'mdxJsxFlowElement' ? stringAttributes(node) : node.attributes;
  if (!attributes) return undefined;
  const { title, href, description } = attributes;
  const name = written(node, 'link-card', 'LinkCard');
  if (!href)
    throw kitError(
      file,
      node,
      `${name} has no href`,
      'give it the page it leads to: `href="/docs/intro"` or `href="./intro.md"`',
    );
  if (!title) throw kitError(file, node, `${name} has no title`, 'give it the words to show: `title="Introduction"`');
  const data = { hName: 'link-card', hProperties: { title, href, ...(description ? { description } : {}) } };
  if (node.type !== 'mdxJsxFlowElement') {
    node.children = [];
    node.data = data;
    return undefined;
  }
  return { type: 'paragraph', children: [], data, position: node.position } as Paragraph;
}

/** An MDX element's attributes when all are plain strings; an expression among them leaves the element to React. */
function stringAttributes(node: MdxJsxFlowElement): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') return undefined;
    out[attribute.name] = attribute.value;
  }
  return out;
}

/**
 * An inline badge (`:badge[New]{variant="tip"}`): its words go in a property, not in the text, so that a badge in a
 * heading stays out of the heading's id and its entry in the table of contents.
 */
export function toInlineBadge(node: TextDirective, file: VFile): void {
  const written = node.attributes?.variant ?? node.attributes?.type ?? 'note';
  const variant = badgeVariant(written);
  if (!variant)
    warnAt(file, node.position?.start, `badge variant "${written}" is not one of ${BADGE_VARIANT_NAMES.join(', ')}`);
  const text = toString(node);
  node.children = [];
  node.data = { hName: 'text-badge', hProperties: { text, variant: variant ?? written } };
}

function markTreeList(list: List): void {
  for (const item of list.children) markTreeItem(item);
}

function markTreeItem(item: ListItem): void {
  const children = item.children.find((child): child is List => child.type === 'list');
  const head = item.children[0];
  if (head?.type === 'paragraph') markEntry(head, Boolean(children));
  if (children) markTreeList(children);
}

/** The item's first line becomes an entry: its name (and kind) as properties, the rest of the line as its comment. */
function markEntry(paragraph: Paragraph, hasChildren: boolean): void {
  const [first, ...rest] = paragraph.children;
  let name = '';
  let highlighted = false;
  let comment: PhrasingContent[] = rest;
  if (first?.type === 'strong') {
    name = toString(first);
    highlighted = true;
  } else if (first?.type === 'inlineCode') {
    name = first.value;
  } else if (first?.type === 'text') {
    const [, word = '', after = ''] = /^\s*(\S*)\s*([\s\S]*)$/.exec(first.value) ?? [];
    name = word;
    comment = after ? [{ ...first, value: after }, ...rest] : rest;
  }
  if (comment[0]?.type === 'text') comment[0] = { ...comment[0], value: comment[0].value.trimStart() };
  if (comment[0]?.type === 'text' && comment[0].value === '') comment = comment.slice(1);
  const folder = hasChildren || name.endsWith('/');
  paragraph.children = comment;
  paragraph.data = {
    hName: 'file-tree-entry',
    hProperties: {
      kind: folder ? 'folder' : 'file',
      name: folder ? name.replace(/\/+$/, '') : name,
      ...(highlighted ? { highlighted: true } : {}),
    },
  };
}

/** The block's one list, whatever blank lines or comments surround it. */
function onlyList(node: KitBlock): List | undefined {
  return (node.children as RootContent[]).find((child): child is List => child.type === 'list');
}

function written(node: KitBlock, directive: string, element: string): string {
  if (node.type === 'mdxJsxFlowElement') return `\`<${element}>\``;
  return `\`${node.type === 'containerDirective' ? ':::' : '::'}${directive}\``;
}

function kitError(file: VFile, node: KitBlock, message: string, hint: string): DocgenError {
  const at = { file: file.path, ...filePosition(file, node.position?.start) };
  return new DocgenError(message, at, hint, 'markdown-component');
}
