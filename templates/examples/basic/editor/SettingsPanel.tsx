import { useEditor } from '@craftjs/core';
import { createElement, type ElementType } from 'react';

type Selection = { id: string; name: string; settings?: ElementType; deletable: boolean } | null;

export function SettingsPanel() {
  const { selection, actions } = useEditor((state, query) => {
    // `selected` is a Set (multi-select with the Meta key); edit the latest pick.
    const id: string | undefined = query.getEvent('selected').last();
    const node = id ? state.nodes[id] : undefined;
    const selection: Selection =
      id && node
        ? {
            id,
            name: node.data.displayName,
            settings: node.related?.settings,
            deletable: query.node(id).isDeletable(),
          }
        : null;
    return { selection };
  });

  return (
    <section className="bx-panel" aria-labelledby="bx-settings-title" data-testid="settings-panel">
      <h2 id="bx-settings-title">Settings</h2>
      {selection ? (
        <>
          <p className="bx-selected">
            Selected: <strong data-testid="selected-name">{selection.name}</strong>
          </p>
          {selection.settings ? (
            createElement(selection.settings)
          ) : (
            <p className="bx-hint">This region has no settings of its own.</p>
          )}
          {selection.deletable ? (
            <button
              type="button"
              className="ex-btn ex-btn--danger"
              data-testid="delete-node"
              onClick={() => actions.delete(selection.id)}
            >
              Delete {selection.name}
            </button>
          ) : null}
        </>
      ) : (
        <p className="bx-hint">Click a component on the page to edit it.</p>
      )}
    </section>
  );
}
