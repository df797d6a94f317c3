import type { Worker } from 'node:worker_threads';
import type { SearchIndexFiles, SearchIndexInput } from '../search/build-index.js';
import { startWorker } from '../util/start-worker.js';

const WORKER = new URL(import.meta.url.endsWith('.ts') ? './search-worker.ts' : '../watch/search-worker.js', import.meta.url);

/** Builds search indexes on a thread of its own, started on first use and again if it ever stops. */
export class SearchThread {
  private worker?: Worker;
  private pending = new Map<number, { resolve(index: SearchIndexFiles): void; reject(error: Error): void }>();
  private nextId = 0;

  index(input: SearchIndexInput): Promise<SearchIndexFiles> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
  }

  private start(): Worker {
    const worker = startWorker(WORKER, {});
    worker.on('message', ({ id, index }: { id: number; index: SearchIndexFiles }) => {
      this.pending.get(id)?.resolve(index);
      this.pending.delete(id);
    });
    const stop = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`the search thread stopped (exit code ${code})`)));
    worker.unref();
    return worker;
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }
}
