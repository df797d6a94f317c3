import { useEditor } from '@craftjs/core';
import copy from 'copy-to-clipboard';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../shared/Dialog.js';
import { compressState, decodeState } from '../stateCodec.js';

type DialogProps = { open: boolean; onClose: () => void };
type Status = { kind: 'ok' | 'error'; text: string } | null;

function StatusLine({ status }: { status: Status }) {
  return (
    <p
      className={`ex-status${status?.kind === 'error' ? ' ex-status--error' : ''}`}
      role="status"
      data-testid="state-status"
    >
      {status?.text}
    </p>
  );
}

export function CopyStateDialog({ open, onClose }: DialogProps) {
  const { query } = useEditor();
  const jsonId = useId();
  const packedId = useId();
  const [json, setJson] = useState('');
  const [packed, setPacked] = useState('');
  const [status, setStatus] = useState<Status>(null);

  const copyText = async (text: string, what: string) => {
    // Clipboard access can be refused (permissions, insecure origin); the
    // text stays selectable in the dialog either way.
    const ok = await copy(text).catch(() => false);
    setStatus(
      ok
        ? { kind: 'ok', text: `${what} copied to the clipboard.` }
        : {
            kind: 'error',
            text: `Could not reach the clipboard; select the ${what.toLowerCase()} and copy it by hand.`,
          },
    );
  };

  // Snapshot the state when the dialog opens, so the text does not change under the reader.
  useEffect(() => {
    if (!open) return;
    let current = true;
    const next = JSON.stringify(JSON.parse(query.serialize()), null, 2);
    setJson(next);
    setPacked('');
    setStatus(null);
    void copyText(next, 'JSON');
    compressState(next).then(
      (value) => current && setPacked(value),
      () => current && setStatus({ kind: 'error', text: 'Compression failed; the JSON above is complete.' }),
    );
    return () => {
      current = false;
    };
    // Deliberately keyed on `open` alone: edits cannot happen while the modal is up.
  }, [open]);

  return (
    <Dialog open={open} title="Current state" onClose={onClose} testId="copy-dialog">
      <label htmlFor={jsonId}>Serialized JSON</label>
      <textarea id={jsonId} className="ex-code" readOnly value={json} data-testid="state-json" />
      <label htmlFor={packedId}>
        Compressed (lzutf8, base64){packed ? ` — ${packed.length} characters instead of ${json.length}` : ''}
      </label>
      <textarea id={packedId} className="ex-code bx-packed" readOnly value={packed} data-testid="state-packed" />
      <StatusLine status={status} />
      <div className="ex-dialog-actions">
        <button type="button" className="ex-btn" onClick={() => void copyText(json, 'JSON')}>
          Copy JSON
        </button>
        <button
          type="button"
          className="ex-btn"
          disabled={!packed}
          onClick={() => void copyText(packed, 'Compressed state')}
        >
          Copy compressed
        </button>
        <button type="button" className="ex-btn ex-btn--primary" onClick={onClose} data-testid="close-dialog">
          Close
        </button>
      </div>
    </Dialog>
  );
}

export function LoadStateDialog({ open, onClose }: DialogProps) {
  const { actions, query } = useEditor();
  const inputId = useId();
  const [input, setInput] = useState('');
  const [status, setStatus] = useState<Status>(null);

  useEffect(() => {
    if (open) setStatus(null);
  }, [open]);

  const load = async () => {
    try {
      actions.deserialize(await decodeState(input, Object.keys(query.getOptions().resolver)));
      setInput('');
      onClose();
    } catch (err) {
      // deserialize throws on component names the resolver does not know.
      setStatus({ kind: 'error', text: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <Dialog open={open} title="Load state" onClose={onClose} testId="load-dialog">
      <label htmlFor={inputId}>Paste JSON or a compressed state</label>
      <textarea
        id={inputId}
        className="ex-code"
        value={input}
        data-testid="load-input"
        onChange={(e) => setInput(e.target.value)}
      />
      <StatusLine status={status} />
      <div className="ex-dialog-actions">
        <button type="button" className="ex-btn" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="ex-btn ex-btn--primary" onClick={() => void load()} data-testid="confirm-load">
          Load
        </button>
      </div>
    </Dialog>
  );
}
