import { blockQuote, list } from 'micromark-core-commonmark';
import type { Construct, Extension } from 'micromark-util-types';
import type { Processor } from 'unified';
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

export function tooDeep(start: { line: number; column: number }, file: VFile): DocgenError {
  return new DocgenError(
    `content nested more than ${MAX_NESTING} levels deep (lists, quotes, emphasis, directives or HTML elements inside each other)`,
    { file: file.path, ...filePosition(file, start) },
    'flatten the structure: no reader can follow nesting this deep',
  );
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
      if (depth > MAX_NESTING) throw tooDeep(node.position?.start ?? { line: 1, column: 1 }, file);
      const { children } = node;
      if (children) for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, depth: depth + 1 });
    }
  };
}

declare module 'micromark-util-types' {
  interface ContainerState {
    /** How deep the container sits in the Markdown tree, counted by `remarkNestingGuard`. */
    docgenDepth?: number;
  }
}

/** Where the tokenizer is: the deepest container known open on a line, and the last container it opened. */
interface ContainerDepths {
  /** The container continued last on `line`, with its depth in the Markdown tree. */
  continued?: { line: number; depth: number };
  /** The container tried last, at `offset`: `base` is the depth of what holds it, `depth` its own. */
  opened?: { line: number; offset: number; base: number; depth: number };
}

/** Thrown inside the tokenizer, where the file is unknown; `remarkNestingGuard` turns it into a DocgenError. */
class NestedTooDeep extends Error {
  constructor(readonly point: { line: number; column: number }) {
    super('content nested too deep');
  }
}

/**
 * The tokenizer's own list and block quote, counting how deep each one sits. `weight` is the number of tree
 * nodes one such container makes (a list item: the list and the item). Containers it does not count (a
 * footnote, a directive) only make the count lower than the tree's depth, so nothing it rejects would have
 * passed `nestingLimit`.
 */
function countedContainer(construct: Construct, weight: number, depths: WeakMap<object, ContainerDepths>): Construct {
  const continuation = construct.continuation!;
  return {
    ...construct,
    tokenize(effects, ok, nok) {
      const self = this;
      const { line, column, offset } = self.now();
      const state = depths.get(self.parser) ?? {};
      depths.set(self.parser, state);
      const { opened, continued } = state;
      // A container is tried twice where it starts (checked, then taken); one opened earlier on the line holds it.
      const base =
        opened?.line === line && opened.offset === offset
          ? opened.base
          : opened?.line === line && opened.offset < offset
            ? opened.depth
            : continued?.line === line
              ? continued.depth
              : 0;
      const depth = base + weight;
      if (depth > MAX_NESTING) throw new NestedTooDeep({ line, column });
      return construct.tokenize.call(
        self,
        effects,
        (code) => {
          self.containerState!.docgenDepth = depth;
          state.opened = { line, offset, base, depth };
          return ok(code);
        },
        nok,
      );
    },
    continuation: {
      ...continuation,
      tokenize(effects, ok, nok) {
        const self = this;
        const { line } = self.now();
        const depth = self.containerState!.docgenDepth!;
        return continuation.tokenize.call(
          self,
          effects,
          (code) => {
            const state = depths.get(self.parser)!;
            state.continued = { line, depth };
            return ok(code);
          },
          nok,
        );
      },
    },
  };
}

/**
 * Stops the parser at the first list or quote nested deeper than MAX_NESTING, rather than parsing the rest.
 * Turning the parser's events into a tree costs the depth times the size of a nested list (each list walks
 * everything inside it), so a 500-deep list took seconds to parse only to be rejected by `nestingLimit`;
 * stopped here, rejecting it costs no more than reading it. Use right after remark-parse.
 */
export function remarkNestingGuard(this: Processor): void {
  const depths = new WeakMap<object, ContainerDepths>();
  const counted = countedContainer(list, 2, depths);
  const extension: Extension = {
    // Tried before micromark's own list and quote, keyed by the characters that start one ("*+-", digits, ">").
    // Continuing one (a next item, a next "> " line) goes through micromark's own, on the same container state.
    document: {
      ...Object.fromEntries([...'*+-0123456789'].map((marker) => [marker.charCodeAt(0), counted])),
      ['>'.charCodeAt(0)]: countedContainer(blockQuote, 1, depths),
    },
  };
  const data = this.data();
  (data.micromarkExtensions ??= []).push(extension);
  const parse = this.parser!;
  this.parser = (document, file) => {
    try {
      return parse(document, file);
    } catch (error) {
      if (!(error instanceof NestedTooDeep)) throw error;
      throw tooDeep(error.point, file);
    }
  };
}
