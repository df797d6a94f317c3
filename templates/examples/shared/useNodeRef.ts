import { useNode } from '@craftjs/core';

/**
 * The ref that makes an element its user component's DOM node, so the editor can select and hover it;
 * by default also its drag handle. Components moved through another handle pass `{ drag: false }`.
 */
export function useNodeRef({ drag = true }: { drag?: boolean } = {}): (el: HTMLElement | null) => void {
  const { connectors } = useNode();
  return (el) => {
    if (el) connectors.connect(drag ? connectors.drag(el) : el);
  };
}
