/*
 * How watch mode's live-reload script (src/watch/browser/live-reload.ts) and the site's router
 * (src/client/router.tsx) share an update: the script tells, the router may take it over.
 */

/**
 * Dispatched on `window` by the live-reload script after a rebuild changed pages, before it reloads the page shown.
 * Cancelable: the router cancels it when it shows the new version of the page in place (`inPlace`), without a reload.
 */
export const SITE_CHANGED_EVENT = 'docgen:site-changed';

export interface SiteChangedDetail {
  /** Whether the page shown is among the pages that changed. */
  shown: boolean;
  /** Only the bodies of docs changed: the page shown can swap its article and table of contents in place. */
  inPlace: boolean;
  /** With `inPlace`, the new HTML of the page shown, when the server sent it along: shown without fetching it. */
  html?: string;
  /** Reloads the page at its scroll position: what the router falls back to when the page cannot be fetched. */
  reload(): void;
}

/** Dispatched on `window` by the router once it showed the new version of the page in place: diagrams draw again. */
export const PAGE_UPDATED_EVENT = 'docgen:page-updated';
