/**
 * The package as a user gets it: `npm pack`, installed into an empty folder outside the repository,
 * then `npx docgen init` and `npx docgen build` there. Needs the engine built (npm test builds it first).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { ROOT, tempDir } from '../helpers/site.js';

const run = promisify(execFile);
const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Without the npm_* settings of an enclosing `npm test`, which would point npm back at this repository. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
}

test('the packed package installs into an empty folder, and init + build there give a complete site without warnings', async () => {
  const packDir = await tempDir('docgen-pack-');
  const siteDir = await tempDir('docgen-new-site-');
  dirs.push(packDir, siteDir);
  const env = cleanEnv();
  // The engine and the schema are built already; packing must not rebuild them under the other tests' feet.
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', packDir], {
    cwd: ROOT,
    env,
  });
  const [{ filename, files }] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
  const shipped = files.map((f) => f.path);
  for (const needed of [
    'bin/docgen.js',
    'dist/cli/main.js',
    'src/client/index.ts',
    'templates/default-theme/App.tsx',
    'templates/starter/site.config.yaml',
    'schema/site.config.schema.json',
  ]) {
    assert.ok(shipped.includes(needed), `${needed} is shipped`);
  }
  for (const craftOnly of [
    'site.config.yaml',
    'docs/',
    'templates/theme/',
    'templates/pages/',
    'templates/examples/',
    'test/',
    'scripts/',
  ]) {
    assert.deepEqual(
      shipped.filter((f) => f.startsWith(craftOnly)),
      [],
      `${craftOnly} is left out`,
    );
  }

  await writeFile(path.join(siteDir, 'package.json'), '{ "name": "new-site", "private": true }\n');
  await run(
    'npm',
    ['install', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', path.join(packDir, filename)],
    { cwd: siteDir, env },
  );
  const init = await run('npx', ['--no', 'docgen', 'init'], { cwd: siteDir, env });
  assert.match(init.stdout, /created a site with 8 files in this folder/);
  const built = await run('npx', ['--no', 'docgen', 'build'], { cwd: siteDir, env });
  assert.match(built.stdout, /✓ built 9 pages in .*, no warnings,/);

  const read = (file: string) => readFile(path.join(siteDir, 'build', file), 'utf8');
  const config = await readFile(path.join(siteDir, 'site.config.yaml'), 'utf8');
  assert.match(
    config,
    /^# yaml-language-server: \$schema=\.\/node_modules\/docgen-ssr\/schema\/site\.config\.schema\.json\n/,
  );
  const home = await read('index.html');
  // The title comes from the folder's name: docgen-new-site-XXXXXX.
  assert.match(home, /<span class="theme-home-name">Docgen New Site \w+<\/span>/);
  assert.match(home, /<a class="theme-home-action brand" href="\/docs\/intro">Get started</);
  assert.equal([...home.matchAll(/class="theme-home-feature"/g)].length, 3);
  const intro = await read('docs/intro/index.html');
  assert.match(intro, /class="admonition admonition-tip"><p class="admonition-heading">.*Edit this page<\/p>/);
  assert.match(intro, /aria-controls="sidebar-category-getting-started">Getting Started</);
  assert.match(intro, /aria-controls="sidebar-category-guides">Guides</);
  assert.match(
    await read('docs/getting-started/configuration/index.html'),
    /<div class="code-block-title">site\.config\.yaml<\/div>/,
  );
  // Written again into the same folder, nothing is overwritten.
  const again = await run('npx', ['--no', 'docgen', 'init'], { cwd: siteDir, env }).catch(
    (error: { code: number; stderr: string }) => error,
  );
  assert.equal((again as { code: number }).code, 1);
  assert.match(
    (again as { stderr: string }).stderr,
    /error cannot create a site in \.: 8 files are already there \(docs\/getting-started\/_category_\.json, .*site\.config\.yaml\)/,
  );
});
