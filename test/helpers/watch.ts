import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { after, before } from 'node:test';
import { painterFor } from '../../src/cli/report.js';
import { serveWatch, type WatchServer } from '../../src/watch/serve-watch.js';
import { copyOfFixtureSite } from './site.js';

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

/** Watch mode on a site, logging into an array, once its first pass has rendered every page. */
export async function startWatch(configFile: string): Promise<{ server: WatchServer; log: string[] }> {
  const log: string[] = [];
  const server = await serveWatch({
    configFile,
    host: '127.0.0.1',
    port: 0,
    log: (line) => log.push(line),
    paint: painterFor({}),
  });
  await server.idle();
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

/**
 * Watch mode on a copy of the fixture site `name`, shared by the tests of a file: started before them
 * (after `prepare` changed the copy), closed and removed after them. With `events`, a live-reload
 * connection is open before the first test, as an open page holds it.
 */
export function watchFixtureSite(
  name: string,
  options: { events?: boolean; prepare?: (dir: string) => Promise<void> } = {},
) {
  let site: { dir: string; config: string } | undefined;
  let started: { server: WatchServer; log: string[] } | undefined;
  let connection: ReturnType<typeof listenToEvents> | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('watch mode is started by the before() hook of watchFixtureSite');
    return value;
  };
  before(async () => {
    site = await copyOfFixtureSite(name);
    await options.prepare?.(site.dir);
    started = await startWatch(site.config);
    if (!options.events) return;
    const { server } = started;
    connection = listenToEvents(server.url);
    await waitFor('the event stream', () => server.connections === 1);
  });
  after(async () => {
    connection?.close();
    await started?.server.close();
    if (site) await rm(site.dir, { recursive: true, force: true });
  });
  const watched = {
    get dir() {
      return ready(site).dir;
    },
    get server() {
      return ready(started).server;
    },
    /** The lines watch mode printed, in order. */
    get log() {
      return ready(started).log;
    },
    get events() {
      return ready(connection);
    },
    /** A file of the site copy, by its path in the site. */
    file: (p: string) => path.join(watched.dir, p),
    get: (p: string) => fetch(new URL(p, watched.server.url)),
    text: async (p: string) => (await watched.get(p)).text(),
    /** Saves an edit of a file and waits for the reload event that follows (that names `htmlFile`, when given). */
    async editAndReload(p: string, edit: (old: string) => string, htmlFile?: string) {
      const from = watched.events.received.length;
      await save(watched.file(p), edit(await readFile(watched.file(p), 'utf8')));
      return watched.events.next(
        'reload',
        from,
        (d) => htmlFile === undefined || ((d.files as string[] | undefined)?.includes(htmlFile) ?? false),
      );
    },
  };
  return watched;
}
