// npm run bench (after bench.mjs): `docgen serve` under 200 concurrent keep-alive clients for 10 s
// on loopback, on the built craft.js site. One JSON line: requests, rate, latencies and failures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './lib/load.js';
import { discard } from './lib/trash.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'bin/docgen.js');
const clients = Number(process.env.BENCH_CLIENTS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const out = await mkdtemp(path.join(os.tmpdir(), 'docgen-bench-serve-'));
const site = path.join(out, 'site');
try {
  const built = spawnSync(process.execPath, [bin, 'build', '--out-dir', site], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
  const server = spawn(process.execPath, [bin, 'serve', '--no-build', '--out-dir', site, '--port', '0'], { cwd: root });
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (d: Buffer) => {
        output += d;
        const found = /at (http:\/\/[\d.:]+)\//.exec(output);
        if (found) resolve(found[1]!);
      });
      server.on('exit', (code) => reject(new Error(`docgen serve exited with ${code}`)));
    });
    // A page view's requests: documents, and the hashed script and stylesheet every page loads.
    const home = await readFile(path.join(site, 'index.html'), 'utf8');
    const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!).slice(0, 3);
    const paths = ['/', '/docs/overview', '/docs/api/editor', '/docs/guides/basic-tutorial', ...assets];
    const result = await runLoad({ origin, paths, clients, seconds, headers: { 'accept-encoding': 'br, gzip' } });
    console.log(JSON.stringify({ name: `serve: ${clients} keep-alive clients for ${seconds} s`, ...result }));
    if (Object.keys(result.failures).length > 0) process.exitCode = 1;
  } finally {
    server.kill();
  }
} finally {
  discard(out);
}
