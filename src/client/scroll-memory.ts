/*
 * Back and forward put the reader where they were. The browser cannot do it for pages the router shows
 * (it would restore before the page is there), so each history entry gets a key and its scroll position
 * is kept here when the reader leaves it. The entry itself holds it too, for a reload or a return from
 * another site: it is written shortly after each scroll, as no event before unloading is both reliable
 * and harmless to the back/forward cache.
 */

interface EntryState {
  key?: string;
  scroll?: number;
}

/** How long scrolling must pause before the position is written into the history entry (ms). */
const SAVE_DELAY = 150;

const positions = new Map<string, number>();
let currentKey = '';

const newKey = () => Math.random().toString(36).slice(2);
const entryState = (): EntryState => (history.state as EntryState | null) ?? {};

/** Takes over scroll restoration and returns where to scroll the first page, when it is a reload or a return to it. */
export function startScrollMemory(): number | undefined {
  history.scrollRestoration = 'manual';
  const state = entryState();
  currentKey = state.key ?? newKey();
  history.replaceState({ ...state, key: currentKey }, '');
  let save: ReturnType<typeof setTimeout> | undefined;
  const saveScroll = () => history.replaceState({ ...entryState(), scroll: scrollY }, '');
  addEventListener(
    'scroll',
    () => {
      clearTimeout(save);
      save = setTimeout(saveScroll, SAVE_DELAY);
    },
    { passive: true },
  );
  return state.scroll;
}

/** Leaves the current entry for a new one at `url`. */
export function pushEntry(url: string): void {
  positions.set(currentKey, scrollY);
  history.replaceState({ ...entryState(), scroll: scrollY }, '');
  currentKey = newKey();
  history.pushState({ key: currentKey }, '', url);
}

/** The browser moved to another entry (popstate): remembers the one left and returns the position saved for the new one. */
export function arriveAtEntry(): number | undefined {
  positions.set(currentKey, scrollY);
  const state = entryState();
  if (!state.key) history.replaceState({ ...state, key: newKey() }, '');
  currentKey = entryState().key!;
  return positions.get(currentKey) ?? state.scroll;
}

/** Scrolls to the element a `#hash` names, or to the top when there is none. */
export function scrollToHash(hash: string): void {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else scrollTo(0, 0);
}
