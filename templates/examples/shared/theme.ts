// docgen writes data-theme on <html> before first paint. When the bundle is
// opened some other way (a dev server, a test page) we fall back to the same
// stored choice so the palette still resolves; docgen's value always wins.
const THEME_KEY = 'theme';

type Mode = 'light' | 'dark';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(THEME_KEY);
  } catch {
    // Storage can be blocked (privacy modes, sandboxed iframes); light is the site default.
    return null;
  }
}

export function currentMode(): Mode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function ensureThemeAttribute(): void {
  const root = document.documentElement;
  if (!root.hasAttribute('data-theme')) root.setAttribute('data-theme', readStored() === 'dark' ? 'dark' : 'light');
  // The reader's choice made elsewhere (another tab, or the docs page this editor is embedded in) applies here at once.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    root.setAttribute('data-theme', event.newValue === 'dark' ? 'dark' : 'light');
    window.dispatchEvent(new Event('ex-theme-change'));
  });
}

/** The editor's own toggle: saved under the docs' key, so the docs and the other editor follow it. */
export function setMode(mode: Mode): void {
  document.documentElement.setAttribute('data-theme', mode);
  try {
    window.localStorage.setItem(THEME_KEY, mode);
  } catch {
    // Not saved where storage is blocked; the page still switches.
  }
  window.dispatchEvent(new Event('ex-theme-change'));
}
