import { useEditor } from '@craftjs/core';
import { useState } from 'react';
import { CopyStateDialog, LoadStateDialog } from './StateDialogs.js';

export function Topbar({ narrow }: { narrow: boolean }) {
  const { enabled, canUndo, canRedo, actions } = useEditor((state, query) => ({
    enabled: state.options.enabled,
    canUndo: query.history.canUndo(),
    canRedo: query.history.canRedo(),
  }));
  const [dialog, setDialog] = useState<'copy' | 'load' | null>(null);
  const close = () => setDialog(null);

  // A phone gets the read-only preview: only exporting the state still makes sense.
  if (narrow) {
    return (
      <section className="bx-topbar" aria-label="Editor controls">
        <button type="button" className="ex-btn" data-testid="copy-state" onClick={() => setDialog('copy')}>
          Copy state
        </button>
        <CopyStateDialog open={dialog === 'copy'} onClose={close} />
      </section>
    );
  }

  return (
    <section className="bx-topbar" aria-label="Editor controls">
      <label className="ex-switch">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          data-testid="toggle-enabled"
          onChange={(e) => {
            const next = e.target.checked;
            actions.setOptions((options) => {
              options.enabled = next;
            });
          }}
        />
        Enable editing
      </label>
      <span className="bx-topbar-group">
        <button
          type="button"
          className="ex-btn"
          data-testid="undo"
          disabled={!enabled || !canUndo}
          onClick={() => actions.history.undo()}
        >
          Undo
        </button>
        <button
          type="button"
          className="ex-btn"
          data-testid="redo"
          disabled={!enabled || !canRedo}
          onClick={() => actions.history.redo()}
        >
          Redo
        </button>
      </span>
      <span className="bx-topbar-group">
        <button type="button" className="ex-btn" data-testid="copy-state" onClick={() => setDialog('copy')}>
          Copy state
        </button>
        <button
          type="button"
          className="ex-btn ex-btn--primary"
          data-testid="load-state"
          onClick={() => setDialog('load')}
        >
          Load state
        </button>
      </span>
      <CopyStateDialog open={dialog === 'copy'} onClose={close} />
      <LoadStateDialog open={dialog === 'load'} onClose={close} />
    </section>
  );
}
