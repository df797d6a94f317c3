import { useSyncExternalStore } from 'react';

// Same breakpoint as the docs theme's mobile layout: below it the editors turn
// into read-only previews, because HTML5 drag and drop does not work on touch.
export const NARROW_QUERY = '(max-width: 996px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return window.matchMedia(NARROW_QUERY).matches;
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
