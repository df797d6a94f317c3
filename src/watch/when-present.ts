import { existsSync, watch, type FSWatcher, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** How often a path is looked for where no folder above it can be watched (the system's watches are used up). */
const POLL_MS = 250;

/**
 * Calls `found` once `target` exists, and answers a function that stops looking. The nearest folder above it that
 * exists is watched, and the path looked for on each of that folder's events; a folder made on the way moves the
 * watch into it. A poll every 250 ms of each path a site lacks (static/, i18n/, versions.json) took some 1.4 s of
 * stat calls in 40 s of a loaded machine's profile of `serve --watch`; this does nothing until a folder changes.
 */
export function whenPresent(target: string, found: (stats: Stats) => void): () => void {
  let folder: string | undefined;
  let watcher: FSWatcher | undefined;
  let poll: NodeJS.Timeout | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    watcher?.close();
    clearInterval(poll);
  };
  const look = () => {
    if (stopped) return;
    stat(target).then(
      (stats) => {
        if (stopped) return;
        stop();
        found(stats);
      },
      () => watchNearest(),
    );
  };
  function watchNearest(): void {
    if (stopped) return;
    let dir = path.dirname(target);
    while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    if (dir === folder) return;
    watcher?.close();
    folder = dir;
    try {
      watcher = watch(dir, look);
      // The folder went: the next look finds the one above it.
      watcher.on('error', () => {
        watcher?.close();
        folder = undefined;
        look();
      });
    } catch {
      watcher = undefined;
      poll ??= setInterval(look, POLL_MS);
    }
    // What appeared before the watch began is found now.
    look();
  }
  watchNearest();
  return stop;
}
