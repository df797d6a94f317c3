import { useSyncExternalStore } from 'react';
import type { SiteData } from '../shared/model.js';
import { useSite } from './context.js';
import { readStorage, writeStorage } from './storage.js';
import { THEME_KEY } from '../shared/storage-keys.js';

/**
 * The colour mode lives on <html data-theme>, where the pre-paint head script puts it before the first
 * paint; this module only changes it afterwards and lets components follow it.
 */
export type ColorMode = 'light' | 'dark';
type ColorModeConfig = SiteData['colorMode'];

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function shownMode(): ColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function show(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  for (const listener of listeners) listener();
}

function asMode(value: string | null): ColorMode | undefined {
  return value === 'dark' || value === 'light' ? value : undefined;
}

/** What a reader who has not chosen sees: the system's mode where the site follows it, else the site default. */
function unchosenMode(config: ColorModeConfig): ColorMode {
  if (config.respectPrefersColorScheme) return matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
  return config.defaultMode;
}

/**
 * Keeps the page in step after load: a choice saved in another tab applies here at once, and where the
 * site follows the system, a change of the system setting applies while the reader has not chosen.
 */
export function watchColorMode(config: ColorModeConfig): void {
  // The scripts load after the first paint: a choice or a system change made since the head script ran applies now.
  const current = asMode(readStorage(THEME_KEY)) ?? unchosenMode(config);
  if (current !== shownMode()) show(current);
  window.addEventListener('storage', (event) => {
    // A null key means the whole storage was cleared.
    if (event.key === THEME_KEY || event.key === null) show(asMode(event.newValue) ?? unchosenMode(config));
  });
  if (config.respectPrefersColorScheme) {
    matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (!asMode(readStorage(THEME_KEY))) show(unchosenMode(config));
    });
  }
}

export function setColorMode(mode: ColorMode): void {
  show(mode);
  writeStorage(THEME_KEY, mode);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mode shown now. The server (and hydration) render the site default; the real mode follows at once. */
export function useColorMode(): ColorMode {
  const { colorMode } = useSite();
  return useSyncExternalStore(subscribe, shownMode, () => colorMode.defaultMode);
}
