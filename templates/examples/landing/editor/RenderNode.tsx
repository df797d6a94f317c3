import { ROOT_NODE, useEditor, useNode } from '@craftjs/core';
import { useEffect, useLayoutEffect, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';

type Box = { top: number; left: number };

const BAR_HEIGHT = 26;

/*
 * Keeps the label bar glued to the node. The bar lives in a fixed-position
 * portal (so no user component's overflow can clip it), which means we have
 * to follow every scroll container and resize ourselves.
 */
function useAnchor(dom: HTMLElement | null, active: boolean): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    if (!dom || !active) {
      setBox(null);
      return;
    }
    const update = () => {
      const rect = dom.getBoundingClientRect();
      // Flip inside the node when there is no room above it.
      const top = rect.top > BAR_HEIGHT ? rect.top - BAR_HEIGHT : rect.top;
      setBox({ top, left: Math.max(rect.left, 0) });
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(dom);
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [dom, active]);
  return box;
}

/** `onRender` wrapper: outline plus a label bar (name, move, select parent, delete) on hovered and selected nodes. */
export function RenderNode({ render }: { render: ReactElement }) {
  const { id, dom, name, parent, hovered, selected } = useNode((node) => ({
    dom: node.dom,
    name: (node.data.custom?.displayName as string | undefined) || node.data.displayName,
    parent: node.data.parent,
    hovered: node.events.hovered,
    selected: node.events.selected,
  }));
  const { enabled, actions, query, connectors } = useEditor((state) => ({ enabled: state.options.enabled }));

  const active = enabled && id !== ROOT_NODE && (hovered || selected);
  const box = useAnchor(dom, active);

  useEffect(() => {
    if (!dom) return;
    dom.classList.toggle('ln-node--hovered', enabled && hovered && !selected);
    dom.classList.toggle('ln-node--selected', enabled && selected);
  }, [dom, enabled, hovered, selected]);

  // Ask on render rather than in the collector: only the one or two active
  // nodes ever reach this line.
  const movable = active && query.node(id).isDraggable();
  const deletable = active && query.node(id).isDeletable();

  const bar =
    active && box
      ? createPortal(
          <div
            className={`ln-label${selected ? ' ln-label--selected' : ''}`}
            style={{ top: box.top, left: box.left }}
            role="group"
            aria-label={`${name} actions`}
            data-testid="node-label"
          >
            <span className="ln-label-name">{name}</span>
            {movable ? (
              <button
                type="button"
                className="ln-label-btn ln-label-move"
                aria-label={`Move ${name} (drag)`}
                title="Drag to move"
                ref={(el) => {
                  if (el) connectors.drag(el, id);
                }}
              >
                <svg viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M8 1 5.5 3.5h5zM8 15l2.5-2.5h-5zM1 8l2.5 2.5v-5zM15 8l-2.5-2.5v5zM7.25 3h1.5v10h-1.5zM3 7.25h10v1.5H3z" />
                </svg>
              </button>
            ) : null}
            {parent && parent !== ROOT_NODE ? (
              <button
                type="button"
                className="ln-label-btn"
                aria-label={`Select the parent of ${name}`}
                title="Select parent"
                onClick={() => actions.selectNode(parent)}
              >
                <svg viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M8 2 3 7h3.25v7h3.5V7H13z" />
                </svg>
              </button>
            ) : null}
            {deletable ? (
              <button
                type="button"
                className="ln-label-btn"
                aria-label={`Delete ${name}`}
                title="Delete"
                onClick={() => actions.delete(id)}
              >
                <svg viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M5 2h6v1.5h3V5H2V3.5h3zM3.5 6h9l-.8 8.5H4.3z" />
                </svg>
              </button>
            ) : null}
          </div>,
          document.body,
        )
      : null;

  return (
    <>
      {bar}
      {render}
    </>
  );
}
