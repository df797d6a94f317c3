import { Worker, type WorkerOptions } from 'node:worker_threads';
import { compiledModuleUrl } from './compiled-module.js';

/**
 * Starts a worker thread on a module of the engine. Compiled, that is a .js file of dist/. Run from
 * its sources under tsx (the tests), loader hooks registered with --import do not reach threads, so
 * the thread registers its own before importing the .ts module, unless the test runner compiled it (compiledModule).
 */
export function startWorker(module: URL, options: WorkerOptions): Worker {
  const compiled = compiledModuleUrl(module);
  if (compiled) return new Worker(compiled, options);
  if (!module.pathname.endsWith('.ts')) return new Worker(module, options);
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
