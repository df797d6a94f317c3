// docgen writes data-theme on <html> before first paint. When the bundle is
// opened some other way (a dev server, a test page) we fall back to the same
// stored choice so the palette still resolves; docgen's value always wins.
export function ensureThemeAttribute(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-theme')) return;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (privacy modes, sandboxed iframes); light is the site default.
  }
  root.setAttribute('data-theme', stored === 'dark' ? 'dark' : 'light');
}
