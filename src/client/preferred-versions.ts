import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { SiteData } from '../shared/model.js';
import { DEFAULT_PLUGIN_ID, preferredVersionKey } from '../shared/storage-keys.js';
import { readStorage, writeStorage } from './storage.js';

/** The reader's preferred version of each docs instance, by its `docsPluginId`: those stored only. */
export type PreferredVersions = Record<string, string>;

// Told to the navbar of this tab; another tab's change arrives as a `storage` event.
const CHANGED = 'docgen:preferred-version';

export function savePreferredVersion(pluginId: string, name: string): void {
  writeStorage(preferredVersionKey(pluginId), name);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The stored preferred versions, for the navbar's items off the docs of their instance. The server knows none, and
 * hydration renders what the server did: the stored ones apply right after, so the page never mismatches.
 */
export function usePreferredDocsVersions(site: SiteData): PreferredVersions {
  const ids = useMemo(() => [DEFAULT_PLUGIN_ID, ...(site.docs.instances ?? []).map((i) => i.id)], [site]);
  // A string, so that an unchanged store is the same snapshot.
  const snapshot = useCallback(
    () => JSON.stringify(Object.fromEntries(ids.map((id) => [id, readStorage(preferredVersionKey(id))]))),
    [ids],
  );
  const stored = useSyncExternalStore(subscribe, snapshot, () => '{}');
  return useMemo(() => {
    const byId = JSON.parse(stored) as Record<string, string | null>;
    return Object.fromEntries(Object.entries(byId).filter((e): e is [string, string] => e[1] !== null));
  }, [stored]);
}
