// Docusaurus's fastest mode (DOCUSAURUS_FASTER=1: Rspack, SWC, LightningCSS) on a tree docgen builds too, from the
// benchmark kit's Docusaurus anchor (anchors/docusaurus, as run-anchors.sh builds it), timed by the kit's measure.mjs.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { installAnchor } from './anchor-install.mjs';
import { loadAverage } from './load-average.mjs';

/**
 * A copy of the anchor site in `dir` holding the corpus `corpusDir` with the versions it has (`versions`, newest
 * first, in `versioned_docs/`) and its further locales (`locales`, in `i18n/`), as Docusaurus lays them out; the
 * anchor's packages are linked, not copied. Answers an async function that builds it into `dir/build` and prints one
 * JSON line named `name` (`cold` removes the caches first; otherwise Docusaurus's persistent cache is kept, its warm
 * case), or undefined when the packages cannot be installed. A build running past `limitSeconds` is stopped and is
 * the figure: its time, memory and how far it got.
 */
export function docusaurusSite(kit, corpusDir, dir, { versions = [], locales = [], limitSeconds }) {
  const anchor = path.join(kit, 'anchors/docusaurus');
  const installed = installAnchor(anchor, 'docusaurus', 'Docusaurus');
  if (!installed) return undefined;
  cpSync(anchor, dir, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|\.docusaurus|build|package-lock\.json)$/.test(src),
  });
  symlinkSync(path.join(installed, 'node_modules'), path.join(dir, 'node_modules'));
  cpSync(path.join(corpusDir, 'docs'), path.join(dir, 'docs'), { recursive: true });
  cpSync(path.join(corpusDir, 'sidebars.json'), path.join(dir, 'sidebars.json'));
  if (versions.length > 0) {
    // The anchor's sidebars.js turns the corpus's tree into Docusaurus's sidebars: each version's is that, frozen.
    const sidebars = JSON.stringify(createRequire(import.meta.url)(path.join(dir, 'sidebars.js')));
    mkdirSync(path.join(dir, 'versioned_sidebars'));
    for (const name of versions) {
      cpSync(path.join(corpusDir, `versioned_docs/version-${name}`), path.join(dir, `versioned_docs/version-${name}`), {
        recursive: true,
      });
      writeFileSync(path.join(dir, `versioned_sidebars/version-${name}-sidebars.json`), sidebars);
    }
    writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(versions));
  }
  if (locales.length > 1) {
    cpSync(path.join(corpusDir, 'i18n'), path.join(dir, 'i18n'), { recursive: true });
    // The anchor's config with the locales: Docusaurus reads docusaurus.config.js, which takes the anchor's.
    cpSync(path.join(dir, 'docusaurus.config.js'), path.join(dir, 'anchor.config.js'));
    writeFileSync(
      path.join(dir, 'docusaurus.config.js'),
      `module.exports = { ...require('./anchor.config.js'), i18n: ${JSON.stringify({ defaultLocale: locales[0], locales })} };\n`,
    );
    // A translated site refuses two categories of one label (both would be `sidebar.docs.category.<label>`), which the
    // corpus has: each one after the first gets a `key`, as Docusaurus's error asks. docgen lets them share the id.
    cpSync(path.join(dir, 'sidebars.js'), path.join(dir, 'anchor.sidebars.js'));
    writeFileSync(path.join(dir, 'sidebars.js'), KEYED_SIDEBARS);
  }
  return (name, { cold }) => build(kit, dir, name, { cold, limitSeconds });
}

const KEYED_SIDEBARS = `const seen = new Map();
const keyed = (items) =>
  items.map((item) => {
    if (item.type !== 'category') return item;
    const n = (seen.get(item.label) ?? 0) + 1;
    seen.set(item.label, n);
    return { ...item, ...(n > 1 && { key: \`\${item.label}-\${n}\` }), items: keyed(item.items) };
  });
module.exports = { docs: keyed(require('./anchor.sidebars.js').docs) };
`;

/**
 * One timed `docusaurus build`: resolves once its line is printed, to whether it finished (false: stopped at the limit);
 * rejects when it fails.
 */
async function build(kit, dir, name, { cold, limitSeconds }) {
  // The cache is the linked packages' (node_modules/.cache), as in the anchor's own build.sh.
  if (cold)
    for (const cache of ['.docusaurus', 'node_modules/.cache', 'build'])
      rmSync(path.join(dir, cache), { recursive: true, force: true });
  const result = path.join(dir, `measure-${cold ? 'cold' : 'warm'}.json`);
  const before = loadAverage();
  const child = spawn(
    process.execPath,
    [
      path.join(kit, 'lib/measure.mjs'),
      '--json',
      result,
      '--',
      'node_modules/.bin/docusaurus',
      'build',
      '--out-dir',
      'build',
    ],
    { cwd: dir, env: { ...process.env, DOCUSAURUS_FASTER: '1', NODE_ENV: 'production', DOCUSAURUS_TELEMETRY: '0' } },
  );
  let output = '';
  const keep = (data) => (output = (output + data).slice(-20000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let stopped = false;
  const limit = limitSeconds
    ? setTimeout(() => {
        stopped = true;
        stopTimed(child.pid);
      }, limitSeconds * 1000)
    : undefined;
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearTimeout(limit);
  const measured = existsSync(result) ? JSON.parse(readFileSync(result, 'utf8')) : undefined;
  if (!stopped && code !== 0) throw new Error(`${name} failed:\n${output.slice(-4000)}`);
  console.log(
    JSON.stringify({
      name,
      ...(stopped && {
        stopped: `after ${limitSeconds} s (BENCH_DOCUSAURUS_LIMIT), unfinished`,
        lastOutput: lastLines(output),
      }),
      seconds: measured?.wallSec ?? null,
      cpuSeconds: measured?.userSec == null ? null : Number((measured.userSec + measured.sysSec).toFixed(2)),
      peakMB: measured ? Math.round(measured.treePeakRssMB) : null,
      pages: htmlFiles(path.join(dir, 'build')),
      loadAverage: { before, after: loadAverage() },
    }),
  );
  return !stopped;
}

/**
 * Kills what measure.mjs (`measurePid`) runs under /usr/bin/time, which then still writes its times and peak memory:
 * Docusaurus outlives SIGINT and SIGTERM while it compiles, and stopping measure.mjs or time would leave it running.
 */
function stopTimed(measurePid) {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [, ppid, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [{ pid: Number(pid), ppid: Number(ppid), group: Number(group) }];
      } catch {
        return [];
      }
    });
  // measure.mjs starts /usr/bin/time in a process group of its own, which holds Docusaurus and its workers.
  const time = processes.find((p) => p.ppid === measurePid);
  for (const p of processes) if (time && p.group === time.pid && p.pid !== time.pid) process.kill(p.pid, 'SIGKILL');
}

/** The last lines Docusaurus printed: which locale and stage it had reached. */
function lastLines(output) {
  return output
    .split('\n')
    .map((line) => line.replace(/\u001b\[[\d;]*m/g, '').trim())
    .filter((line) => line && !line.startsWith('[measure]'))
    .slice(-3)
    .join(' / ');
}

/** The HTML pages a build wrote: how far it got when it was stopped. */
function htmlFiles(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
}
