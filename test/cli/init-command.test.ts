/**
 * `docgen init` beyond the starter's files: the npm scripts and .gitignore lines it adds to what the folder has, and the
 * deploy workflow or config of `--deploy`, with the address the host serves the site at.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { build } from '../../src/build.js';
import { ROOT, siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-init-extras-');
const docgen = (args: string[], cwd: string) =>
  spawnSync(process.execPath, [path.join(ROOT, 'bin/docgen.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
const version = (JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

test('in a folder without package.json, init creates one with docgen and the four docs scripts, and a .gitignore', async () => {
  const dir = await site();
  const result = docgen(['init', 'my-docs'], dir);
  assert.equal(result.status, 0, result.stderr);
  assert.equal(
    result.stdout,
    [
      '✓ created a site with 8 files in my-docs',
      '  package.json: created, with the scripts docs:dev, docs:build, docs:serve, docs:check',
      '  .gitignore: created with node_modules/, build/, .build.staging-*, .build.old-*, .build.lock',
      '  build it:   cd my-docs && npm install && npm run docs:build',
      '  preview it: cd my-docs && npm run docs:dev',
      '',
    ].join('\n'),
  );
  assert.deepEqual(JSON.parse(await readFile(path.join(dir, 'my-docs/package.json'), 'utf8')), {
    name: 'my-docs',
    private: true,
    scripts: {
      'docs:dev': 'docgen serve --watch',
      'docs:build': 'docgen build',
      'docs:serve': 'docgen serve --no-build',
      'docs:check': 'docgen check-links',
    },
    devDependencies: { 'docgen-ssr': `^${version}` },
  });
  assert.match(
    await readFile(path.join(dir, 'my-docs/.gitignore'), 'utf8'),
    /^# docgen: .*\nnode_modules\/\nbuild\/\n/,
  );
});

test("init adds only what the site's package.json and .gitignore lack, keeping every key, script, line and the indentation", async () => {
  const pkg =
    '{\n    "name": "mine",\n    "scripts": {\n        "docs:build": "make docs",\n        "test": "vitest"\n    },\n    "devDependencies": {"docgen-ssr": "file:../docgen-ssr-0.1.0.tgz"}\n}\n';
  const dir = await site({ 'package.json': pkg, '.gitignore': 'dist\n/build\n*.log' });
  const result = docgen(['init'], dir);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /\n  package\.json: added the scripts docs:dev, docs:serve, docs:check\n/);
  assert.match(result.stdout, /\n  package\.json: kept your own docs:build, which docgen's would replace\n/);
  assert.match(
    result.stdout,
    /\n  \.gitignore: added node_modules\/, \.build\.staging-\*, \.build\.old-\*, \.build\.lock\n/,
  );
  assert.match(result.stdout, /\n  build it:   npx docgen build\n  preview it: npm run docs:dev\n$/);
  const after = await readFile(path.join(dir, 'package.json'), 'utf8');
  assert.match(
    after,
    /^\{\n {4}"name": "mine",\n {4}"scripts": \{\n {8}"docs:build": "make docs",\n {8}"test": "vitest",\n {8}"docs:dev"/,
  );
  assert.equal(
    (JSON.parse(after) as { devDependencies: object }).devDependencies['docgen-ssr' as never],
    'file:../docgen-ssr-0.1.0.tgz',
  );
  assert.equal(
    await readFile(path.join(dir, '.gitignore'), 'utf8'),
    'dist\n/build\n*.log\n\n# docgen: the built site, its build cache and the files a build keeps while it runs\nnode_modules/\n.build.staging-*\n.build.old-*\n.build.lock\n',
  );
});

test('a package.json docgen cannot read stops init before it writes anything, naming the file', async () => {
  const dir = await site({ 'package.json': '{ "name": "mine", }\n' });
  const result = docgen(['init'], dir);
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /^error package\.json:1:19 - not valid JSON \(Expected double-quoted property name\), so the docs scripts were not added\n  hint: fix package\.json \(npm reads it too\), then run docgen init again \[init-package-json\]\n$/,
  );
  assert.equal(await readFile(path.join(dir, 'package.json'), 'utf8'), '{ "name": "mine", }\n');
  await assert.rejects(readFile(path.join(dir, 'site.config.yaml')), { code: 'ENOENT' });
});

test('--deploy github-pages in a subfolder of a GitHub repository: the workflow at the top, the project address, and the site builds under it', async () => {
  const repo = await site({ 'README.md': '# Widget\n' });
  execFileSync('git', ['init', '-q', repo]);
  execFileSync('git', ['-C', repo, 'remote', 'add', 'origin', 'git@github.com:Acme/widget.git']);
  const result = docgen(['init', 'website', '--deploy', 'github-pages'], repo);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /\n  deploy to github-pages: \.\.\/\.github\/workflows\/deploy-docs\.yml\n/);
  assert.match(
    result.stdout,
    /\n  site address: https:\/\/acme\.github\.io\/widget\/ \(url and baseUrl in site\.config\.yaml\)\n/,
  );
  assert.match(
    result.stdout,
    /\n  then: in the repository's Settings > Pages, set "Source" to "GitHub Actions"; then push to main\n/,
  );

  const workflow = parse(await readFile(path.join(repo, '.github/workflows/deploy-docs.yml'), 'utf8')) as {
    jobs: {
      build: {
        defaults: { run: { 'working-directory': string } };
        steps: { run?: string; with?: Record<string, unknown> }[];
      };
    };
  };
  const build_ = workflow.jobs.build;
  assert.equal(build_.defaults.run['working-directory'], 'website');
  assert.deepEqual(
    build_.steps.filter((s) => s.run).map((s) => s.run),
    ['npm ci', 'npm run docs:build'],
  );
  assert.equal(build_.steps.at(-1)!.with!.path, 'website/build');
  assert.ok(build_.steps.some((s) => s.with?.path === 'website/node_modules/.cache/docgen'));

  const config = await readFile(path.join(repo, 'website/site.config.yaml'), 'utf8');
  assert.match(config, /\nurl: https:\/\/acme\.github\.io\n/);
  assert.match(config, /\nbaseUrl: \/widget\/\n/);
  await build({ configFile: path.join(repo, 'website/site.config.yaml') });
  const home = await readFile(path.join(repo, 'website/build/index.html'), 'utf8');
  assert.match(home, /href="\/widget\/docs\/intro"/);
});

test('--deploy names a docgen-ssr installed from a tarball outside the repository, which the host cannot install; one inside is fine', async () => {
  const repo = await site({
    'vendor/docgen-ssr-0.1.0.tgz': '',
    'inside/package.json': '{ "devDependencies": { "docgen-ssr": "file:../vendor/docgen-ssr-0.1.0.tgz" } }\n',
    'outside/package.json': '{ "devDependencies": { "docgen-ssr": "file:../../docgen-ssr-0.1.0.tgz" } }\n',
  });
  execFileSync('git', ['init', '-q', repo]);
  const outside = docgen(['init', 'outside', '--deploy', 'netlify'], repo);
  assert.equal(outside.status, 0, outside.stderr);
  assert.match(
    outside.stdout,
    /\n  then: package\.json installs docgen-ssr from \.\.\/\.\.\/docgen-ssr-0\.1\.0\.tgz, outside the repository, where the host's npm ci cannot reach it: copy docgen-ssr-0\.1\.0\.tgz into the repository and run npm install --save-dev \.\/docgen-ssr-0\.1\.0\.tgz\n  then: set the site's base directory to outside in the host's settings\n/,
  );
  const inside = docgen(['init', 'inside', '--deploy', 'github-pages'], repo);
  assert.equal(inside.status, 0, inside.stderr);
  assert.doesNotMatch(inside.stdout, /installs docgen-ssr from/);
});

test('--deploy netlify, vercel and cloudflare write their config file beside the site; an unknown host is refused', async () => {
  const files: Record<string, [string, RegExp]> = {
    netlify: ['netlify.toml', /\[build\]\n {2}command = "npm run docs:build"\n {2}publish = "build"\n/],
    vercel: ['vercel.json', /"buildCommand": "npm run docs:build",\n {2}"outputDirectory": "build"/],
    cloudflare: ['wrangler.toml', /\nname = "my-site"\npages_build_output_dir = "\.\/build"\n/],
  };
  for (const [host, [file, expected]] of Object.entries(files)) {
    const dir = await site();
    const result = docgen(['init', 'my-site', '--deploy', host], dir);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, new RegExp(`\\n  deploy to ${host}: ${file.replace('.', '\\.')}\\n`));
    assert.match(await readFile(path.join(dir, 'my-site', file), 'utf8'), expected);
    assert.match(await readFile(path.join(dir, 'my-site/site.config.yaml'), 'utf8'), /\nbaseUrl: \/\n/);
  }
  const moved = docgen(['init', '--from-docusaurus', '--deploy', 'netlify'], await site());
  assert.equal(moved.status, 1);
  assert.match(
    moved.stderr,
    /^error --deploy: written by docgen init for a new site only\n  hint: .* \[init-deploy\]\n$/,
  );
  const refused = docgen(['init', '--deploy', 'heroku'], await site());
  assert.equal(refused.status, 1);
  assert.match(
    refused.stderr,
    /argument 'heroku' is invalid\. Allowed choices are github-pages, netlify, vercel, cloudflare/,
  );
});
