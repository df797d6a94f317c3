// One `docgen build` in a child process, timed: wall seconds, CPU seconds and peak memory (with /usr/bin/time).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadAverage } from './load-average.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds `config` into `out` and prints one JSON line named `name`; throws with the build's errors when it fails. */
export function timedBuild(name, config, out) {
  const useTime = existsSync('/usr/bin/time');
  const args = [
    ...(useTime ? ['-f', 'MAXRSS %M CPU %U %S', process.execPath] : []),
    path.join(root, 'bin/docgen.js'),
    'build',
    '--config',
    config,
    '--out-dir',
    out,
  ];
  const before = loadAverage();
  const started = process.hrtime.bigint();
  const run = spawnSync(useTime ? '/usr/bin/time' : process.execPath, args, {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`${name} failed:\n${run.stderr}`);
  const measured = /MAXRSS (\d+) CPU ([\d.]+) ([\d.]+)/.exec(run.stderr);
  const pages = /built (\d+) pages/.exec(run.stdout);
  const cached = /\((\d+) rendered, \d+ from the build cache\)/.exec(run.stdout);
  console.log(
    JSON.stringify({
      name,
      pages: pages ? Number(pages[1]) : null,
      rendered: cached ? Number(cached[1]) : pages ? Number(pages[1]) : null,
      seconds: Number(seconds.toFixed(3)),
      cpuSeconds: measured ? Number((Number(measured[2]) + Number(measured[3])).toFixed(2)) : null,
      peakMB: measured ? Math.round(Number(measured[1]) / 1024) : null,
      loadAverage: { before, after: loadAverage() },
    }),
  );
}
