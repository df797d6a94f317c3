import type { Root, RootContent, Paragraph, ListItem, List, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, walk } from '../walk.js';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { warnAt } from '../context.js';
import { toCodeGroup } from './tabs.js';
import { toCard, toCardGrid, toFileTree, toInlineBadge, toLinkCard, toSteps, type KitBlock } from './kit.js';
import { ADMONITION_NAMES, ADMONITION_TYPES, admonitionLook } from '../../shared/admonition.js';

/** Docusaurus 2's admonition names, left out of the names an unknown directive's warning suggests. */
const ADMONITION_ALIAS_NAMES = new Set(
  ADMONITION_NAMES.filter((name) => !(ADMONITION_TYPES as readonly string[]).includes(name)),
);

export const BADGE_TYPES = ['component', 'hook', 'hoc', 'function', 'type'] as const;

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** The component kit's blocks (see kit.ts), by their directive's name and their MDX element's. */
const KIT_BLOCKS: {
  directive: string;
  element: string;
  leaf?: boolean;
  /** Marks the block for the theme, or gives the node that takes its place. */
  mark: (node: KitBlock, file: VFile) => RootContent | void;
}[] = [
  { directive: 'steps', element: 'Steps', mark: toSteps },
  { directive: 'file-tree', element: 'FileTree', mark: toFileTree },
  { directive: 'card', element: 'Card', mark: toCard },
  { directive: 'card-grid', element: 'CardGrid', mark: toCardGrid },
  { directive: 'link-card', element: 'LinkCard', leaf: true, mark: toLinkCard },
];
const OTHER_DIRECTIVES = ['details', 'code-group', 'api', 'badge', ...KIT_BLOCKS.map((b) => b.directive)];

/**
 * Turns docgen's directives into elements the theme renders: admonitions (`:::tip[Title]`, of the names `admonitions`),
 * code groups as tabs, the type badge (`::badge{type="hook"}`), API member lists (`:::api` around a bullet list) and
 * the component kit's blocks (`:::steps`, `:::file-tree`, and their MDX elements `<Steps>`, `<FileTree>`).
 * Anything else that merely looks like a directive, such as "10:30" or "a:b" in prose, goes back to text.
 */
export function remarkDocgenDirectives(admonitions: readonly string[] = ADMONITION_NAMES) {
  const known = [...admonitions.filter((name) => !ADMONITION_ALIAS_NAMES.has(name)), ...OTHER_DIRECTIVES];
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    walk(tree, (node, index, parent) => {
      if (node.type === 'mdxJsxFlowElement') {
        const element = node as MdxJsxFlowElement;
        const replacement = KIT_BLOCKS.find((block) => block.element === element.name)?.mark(element, file);
        if (replacement) parent.children[index] = replacement;
        return;
      }
      if (!isDirective(node)) return;
      if (node.type === 'containerDirective' && !isClosed(node, source))
        warn(
          file,
          node,
          `":::${node.name}" is never closed, so it holds the rest of the page: end it with a line ":::"`,
        );
      if (node.type === 'containerDirective' && admonitions.includes(node.name)) {
        toAdmonition(node);
        return;
      }
      if (node.type === 'containerDirective' && node.name === 'details') {
        toDetails(node);
        return;
      }
      if (node.type === 'containerDirective' && node.name === 'code-group') {
        toCodeGroup(node);
        return;
      }
      if (node.type === 'containerDirective' && node.name === 'api') {
        toApiList(node, file);
        return SKIP;
      }
      const kit = KIT_BLOCKS.find(
        (block) => block.directive === node.name && node.type === (block.leaf ? 'leafDirective' : 'containerDirective'),
      );
      if (kit) {
        kit.mark(node as ContainerDirective | LeafDirective, file);
        return;
      }
      if (node.type === 'leafDirective' && node.name === 'badge') {
        toBadge(node, file);
        return SKIP;
      }
      if (node.type === 'textDirective' && node.name === 'badge') {
        toInlineBadge(node, file);
        return SKIP;
      }
      if (node.type === 'textDirective') {
        const text = textDirectiveAsText(node);
        parent.children.splice(index, 1, ...text);
        // Its label's content is visited next; the text put around it holds no directive.
        return index;
      }
      warn(file, node, `unknown directive "${node.name}": expected one of ${known.join(', ')}`);
      node.data = { hName: 'div' };
      return undefined;
    });
  };
}

function isDirective(node: unknown): node is Directive {
  const type = (node as { type?: string }).type;
  return type === 'containerDirective' || type === 'leafDirective' || type === 'textDirective';
}

