// Docusaurus's fastest mode (DOCUSAURUS_FASTER=1: Rspack, SWC, LightningCSS) on a tree docgen builds too, from the
// benchmark kit's Docusaurus anchor (anchors/docusaurus, as run-anchors.sh builds it), timed by the kit's measure.mjs.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A copy of the anchor site in `dir` holding the corpus `corpusDir` with its versions (`names`, newest first), as
 * Docusaurus lays them out; the anchor's packages are linked, not copied, and installed first when missing.
 * Answers a function that builds it into `dir/build` and prints one JSON line named `name` (`cold` removes the
 * caches first; otherwise Docusaurus's persistent cache is kept, its warm case).
 */
export function docusaurusVersionedSite(kit, corpusDir, names, dir) {
  const anchor = path.join(kit, 'anchors/docusaurus');
  if (!existsSync(path.join(anchor, 'node_modules/.bin/docusaurus'))) {
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: anchor, stdio: 'inherit' });
    if (install.status !== 0) return undefined;
  }
  cpSync(anchor, dir, { recursive: true, filter: (src) => !/[\\/](node_modules|\.docusaurus|build)$/.test(src) });
  symlinkSync(path.join(anchor, 'node_modules'), path.join(dir, 'node_modules'));
  cpSync(path.join(corpusDir, 'docs'), path.join(dir, 'docs'), { recursive: true });
  cpSync(path.join(corpusDir, 'sidebars.json'), path.join(dir, 'sidebars.json'));
  // The anchor's sidebars.js turns the corpus's tree into Docusaurus's sidebars: each version's is that, frozen.
  const sidebars = JSON.stringify(createRequire(import.meta.url)(path.join(dir, 'sidebars.js')));
  mkdirSync(path.join(dir, 'versioned_sidebars'));
  for (const name of names) {
    cpSync(path.join(corpusDir, 'docs'), path.join(dir, `versioned_docs/version-${name}`), { recursive: true });
    writeFileSync(path.join(dir, `versioned_sidebars/version-${name}-sidebars.json`), sidebars);
  }
  writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(names));
  return (name, { cold }) => {
    // The cache is the linked packages' (node_modules/.cache), as in the anchor's own build.sh.
    if (cold)
      for (const cache of ['.docusaurus', 'node_modules/.cache', 'build'])
        rmSync(path.join(dir, cache), { recursive: true, force: true });
    const result = path.join(dir, `measure-${cold ? 'cold' : 'warm'}.json`);
    const run = spawnSync(
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
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, DOCUSAURUS_FASTER: '1', NODE_ENV: 'production', DOCUSAURUS_TELEMETRY: '0' },
      },
    );
    if (run.status !== 0) throw new Error(`${name} failed:\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
    const measured = JSON.parse(readFileSync(result, 'utf8'));
    console.log(
      JSON.stringify({
        name,
        seconds: measured.wallSec,
        cpuSeconds: Number((measured.userSec + measured.sysSec).toFixed(2)),
        peakMB: Math.round(measured.treePeakRssMB),
      }),
    );
  };
}
