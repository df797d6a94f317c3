// Watch mode's search thread: indexing a large site takes longer than a reload should wait, and
// must not hold up the render threads either.
import { parentPort } from 'node:worker_threads';
import { buildSearchIndex, type SearchIndexInput } from '../search/build-index.js';

parentPort!.on('message', ({ id, input }: { id: number; input: SearchIndexInput }) => {
  parentPort!.postMessage({ id, index: buildSearchIndex(input) });
});
