import { useEditor } from '@craftjs/core';
import { Icon } from '@theme/icons.js';

export function Header() {
  const { enabled, canUndo, canRedo, actions } = useEditor((state, query) => ({
    enabled: state.options.enabled,
    canUndo: query.history.canUndo(),
    canRedo: query.history.canRedo(),
  }));

  return (
    <section className="ln-header" aria-label="Editor controls">
      {enabled ? (
        <>
          <button
            type="button"
            className="ex-btn"
            data-testid="undo"
            disabled={!canUndo}
            onClick={() => actions.history.undo()}
          >
            <Icon name="undo" size={15} /> Undo
          </button>
          <button
            type="button"
            className="ex-btn"
            data-testid="redo"
            disabled={!canRedo}
            onClick={() => actions.history.redo()}
          >
            <Icon name="redo" size={15} /> Redo
          </button>
        </>
      ) : null}
      <button
        type="button"
        className={`ex-btn ln-edit-toggle${enabled ? '' : ' ex-btn--primary'}`}
        data-testid="toggle-editing"
        onClick={() =>
          actions.setOptions((options) => {
            options.enabled = !enabled;
          })
        }
      >
        {enabled ? 'Finish editing' : 'Edit'}
      </button>
    </section>
  );
}
