import type { List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { DocgenError } from '../../errors.js';
import { filePosition } from '../context.js';

/**
 * The component kit's block forms, the same for a directive in Markdown (`:::steps`) and its element in MDX
 * (`<Steps>`): both hold a Markdown list, checked and marked here, so that the theme's components get the same tree.
 */
export type KitBlock = ContainerDirective | MdxJsxFlowElement;

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
  return node.type === 'containerDirective' ? `\`:::${directive}\`` : `\`<${element}>\``;
}

function kitError(file: VFile, node: KitBlock, message: string, hint: string): DocgenError {
  const at = { file: file.path, ...filePosition(file, node.position?.start) };
  return new DocgenError(message, at, hint, 'markdown-component');
}
