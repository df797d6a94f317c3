import type { SearchIndexFiles, SearchIndexInput } from '../search/build-index.js';
import { startWorker } from '../util/start-worker.js';

const WORKER = new URL(import.meta.url.endsWith('.ts') ? './search-worker.ts' : '../watch/search-worker.js', import.meta.url);

/**
 * Builds a search index on a thread of its own, started for this index and stopped once it is done:
 * indexing a large site leaves far more garbage than the index itself, and a thread kept alive held on
 * to that memory between changes. Starting one costs milliseconds; the index comes after the pages anyway.
 */
export function indexOnThread(input: SearchIndexInput): Promise<SearchIndexFiles> {
  const worker = startWorker(WORKER, { workerData: input });
  return new Promise<SearchIndexFiles>((resolve, reject) => {
    worker.once('message', (index: SearchIndexFiles) => {
      resolve(index);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search thread stopped (exit code ${code})`)));
  });
}
