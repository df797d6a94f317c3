import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  testId?: string;
  children: ReactNode;
};

/**
 * A modal built on the native <dialog>: the browser already provides focus
 * trapping, Escape-to-close and the inert backdrop, so we only mirror `open`.
 */
export function Dialog({ open, title, onClose, testId, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="ex-dialog" aria-labelledby={titleId} data-testid={testId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {open ? children : null}
    </dialog>
  );
}
