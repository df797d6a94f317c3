import { rename, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { painterFor } from '../../src/cli/report.js';
import { serveWatch, type WatchServer } from '../../src/watch/serve-watch.js';

/**
 * Polls until `check` answers something truthy; fails with `what` after `timeoutMs`: two minutes by default,
 * a limit for hangs that a slow, busy machine stays far below.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface ReceivedEvent {
  type: string;
  data: Record<string, unknown>;
}

/** A live-reload connection as a browser holds it, recording every event. */
export function listenToEvents(url: string) {
  const received: ReceivedEvent[] = [];
  let buffer = '';
  const req = request(new URL('/__docgen/events', url), (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (type && data) received.push({ type, data: JSON.parse(data) as Record<string, unknown> });
      }
    });
  });
  req.on('error', () => {});
  req.end();
  return {
    received,
    /** The first event after the `from`-th one that matches. */
    next(
      type: string,
      from: number,
      match: (data: Record<string, unknown>) => boolean = () => true,
      timeoutMs?: number,
    ) {
      return waitFor(
        `a "${type}" event`,
        () => received.slice(from).find((e) => e.type === type && match(e.data))?.data,
        timeoutMs,
      );
    },
    close: () => req.destroy(),
  };
}

/** Watch mode on a site, logging into an array. */
export async function startWatch(configFile: string): Promise<{ server: WatchServer; log: string[] }> {
  const log: string[] = [];
  const server = await serveWatch({
    configFile,
    host: '127.0.0.1',
    port: 0,
    log: (line) => log.push(line),
    paint: painterFor({}),
  });
  return { server, log };
}

/**
 * Writes a file the way most editors save: a hidden temporary file renamed over the old one. The
 * tests run the server in their own process, where a plain write's truncate and write steps could
 * be seen apart; an editor, in another process, writes in one go.
 */
export async function save(file: string, contents: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
