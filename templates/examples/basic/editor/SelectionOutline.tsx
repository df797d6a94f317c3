import { useEditor, useNode } from '@craftjs/core';
import { useEffect, type ReactElement } from 'react';

/**
 * `onRender` wrapper: mirrors the node's selected state onto its DOM as a
 * class, so every user component gets the same outline without each one
 * collecting the event itself.
 */
export function SelectionOutline({ render }: { render: ReactElement }) {
  const { dom, selected } = useNode((node) => ({ dom: node.dom, selected: node.events.selected }));
  const { enabled } = useEditor((state) => ({ enabled: state.options.enabled }));

  useEffect(() => {
    if (!dom) return;
    dom.classList.toggle('is-selected', selected && enabled);
  }, [dom, selected, enabled]);

  return render;
}
