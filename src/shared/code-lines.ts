import type { Element, ElementContent } from 'hast';

/**
 * Splits highlighted nodes at newlines, re-opening the enclosing spans on each line, so that every
 * line is its own element (for highlighted lines and line numbers) and keeps its colours.
 */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (node: ElementContent, wrap: (child: ElementContent) => ElementContent) => {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      parts.forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part !== '') lines[lines.length - 1]!.push(wrap({ type: 'text', value: part }));
      });
    } else if (node.type === 'element') {
      const shell = (child: ElementContent): ElementContent => wrap({ ...node, children: [child] });
      for (const child of node.children) walk(child, shell);
    }
  };
  for (const node of nodes) walk(node, (child) => child);
  return lines.map(mergeAdjacent);
}

/** Re-joins pieces that `walk` wrapped separately in the same span, to keep the HTML small. */
function mergeAdjacent(line: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of line) {
    const prev = out[out.length - 1];
    if (prev && prev.type === 'element' && node.type === 'element' && sameShell(prev, node)) {
      prev.children = mergeAdjacent([...prev.children, ...node.children]);
    } else if (prev && prev.type === 'text' && node.type === 'text') {
      out[out.length - 1] = { type: 'text', value: prev.value + node.value };
    } else out.push(node);
  }
  return out;
}

function sameShell(a: Element, b: Element): boolean {
  return a.tagName === b.tagName && JSON.stringify(a.properties) === JSON.stringify(b.properties);
}
