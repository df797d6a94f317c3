// Installs a benchmark kit anchor's packages (anchors/<name>) outside the read-only kit, for the benchmarks that run it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { discard } from './trash.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** The registry here drops idle connections now and then: each package is fetched again, after a longer wait each time. */
const retries = ['--fetch-retries=6', '--fetch-retry-mintimeout=20000', '--fetch-retry-maxtimeout=120000'];

/**
 * The packages of the kit's anchor `name` (its folder `anchor`, its command node_modules/.bin/<name>, `title` in
 * messages), installed from a copy of its package.json and lock file in node_modules/.cache/<name>-anchor: the kit is
 * read only, and the copy stays between runs (not bench-trash). Answers the folder holding `node_modules`, or undefined
 * (said in one line) when they cannot be installed. `npm ci` is tried first; when it refuses the kit's lock (see
 * `ciRefusal`), `npm install` in the copy completes the lock, which the output says.
 */
export function installAnchor(anchor, name, title) {
  const installDir = path.join(root, `node_modules/.cache/${name}-anchor`);
  const label = `the kit's ${title} anchor`;
  const manifests = ['package.json', 'package-lock.json'];
  const same = manifests.every(
    (file) =>
      existsSync(path.join(installDir, `anchor-${file}`)) &&
      readFileSync(path.join(installDir, `anchor-${file}`), 'utf8') === readFileSync(path.join(anchor, file), 'utf8'),
  );
  if (same && existsSync(path.join(installDir, `node_modules/.bin/${name}`))) return installDir;
  // Set aside, not removed: removing its files now would slow the builds measured next (see lib/trash.mjs).
  if (existsSync(installDir)) discard(installDir);
  mkdirSync(installDir, { recursive: true });
  for (const file of manifests) cpSync(path.join(anchor, file), path.join(installDir, file));
  const npm = (command) =>
    spawnSync('npm', [command, '--no-audit', '--no-fund', ...retries], { cwd: installDir, encoding: 'utf8' });
  const ci = npm('ci');
  if (ci.status !== 0) {
    note(label, `npm ci of ${label} failed: ${ciRefusal(ci.stderr)}; installing with npm install instead`);
    const install = npm('install');
    if (install.status !== 0) {
      note(label, `npm install of ${label} failed: ${lastError(install.stderr)}`);
      return undefined;
    }
  }
  // The kit's files as they were when installed: a changed anchor is installed again.
  for (const file of manifests) cpSync(path.join(anchor, file), path.join(installDir, `anchor-${file}`));
  return installDir;
}

/**
 * Why `npm ci` refused the lock, in one line. The kit's lock lacks entries for optional packages its packages list:
 * the other platforms' builds of @swc/core (a lock written by an install on one platform), and of @swc/html, whose
 * 1.16.21 names platform packages of that version that were never published (only linux-x64-gnu was), so no lock
 * can hold them: `npm install` skips an optional package it cannot find, `npm ci` fails on it.
 */
function ciRefusal(stderr) {
  const missing = [...stderr.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((m) => m[1]);
  if (missing.length === 0) return lastError(stderr);
  const owners = [...new Set(missing.map((name) => name.replace(/-[^/]*$/, '')))];
  return `its package-lock.json lacks ${missing.length} optional platform packages that ${owners.join(' and ')} list (${missing[0]}…)`;
}

function lastError(stderr) {
  return (
    stderr
      .split('\n')
      .filter((line) => /npm error (code|.*(timeout|fetch|ENOTFOUND|ECONN))/i.test(line))
      .slice(-2)
      .join(' / ') || stderr.trim().split('\n').at(-1)
  );
}

function note(label, text) {
  console.log(JSON.stringify({ name: label, note: text }));
}
