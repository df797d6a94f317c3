import { ROOT_NODE, useEditor } from '@craftjs/core';
import type { ReactElement } from 'react';

/**
 * Keyboard and click alternative to dragging from a toolbox: the element goes
 * into the selected canvas when that canvas accepts it (its rules are
 * respected), otherwise at the end of the page. The new node is selected so
 * its settings open straight away.
 */
export function useAppendNode(): (element: ReactElement) => void {
  const { actions, query } = useEditor();
  return (element) => {
    const tree = query.parseReactElement(element).toNodeTree();
    const newNode = tree.nodes[tree.rootNodeId];
    const selected: string | undefined = query.getEvent('selected').last();
    const target =
      selected && newNode && query.node(selected).isCanvas() && query.node(selected).isDroppable(newNode)
        ? selected
        : ROOT_NODE;
    actions.addNodeTree(tree, target);
    actions.selectNode(tree.rootNodeId);
  };
}
