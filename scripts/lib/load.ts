import { Agent, request } from 'node:http';

export interface LoadOptions {
  /** Origin of the server, "http://127.0.0.1:3000". */
  origin: string;
  /** Paths requested in turn by each client. */
  paths: string[];
  clients: number;
  /** How long the load lasts: for measuring speed (the benchmarks). */
  seconds?: number;
  /** Or how many requests each client sends: a fixed amount of work, whatever the machine's speed (the tests). */
  requestsPerClient?: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  /** Answers that were not 200, and connection errors, by status or error code. */
  failures: Record<string, number>;
  perSecond: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
}

/**
 * `clients` keep-alive connections, each sending its next request as soon as the previous answer
 * has been read in full, for `seconds` or `requestsPerClient` requests: how a crowd of browsers loads a
 * site, without a think time.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const deadline = performance.now() + (options.seconds ?? 0) * 1000;
  const more = (sent: number) =>
    options.requestsPerClient !== undefined ? sent < options.requestsPerClient : performance.now() < deadline;
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const fail = (key: string) => (failures[key] = (failures[key] ?? 0) + 1);
  const started = performance.now();

  const once = (path: string) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const req = request(`${options.origin}${path}`, { agent, headers: options.headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          latencies.push(performance.now() - sent);
          if (res.statusCode !== 200) fail(String(res.statusCode));
          resolve();
        });
        res.on('error', (error: NodeJS.ErrnoException) => {
          fail(error.code ?? error.message);
          resolve();
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        fail(error.code ?? error.message);
        resolve();
      });
      req.end();
    });

  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let sent = 0; more(sent); sent++) await once(options.paths[(client + sent) % options.paths.length]!);
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1));
  return {
    requests: latencies.length,
    failures,
    perSecond: Math.round(latencies.length / seconds),
    p50ms: at(0.5),
    p99ms: at(0.99),
    maxMs: at(1),
  };
}
