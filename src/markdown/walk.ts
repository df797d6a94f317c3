import type { Node, Parent } from 'unist';

/** Returned by a visitor: do not enter this node's children. */
export const SKIP = Symbol('skip');

/**
 * What a visitor returns: nothing to go on into the node's children, SKIP to pass over them, or the index
 * in `parent` to go on at, after the visitor replaced the node there (its replacements are visited next).
 */
export type WalkStep = void | typeof SKIP | number;

export type Visitor<N extends Node = Node> = (node: N, index: number, parent: Parent) => WalkStep;

/**
 * Visits every node below `tree`, parents before children. unist-util-visit does the same, but it
 * allocates a closure per node and renames it for stack traces: with a dozen walks per page, that was a
 * tenth of the render time. Recursion is safe here: `nestingLimit` has already bounded the depth.
 */
export function walk(tree: Parent, visitor: Visitor): void {
  const { children } = tree;
  let index = 0;
  while (index < children.length) {
    const node = children[index]!;
    const step = visitor(node, index, tree);
    if (typeof step === 'number') {
      index = step;
      continue;
    }
    if (step !== SKIP && 'children' in node) walk(node as Parent, visitor);
    index++;
  }
}

/** `walk` over the nodes of one type (`element` in HTML trees, `link` in Markdown trees…). */
export function walkType<N extends Node>(tree: Parent, type: N['type'], visitor: Visitor<N>): void {
  walk(tree, (node, index, parent) => (node.type === type ? visitor(node as N, index, parent) : undefined));
}

/** Whether any node below `tree` passes `test`; stops at the first. */
export function someNode(tree: Parent, test: (node: Node) => boolean): boolean {
  for (const node of tree.children) {
    if (test(node) || ('children' in node && someNode(node as Parent, test))) return true;
  }
  return false;
}
