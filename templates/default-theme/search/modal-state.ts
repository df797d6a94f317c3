import { useSyncExternalStore } from 'react';

/**
 * Whether the search modal is open, shared by the navbar button, the keyboard shortcuts and the
 * modal itself; tiny and free of search code, so it can live in every page's first bundle.
 */
let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openSearchModal(): void {
  if (open) return;
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  emit();
}

/** Closes the modal and gives focus back to whatever had it before. */
export function closeSearchModal(): void {
  if (!open) return;
  open = false;
  emit();
  if (opener?.isConnected) opener.focus();
  opener = null;
}

export function toggleSearchModal(): void {
  if (open) closeSearchModal();
  else openSearchModal();
}

export function useSearchModalOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}

/** The modal's code, fetched when it is first opened (or when the pointer nears the button). */
export const loadSearchModal = () => import('./SearchModal.js');
