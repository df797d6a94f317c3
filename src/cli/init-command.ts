import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deployPlan, type DeployHost } from '../init/deploy-files.js';
import { withDocgenIgnores } from '../init/gitignore.js';
import { packageName, withDocsScripts } from '../init/package-scripts.js';
import { starterSiteFiles } from '../init/starter-site.js';
import { writeNewSite } from '../init/write-site.js';
import { painterFor } from './report.js';

export interface InitOptions {
  /** The folder of the new site; created when missing. */
  dir: string;
  /** docgen's version, for the dev dependency of a package.json init creates. */
  version: string;
  /** The host to write a deploy workflow or config for. */
  deploy?: DeployHost;
}

const readIfThere = (file: string) => readFile(file, 'utf8').catch(() => undefined);

/**
 * Writes a small working site, the npm scripts to run it and the .gitignore lines it needs (added to the site's own
 * files, never replacing a line or a script), and with `deploy` the host's workflow; then says what to run.
 */
export async function runInit(options: InitOptions): Promise<void> {
  const root = path.resolve(options.dir);
  const folder = path.basename(root);
  const deploy = options.deploy ? deployPlan(options.deploy, root, packageName(folder)) : undefined;
  const files = { ...(await starterSiteFiles(options.dir, deploy?.address)), ...deploy?.files };
  // Both are worked out before anything is written, so a package.json docgen cannot read leaves the folder as it was.
  const pkgFile = path.join(root, 'package.json');
  const pkgBefore = await readIfThere(pkgFile);
  const scripts = withDocsScripts(pkgBefore, folder, options.version);
  const ignoreFile = path.join(root, '.gitignore');
  const ignoreBefore = await readIfThere(ignoreFile);
  const ignores = withDocgenIgnores(ignoreBefore);

  const written = await writeNewSite(options.dir, files);
  if (scripts.text !== pkgBefore) await writeFile(pkgFile, scripts.text);
  if (ignores.text !== (ignoreBefore ?? '')) await writeFile(ignoreFile, ignores.text);

  const { green, dim } = painterFor(process.stdout);
  const relative = path.relative(process.cwd(), root);
  const where = relative.startsWith('..') ? root : relative;
  const lines = [`${green('✓')} created a site with ${written.length} files in ${where || 'this folder'}`];
  const list = (names: string[]) => names.join(', ');
  if (pkgBefore === undefined) lines.push(`  package.json: created, with the scripts ${list(scripts.added)}`);
  else if (scripts.added.length > 0) lines.push(`  package.json: added the scripts ${list(scripts.added)}`);
  if (scripts.kept.length > 0)
    lines.push(`  package.json: kept your own ${list(scripts.kept)}, which docgen's would replace`);
  if (ignores.added.length > 0)
    lines.push(`  .gitignore: ${ignoreBefore === undefined ? 'created with' : 'added'} ${list(ignores.added)}`);
  if (deploy && options.deploy) {
    lines.push(`  deploy to ${options.deploy}: ${list(Object.keys(deploy.files))}`);
    if (deploy.address)
      lines.push(
        `  site address: ${deploy.address.url}${deploy.address.baseUrl} (url and baseUrl in site.config.yaml)`,
      );
    for (const step of deploy.steps) lines.push(`  then: ${step}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  const cd = where ? `cd ${where} && ` : '';
  const install = pkgBefore === undefined ? 'npm install && ' : '';
  const run = (script: string) =>
    scripts.kept.includes(script)
      ? `npx docgen ${script === 'docs:build' ? 'build' : 'serve --watch'}`
      : `npm run ${script}`;
  process.stdout.write(
    dim(`  build it:   ${cd}${install}${run('docs:build')}\n  preview it: ${cd}${run('docs:dev')}\n`),
  );
}
