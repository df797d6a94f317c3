// A render thread of the pool: the Renderer, fed over the thread's port.
import { parentPort } from 'node:worker_threads';
import { Renderer, type RenderRequest } from './renderer.js';

const port = parentPort!;
const renderer = new Renderer((reply) => port.postMessage(reply));
// Requests are chained, not awaited side by side: a render must not overtake the theme sent before it.
let queue = Promise.resolve();
port.on('message', (request: RenderRequest) => {
  renderer.arrived(request);
  queue = queue.then(() => renderer.handle(request));
});
