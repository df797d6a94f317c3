import { useEditor } from '@craftjs/core';

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
            <span className="icon icon-undo" style={{ width: 15, height: 15 }} aria-hidden="true" /> Undo
          </button>
          <button
            type="button"
            className="ex-btn"
            data-testid="redo"
            disabled={!canRedo}
            onClick={() => actions.history.redo()}
          >
            <span className="icon icon-redo" style={{ width: 15, height: 15 }} aria-hidden="true" /> Redo
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
