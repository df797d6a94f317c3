import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { childModuleArgs } from '../helpers/child-module.js';
import { ROOT, tempDir } from '../helpers/site.js';

let dir: string;
let child: ChildProcess;
let port: number;
const PAGE = `<!doctype html><title>Tutorial</title>${'<p>A paragraph of the tutorial.</p>'.repeat(6000)}`;

before(async () => {
  dir = await tempDir();
  await mkdir(path.join(dir, 'docs/guides'), { recursive: true });
  await writeFile(path.join(dir, 'docs/guides/basic-tutorial.html'), PAGE);
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title><p>Home</p>');
  child = spawn(process.execPath, [...childModuleArgs(path.join(ROOT, 'test/helpers/serve-child.ts')), dir, '1500'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
});
after(async () => {
  child.kill();
  await rm(dir, { recursive: true, force: true });
});

const descriptors = () => readdirSync(`/proc/${child.pid}/fd`).length;
const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until `check` holds, for at most `seconds`: the server releases on its own schedule. The bound only
 * catches a leak that never returns; a busy machine's timers can be late by seconds.
 */
async function eventually(check: () => boolean, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 10 && !check(); i++) await sleep(100);
}

function openSocket(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

async function getHome(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/`);
  await res.text();
  return res.status;
}

test('500 pipelined requests from a client that never reads: descriptors and memory return to baseline, others are served meanwhile', async () => {
  assert.equal(await getHome(), 200);
  await sleep(300);
  const baseline = { fds: descriptors(), rss: rssMb() };
  // Two sockets beyond the bound of waiting requests per connection, one within it.
  const attackers = await Promise.all([openSocket(), openSocket(), openSocket()]);
  for (const [i, socket] of attackers.entries()) {
    socket.pause();
    socket.write('GET /docs/guides/basic-tutorial.html HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(i === 2 ? 30 : 500));
  }
  await sleep(1000);
  const during = { fds: descriptors(), rss: rssMb() };
  const served = await Promise.all(Array.from({ length: 20 }, getHome));
  assert.deepEqual(new Set(served), new Set([200]), 'ordinary clients are served while the attack holds its sockets');
  for (const socket of attackers) socket.destroy();
  await eventually(() => descriptors() <= baseline.fds);
  const afterwards = { fds: descriptors(), rss: rssMb() };
  console.log(
    `pipelining attack: fds ${baseline.fds} → ${during.fds} → ${afterwards.fds}; RSS MB ${baseline.rss.toFixed(0)} → ${during.rss.toFixed(0)} → ${afterwards.rss.toFixed(0)}`,
  );
  assert.ok(
    during.fds <= baseline.fds + 10,
    `${during.fds} descriptors open during the attack, ${baseline.fds} before`,
  );
  assert.ok(
    afterwards.fds <= baseline.fds,
    `${afterwards.fds} descriptors open after the attack, ${baseline.fds} before`,
  );
  assert.ok(during.rss - baseline.rss < 40, `memory grew from ${baseline.rss} MB to ${during.rss} MB`);
});

test('pipelined requests read by the client are all answered, in order', async () => {
  const socket = await openSocket();
  const targets = ['/', '/docs/guides/basic-tutorial.html', '/missing', '/'];
  const last = targets.length - 1;
  socket.write(
    targets.map((t, i) => `GET ${t} HTTP/1.1\r\nHost: x\r\n${i === last ? 'Connection: close\r\n' : ''}\r\n`).join(''),
  );
  let text = '';
  socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
  await new Promise((resolve) => socket.on('close', resolve));
  assert.deepEqual(
    [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1])),
    [200, 200, 404, 200],
  );
});

test('an idle connection is closed after the idle timeout; one that sent half a header is too', async () => {
  const idle = await openSocket();
  const half = await openSocket();
  half.write('GET / HTTP/1.1\r\nHost: x\r\n');
  const closed = (socket: Socket) =>
    new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      // The server's idle limit is 1.5 s here; two minutes only tells "closed late" on a busy machine from "never".
      setTimeout(() => resolve(false), 120_000).unref();
    });
  assert.deepEqual(await Promise.all([closed(idle), closed(half)]), [true, true]);
});
