// Watch mode's search thread: indexing a large site takes longer than a reload should wait, and
// must not hold up the render threads either.
import { parentPort, workerData } from 'node:worker_threads';
import { buildSearchIndex, type SearchIndexInput } from '../search/build-index.js';

parentPort!.postMessage(buildSearchIndex(workerData as SearchIndexInput));
