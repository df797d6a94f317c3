import { useEditor } from '@craftjs/core';
import { createElement, type ElementType } from 'react';

type Selection = { id: string; name: string; settings?: ElementType; deletable: boolean } | null;

export function Customize() {
  const { selection, actions } = useEditor((state, query) => {
    const id: string | undefined = query.getEvent('selected').last();
    const node = id ? state.nodes[id] : undefined;
    const selection: Selection =
      id && node
        ? {
            id,
            // Layer renames live in custom.displayName; show the same name here.
            name: node.data.custom?.displayName || node.data.displayName,
            settings: node.related?.settings,
            deletable: query.node(id).isDeletable(),
          }
        : null;
    return { selection };
  });

  if (!selection) {
    return (
      <p className="ln-hint">
        Click anything on the page, or a row in Layers, to customize it. Double-click a layer name to rename it.
      </p>
    );
  }
  return (
    <div data-testid="customize">
      <p className="ln-selected">
        Editing <strong data-testid="selected-name">{selection.name}</strong>
      </p>
      {selection.settings ? createElement(selection.settings) : null}
      {selection.deletable ? (
        <button type="button" className="ex-btn ex-btn--danger" onClick={() => actions.delete(selection.id)}>
          Delete {selection.name}
        </button>
      ) : null}
    </div>
  );
}
