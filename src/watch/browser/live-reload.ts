// Runs in the browser, in watch mode only: updates the page when a rebuild changed it (in place when only a doc's body
// changed and the site's router takes it, else by a reload) and shows build errors over it. Bundled by docgen when
// `serve --watch` starts.
import { SITE_CHANGED_EVENT, type SiteChangedDetail } from '../../shared/live-update.js';
import { candidateFiles } from '../../shared/urls.js';
import { hideOverlay, showOverlay, type OverlayError } from './overlay.js';

const tag = document.querySelector<HTMLScriptElement>('script[src^="/__docgen/live-reload.js"]');
const ownFile = tag?.dataset.file;
const base = tag?.dataset.base ?? '/';
const SCROLL_KEY = 'docgen:scroll';

/** The files the page at the address shown now may come from (the browser may have navigated since it loaded). */
function addressFiles(): string[] {
  let pathname = decodeURI(location.pathname);
  if (pathname === base.replace(/\/$/, '')) pathname = base;
  return pathname.startsWith(base) ? candidateFiles(pathname.slice(base.length)) : [];
}

/** Whether the page shown now comes from one of these files. */
const showsAny = (files: string[]) =>
  (ownFile !== undefined && files.includes(ownFile)) || addressFiles().some((file) => files.includes(file));

function reloadKeepingScroll(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, x: scrollX, y: scrollY }));
  } catch {
    // Storage may be off; the page then reloads at the browser's own idea of the position.
  }
  location.reload();
}

function restoreScroll(): void {
  let saved: { path: string; x: number; y: number } | undefined;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') ?? undefined;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (!saved || saved.path !== location.pathname) return;
  const { x, y } = saved;
  scrollTo(x, y);
  // Late layout (fonts, images, hydration) can move the page after this script ran.
  if (document.readyState !== 'complete') addEventListener('load', () => scrollTo(x, y), { once: true });
}

restoreScroll();
let version: string | undefined;
const events = new EventSource('/__docgen/events');
events.addEventListener('hello', (event) => {
  const data = JSON.parse((event as MessageEvent<string>).data) as { version: string };
  // A different version after a reconnection means updates were missed while the connection was down.
  if (version !== undefined && version !== data.version) reloadKeepingScroll();
  version = data.version;
});
events.addEventListener('reload', (event) => {
  const data = JSON.parse((event as MessageEvent<string>).data) as {
    version: string;
    files?: string[];
    bodies?: boolean;
    pages?: Record<string, string>;
  };
  version = data.version;
  const shown = !data.files || showsAny(data.files);
  const html = data.pages && addressFiles().flatMap((file) => data.pages![file] ?? [])[0];
  // The router, told of every change, forgets the pages it fetched before; it cancels the event when it shows the
  // new version of the page in place. A page without the router (a static HTML file) reloads.
  const detail: SiteChangedDetail = {
    shown,
    inPlace: shown && data.bodies === true,
    ...(html !== undefined && { html }),
    reload: reloadKeepingScroll,
  };
  if (dispatchEvent(new CustomEvent(SITE_CHANGED_EVENT, { cancelable: true, detail })) && shown) reloadKeepingScroll();
});
events.addEventListener('errors', (event) => {
  const { errors } = JSON.parse((event as MessageEvent<string>).data) as { errors: OverlayError[] };
  if (errors.length > 0) showOverlay(errors);
  else hideOverlay();
});
