import type { VFile } from 'vfile';
import { DocgenError } from '../../errors.js';
import { filePosition } from '../context.js';

/**
 * The deepest nesting a page may have (lists, quotes, emphasis, directives or raw HTML elements inside
 * each other). Every later stage (to HTML, to React, React's renderer) recurses once per level, so much
 * deeper content would exhaust the stack; no real page comes near this.
 */
export const MAX_NESTING = 100;

/** What the check needs of a node of either tree (Markdown or HTML). */
interface TreeNode {
  position?: { start: { line: number; column: number } };
  children?: TreeNode[];
}

/**
 * Rejects content nested deeper than MAX_NESTING with an error at the first node that is too deep. Used
 * on the Markdown tree and again on the HTML tree (raw HTML can nest too). It walks with its own stack,
 * so that the check itself never recurses.
 */
export function nestingLimit() {
  return (tree: TreeNode, file: VFile) => {
    const stack: { node: TreeNode; depth: number }[] = [{ node: tree, depth: 0 }];
    while (stack.length > 0) {
      const { node, depth } = stack.pop()!;
      if (depth > MAX_NESTING) {
        throw new DocgenError(
          `content nested more than ${MAX_NESTING} levels deep (lists, quotes, emphasis, directives or HTML elements inside each other)`,
          { file: file.path, ...filePosition(file, node.position?.start) },
          'flatten the structure: no reader can follow nesting this deep',
        );
      }
      const { children } = node;
      if (children) for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, depth: depth + 1 });
    }
  };
}
