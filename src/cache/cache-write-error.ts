import { systemErrorAsUserError } from '../errors.js';
import { shownPath } from '../util/shown-path.js';

/**
 * A write into a folder of docgen's own (the cache, or with --no-cache the server bundle's temporary folder) that the
 * system refused, told with its path and what to do; other failures are left as they are.
 */
export function cacheWriteError(error: unknown, dir: string): unknown {
  const hint =
    `make ${shownPath(dir)} a folder you can write to, with room on its disk, or set cacheDir in the config ` +
    'to another folder; with --no-cache, nothing is kept there (only a temporary folder in TMPDIR is used)';
  return systemErrorAsUserError(error, hint) ?? error;
}