function toAdmonition(node: ContainerDirective): void {
  const { type, title } = admonitionLook(node.name, takeLabel(node));
  node.data = { hName: 'admonition', hProperties: { type, ...(title ? { title } : {}) } };
}

/** VitePress's `::: details Title`: a folded block, titled "Details" as VitePress titles it by default. */
function toDetails(node: ContainerDirective): void {
  const title = takeLabel(node) || 'Details';
  const summary = {
    type: 'paragraph',
    children: [{ type: 'text', value: title }],
    data: { hName: 'summary' },
  } as Paragraph;
  node.children.unshift(summary);
  node.data = { hName: 'details' };
}

/** The `[label]` of a container directive, as plain text, taken out of its content. */
function takeLabel(node: ContainerDirective): string | undefined {
  const first = node.children[0];
  if (first?.type !== 'paragraph' || !(first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel)
    return undefined;
  node.children.shift();
  return plainText(first.children);
}

function toBadge(node: LeafDirective, file: VFile): void {
  const type = node.attributes?.type ?? '';
  if (!(BADGE_TYPES as readonly string[]).includes(type)) {
    warn(file, node, `badge type "${type}" is not one of ${BADGE_TYPES.join(', ')}`);
  }
  file.data.result!.badge = type;
  node.children = [];
  node.data = { hName: 'badge', hProperties: { type } };
}

function toApiList(node: ContainerDirective, file: VFile): void {
  node.data = { hName: 'api-list' };
  for (const child of node.children) {
    if (child.type === 'list') markApiList(child, file);
    else
      warn(
        file,
        child,
        '`:::api` holds a bullet list of "`name` `type` description" items; other content is shown as is',
      );
  }
}

function markApiList(list: List, file: VFile): void {
  list.data = { hName: 'api-members' };
  for (const item of list.children) markApiItem(item, file);
}

/** An item's first paragraph starts with `name` and `type` in inline code; a lone code is a type. */
function markApiItem(item: ListItem, file: VFile): void {
  const head = item.children[0];
  const codes: string[] = [];
  if (head?.type === 'paragraph') {
    while (codes.length < 2 && head.children.length > 0) {
      const first = head.children[0]!;
      if (first.type === 'inlineCode') {
        codes.push(first.value);
        head.children.shift();
      } else if (first.type === 'text' && first.value.trim() === '' && codes.length > 0) {
        head.children.shift();
      } else break;
    }
    trimDescriptionStart(head);
    if (head.children.length === 0) item.children.shift();
  }
  if (codes.length === 0) warn(file, item, 'API item has no `name` or `type` in inline code at its start');
  const [name, type] = codes.length === 2 ? codes : [undefined, codes[0]];
  item.data = { hName: 'api-item', hProperties: { ...(name ? { name } : {}), ...(type ? { type } : {}) } };
  for (const child of item.children) if (child.type === 'list') markApiList(child, file);
}

/** Authors often separate the description with a dash or colon; the theme draws its own separator. */
function trimDescriptionStart(paragraph: Paragraph): void {
  const first = paragraph.children[0];
  if (first?.type !== 'text') return;
  first.value = first.value.replace(/^\s*(?:[—–:-]\s*)?/, '');
  if (first.value === '') paragraph.children.shift();
}

function textDirectiveAsText(node: TextDirective): PhrasingContent[] {
  const attributes =
    node.attributes && Object.keys(node.attributes).length > 0
      ? `{${Object.entries(node.attributes)
          .map(([k, v]) => (v ? `${k}="${v}"` : k))
          .join(' ')}}`
      : '';
  const out: PhrasingContent[] = [{ type: 'text', value: `:${node.name}` } as Text];
  if (node.children.length > 0) out.push({ type: 'text', value: '[' }, ...node.children, { type: 'text', value: ']' });
  if (attributes) out.push({ type: 'text', value: attributes });
  return out;
}

function plainText(children: PhrasingContent[]): string {
  return children
    .map((c) => ('value' in c ? c.value : 'children' in c ? plainText(c.children as PhrasingContent[]) : ''))
    .join('');
}

/**
 * A container's last line is its closing fence (`:::`, as many colons or more), or its parent's fence closed it,
 * unless the page ended first: one that runs to the end of the page without a fence was never closed.
 */
function isClosed(node: ContainerDirective, source: string): boolean {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return true;
  if (end.offset < source.trimEnd().length) return true;
  const lines = source.slice(start.offset, end.offset).split('\n');
  const fence = /^:+/.exec(lines[0]!)?.[0].length ?? 3;
  const last = lines.at(-1)!.trim();
  return lines.length > 1 && /^:+$/.test(last) && last.length >= fence;
}

function warn(file: VFile, node: RootContent | Directive, message: string): void {
  warnAt(file, node.position?.start, message);
}
