import { useEffect, useState, type ComponentType } from 'react';
import { loadSearchModal, openSearchModal, toggleSearchModal, useSearchModalOpen } from './modal-state.js';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Opens search on Ctrl+K or Cmd+K (which also closes it), and on "/" when the reader is not typing
 * in a field; renders the modal, whose code loads only when it is first opened.
 */
export function SearchModalHost() {
  const open = useSearchModalOpen();
  const [Modal, setModal] = useState<ComponentType | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggleSearchModal();
      } else if (
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTypingTarget(event.target)
      ) {
        event.preventDefault();
        openSearchModal();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (open && !Modal) void loadSearchModal().then((m) => setModal(() => m.SearchModal));
  }, [open, Modal]);

  return open && Modal ? <Modal /> : null;
}
