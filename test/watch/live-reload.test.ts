import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { after, test } from 'node:test';
import { DocgenError } from '../../src/errors.js';
import { createLiveReload, EVENTS_PATH, type LiveReloadLimits } from '../../src/watch/live-reload.js';

const servers: Server[] = [];
after(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

async function liveServer(limits: LiveReloadLimits) {
  const live = createLiveReload(async () => '', limits);
  const server = createServer((req, res) => {
    if (!live.intercept(req, res)) res.end('a page\n');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const connections = () => new Promise<number>((resolve) => server.getConnections((_, n) => resolve(n)));
  return { live, port, connections, server };
}

/** An event-stream client that sends its request and never reads a byte of the answer. */
function silentClient(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${EVENTS_PATH} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      socket.pause();
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

const until = async (check: () => Promise<boolean> | boolean) => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
};

test(
  'a flood of event-stream clients that never read is held to the cap per server: the oldest go, pages are served',
  { timeout: 60_000 },
  async () => {
    const { live, port, connections } = await liveServer({ maxClients: 20 });
    const flood: Socket[] = [];
    for (let i = 0; i < 300; i++) flood.push(await silentClient(port));
    await until(() => live.clientCount === 20);
    await until(async () => (await connections()) <= 20);
    assert.equal(live.clientCount, 20);
    const page = await fetch(`http://127.0.0.1:${port}/docs/intro`);
    assert.equal(await page.text(), 'a page\n');
    live.reload();
    live.close();
    for (const socket of flood) socket.destroy();
  },
);

test('a client that does not take what is written is closed after the write timeout', { timeout: 60_000 }, async () => {
  const { live, port, connections } = await liveServer({ writeTimeoutMs: 500 });
  const stalled = await silentClient(port);
  await until(() => live.clientCount === 1);
  // Megabytes of errors fill the socket's buffers, which the stalled client never empties.
  const big = new DocgenError('x'.repeat(1024 * 1024));
  for (let i = 0; i < 16; i++) live.showErrors([big]);
  await until(async () => live.clientCount === 0 && (await connections()) === 0);
  live.close();
  stalled.destroy();
});
