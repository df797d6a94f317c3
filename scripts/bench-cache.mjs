// npm run bench (after bench.mjs): the build cache on the 1,000-page corpus, one JSON line each.
//   cold:        a build with an empty cache (which fills it)
//   warm:        the same build again, nothing changed
//   one changed: one doc's body edited, then built
//   watch first page: `serve --watch` from spawn to the first doc page served, with an empty cache, then from the cache
// Each build writes into a fresh output folder, as bench.mjs's do, but for one row that replaces the previous output,
// as a user's second `docgen build` does (removing the old folder's files is part of that row).
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeCorpus } from './lib/corpus.mjs';
import { timedBuild as runBuild } from './lib/timed-build.mjs';
import { discard } from './lib/trash.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pages = Number(process.env.BENCH_CACHE_PAGES ?? 1000);
const corpus = makeCorpus(pages);
if (!corpus) process.exit(0);
const { typical } = JSON.parse(readFileSync(path.join(corpus.dir, 'corpus.json'), 'utf8'));
let outs = 0;

function timedBuild(name, out = path.join(corpus.dir, `build-${outs++}`)) {
  runBuild(`corpus ${pages} pages (${name})`, corpus.config, out);
}

/** Seconds from starting `serve --watch` to the typical doc page answering with its content. */
async function watchFirstPage(name) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'bin/docgen.js'), 'serve', '--watch', '--config', corpus.config, '--port', '0'],
    { env: { ...process.env, NO_COLOR: '1' } },
  );
  try {
    const url = await new Promise((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (d) => {
        output += d;
        const found = /serving (http:\/\/\S+)/.exec(output);
        if (found) resolve(found[1]);
      });
      child.on('exit', (code) => reject(new Error(`serve --watch exited with ${code}:\n${output}`)));
    });
    for (;;) {
      const res = await fetch(new URL(`/docs/${typical}`, url)).catch(() => undefined);
      if (res?.status === 200 && (await res.text()).includes('</html>')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      JSON.stringify({
        name: `corpus ${pages} pages: serve --watch first page (${name})`,
        seconds: Number(seconds.toFixed(3)),
      }),
    );
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

try {
  timedBuild('cold, empty cache', path.join(corpus.dir, 'build'));
  timedBuild('warm, nothing changed');
  timedBuild('warm, nothing changed, replacing the previous output', path.join(corpus.dir, 'build'));
  appendFileSync(path.join(corpus.dir, 'docs', `${typical}.md`), '\nOne more paragraph, written between two builds.\n');
  timedBuild('warm, one doc changed');
  await watchFirstPage('empty cache');
  await watchFirstPage('from the cache');
} finally {
  discard(corpus.dir);
}
