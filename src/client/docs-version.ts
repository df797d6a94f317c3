import type { SiteData } from '../shared/model.js';
import { readStorage, removeStorage, writeStorage } from './storage.js';
import { preferredVersionKey } from '../shared/storage-keys.js';

/** docgen has one docs plugin; Docusaurus calls the default one "default". */
const PLUGIN_ID = 'default';

type DocsVersion = SiteData['docs']['version'];

/** A stored version the site no longer has (removed or renamed) is dropped, so nothing can lead to it. */
export function forgetUnknownPreferredVersion(version: DocsVersion): void {
  const stored = readStorage(preferredVersionKey(PLUGIN_ID));
  if (stored !== null && stored !== version.name) removeStorage(preferredVersionKey(PLUGIN_ID));
}

/** Reading a doc makes its version the reader's preferred one. */
export function rememberPreferredVersion(version: DocsVersion): void {
  writeStorage(preferredVersionKey(PLUGIN_ID), version.name);
}
