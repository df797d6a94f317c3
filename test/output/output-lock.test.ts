import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { lockOutput } from '../../src/output/output-lock.js';
import { ROOT, tempDir } from '../helpers/site.js';

let dir: string;
const out = () => path.join(dir, 'build');
const lock = () => path.join(dir, '.build.lock');
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

before(async () => {
  dir = await tempDir();
});
after(() => rm(dir, { recursive: true, force: true }));

/**
 * A process that takes the lock `rounds` times, each time making a file of its own inside the locked section
 * exclusively (so that two holders at once show as EEXIST), and every other time leaving the lock as a crashed
 * build would: naming a process that is gone, for the others to take over.
 */
const RACER = `
import { open, rename, rm, writeFile } from 'node:fs/promises';
import { lockOutput } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'src/output/output-lock.ts')).href)};
const [outDir, inside, lock, dead, rounds] = process.argv.slice(2);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
for (let got = 0; got < Number(rounds); ) {
  let unlock;
  try {
    unlock = await lockOutput(outDir);
  } catch (error) {
    if (!/^another docgen build/.test(error.message)) throw error;
    await pause(Math.random() * 3);
    continue;
  }
  const mine = await open(inside, 'wx').catch((error) => {
    console.log('two holders at once: ' + error.code);
    process.exit(1);
  });
  await pause(1);
  await mine.close();
  await rm(inside);
  if (++got % 2) {
    await writeFile(lock + '.crash', dead);
    await rename(lock + '.crash', lock);
  } else await unlock();
}
`;

test('four builds racing for one output, with stale locks to take over, never hold the lock at once', async () => {
  const racer = path.join(dir, 'racer.mjs');
  await writeFile(racer, RACER);
  const args = [out(), path.join(dir, 'inside'), lock(), String(deadPid()), '25'];
  const runs = Array.from(
    { length: 4 },
    () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', racer, ...args], { cwd: ROOT });
        let output = '';
        child.stdout.on('data', (d: Buffer) => (output += d));
        child.stderr.on('data', (d: Buffer) => (output += d));
        child.on('close', (code) => resolve({ code, output }));
      }),
  );
  for (const { code, output } of await Promise.all(runs)) assert.equal(code, 0, output);
  // The last holder left a stale lock; the next build takes it over and removes what the racers left.
  const unlock = await lockOutput(out());
  await unlock();
  assert.deepEqual(
    (await readdir(dir)).filter((f) => f !== 'racer.mjs'),
    [],
  );
});

test('a lock that names no process yet is held while it is young, and taken over once its age proves it left behind', async () => {
  await writeFile(lock(), '');
  await assert.rejects(lockOutput(out()), { message: `another docgen build is writing ${out()}` });
  const minuteAgo = new Date(Date.now() - 60_000);
  await utimes(lock(), minuteAgo, minuteAgo);
  const unlock = await lockOutput(out());
  await unlock();
  await writeFile(lock(), String(deadPid()));
  await (
    await lockOutput(out())
  )();
  await writeFile(lock(), String(process.ppid));
  await assert.rejects(lockOutput(out()), {
    message: `another docgen build (process ${process.ppid}) is writing ${out()}`,
  });
  await rm(lock());
});
