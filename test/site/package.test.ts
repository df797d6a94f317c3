/**
 * The package as a user gets it: `npm pack`, installed into folders outside the repository (their own
 * node_modules), then `npx docgen init` and `npx docgen build` there; sites on React 18 and on React 19 (installed
 * from the registry) build and hydrate in Chromium with one React. Needs the engine built (npm test builds it first).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { ROOT, serveFolder, tempDir, writeFiles } from '../helpers/site.js';
import { collectConsoleErrors, launchBrowser } from '../browser/harness.js';

const run = promisify(execFile);
const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Without the npm_* settings of an enclosing `npm test`, which would point npm back at this repository. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
}
const env = cleanEnv();

/** One `npm pack` for every test of the file: the tarball, and the files it holds. */
let packing: Promise<{ tarball: string; shipped: string[] }> | undefined;
function pack(): Promise<{ tarball: string; shipped: string[] }> {
  packing ??= (async () => {
    const packDir = await tempDir('docgen-pack-');
    dirs.push(packDir);
    // The engine and the schema are built already; packing must not rebuild them under the other tests' feet.
    const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', packDir], {
      cwd: ROOT,
      env,
    });
    const [{ filename, files }] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
    return { tarball: path.join(packDir, filename), shipped: files.map((f) => f.path) };
  })();
  return packing;
}

/** `npm install` of `packages` in a site folder, as the README says. */
function npmInstall(siteDir: string, packages: string[]) {
  return run('npm', ['install', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', ...packages], {
    cwd: siteDir,
    env,
  });
}

/**
 * `npm install` of the package alone into a folder with no dependency: run once for the file (the install is the slow
 * part of these tests) and copied into each site, whose package.json gets what npm adds to it. A site that needs
 * other packages then installs them there, as a user adds a package to a site: npm changes only what they need.
 */
let installedAlone: Promise<string> | undefined;
async function installPackage(siteDir: string, others: string[] = []): Promise<void> {
  installedAlone ??= (async () => {
    const dir = await tempDir('docgen-installed-');
    dirs.push(dir);
    await writeFile(path.join(dir, 'package.json'), '{}\n');
    await npmInstall(dir, [(await pack()).tarball]);
    return dir;
  })();
  const installed = await installedAlone;
  const { dependencies } = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8')) as object & {
    dependencies: Record<string, string>;
  };
  const own = JSON.parse(await readFile(path.join(siteDir, 'package.json'), 'utf8')) as object;
  await run('cp', ['-a', path.join(installed, 'node_modules'), path.join(installed, 'package-lock.json'), siteDir]);
  await writeFile(path.join(siteDir, 'package.json'), JSON.stringify({ ...own, dependencies }));
  if (others.length > 0) await npmInstall(siteDir, others);
}

test('the packed package installs into an empty folder, and init + build there give a complete site without warnings', async () => {
  const siteDir = await tempDir('docgen-new-site-');
  dirs.push(siteDir);
  const { shipped } = await pack();
  for (const needed of [
    'bin/docgen.js',
    'dist/cli/main.js',
    'src/client/index.ts',
    'dist/plugins/api.js',
    'src/plugins/api.ts',
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
  // React is a peer dependency: npm installs it with docgen in a site that has none, beside it, once.
  await installPackage(siteDir);
  const peer = JSON.parse(await readFile(path.join(siteDir, 'node_modules/react/package.json'), 'utf8')) as {
    version: string;
  };
  assert.match(peer.version, /^19\./);
  assert.deepEqual(await readdir(path.join(siteDir, 'node_modules/docgen-ssr/node_modules')).catch(() => []), []);
  // A GitHub repository's folder, deployed as the README says: init --deploy github-pages derives the project address.
  await run('git', ['init', '-q', '.'], { cwd: siteDir });
  await run('git', ['remote', 'add', 'origin', 'https://github.com/acme/widget.git'], { cwd: siteDir });
  // By the package's name, as the README says to run it where `docgen` may be another package: npx finds the installed one.
  const init = await run('npx', ['--no', 'docgen-ssr', 'init', '--deploy', 'github-pages'], { cwd: siteDir, env });
  assert.match(init.stdout, /created a site with 9 files in this folder/);
  assert.match(init.stdout, /\n  deploy to github-pages: \.github\/workflows\/deploy-docs\.yml\n/);
  assert.match(
    init.stdout,
    /\n  site address: https:\/\/acme\.github\.io\/widget\/ \(url and baseUrl in site\.config\.yaml\)\n/,
  );
  // The tarball is outside the repository: the workflow's npm ci could not install it, and init says what to do.
  assert.match(
    init.stdout,
    /\n  then: package\.json installs docgen-ssr from \S+\/docgen-ssr-0\.1\.0\.tgz, outside the repository, where the host's npm ci cannot reach it: copy docgen-ssr-0\.1\.0\.tgz into the repository and run npm install --save-dev \.\/docgen-ssr-0\.1\.0\.tgz\n/,
  );
  const workflow = parse(await readFile(path.join(siteDir, '.github/workflows/deploy-docs.yml'), 'utf8')) as {
    on: { push: { branches: string[] } };
    permissions: Record<string, string>;
    jobs: Record<string, { needs?: string; steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }>;
  };
  assert.deepEqual(workflow.on.push.branches, ['main']);
  assert.deepEqual(workflow.permissions, { contents: 'read', pages: 'write', 'id-token': 'write' });
  const { build: buildJob, deploy } = workflow.jobs;
  const uses = (steps: { uses?: string }[]) => steps.flatMap((s) => (s.uses ? [s.uses.split('@')[0]] : []));
  assert.deepEqual(uses(buildJob!.steps), [
    'actions/checkout',
    'actions/setup-node',
    'actions/cache',
    'actions/upload-pages-artifact',
  ]);
  assert.equal(buildJob!.steps.at(-1)!.with!.path, 'build');
  assert.equal(deploy!.needs, 'build');
  assert.deepEqual(uses(deploy!.steps), ['actions/deploy-pages']);
  // The workflow's own commands after the install build the site, as the host will run them.
  const commands = buildJob!.steps.flatMap((s) => (s.run ? [s.run] : []));
  assert.deepEqual(commands, ['npm ci', 'npm run docs:build']);
  const [npm, ...args] = commands[1]!.split(' ');
  const built = await run(npm!, args, { cwd: siteDir, env });
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
  assert.match(config, /\nurl: https:\/\/acme\.github\.io\n(?:#.*\n)*baseUrl: \/widget\/\n/);
  assert.match(home, /<a class="theme-home-action brand" href="\/widget\/docs\/intro">Get started</);
  assert.equal([...home.matchAll(/class="theme-home-feature"/g)].length, 3);
  const intro = await read('docs/intro/index.html');
  assert.match(
    intro,
    /class="admonition admonition-tip theme-admonition theme-admonition-tip alert alert--success"><p class="admonition-heading">.*Edit this page<\/p>/,
  );
  assert.match(intro, /aria-controls="sidebar-category-\d+">Getting Started</);
  assert.match(intro, /aria-controls="sidebar-category-\d+">Guides</);
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

test('a plugin imports definePlugin from the installed docgen-ssr/plugin, type-checks against its types and adds its route', async () => {
  const siteDir = await tempDir('docgen-plugin-site-');
  dirs.push(siteDir);
  await writeFiles(siteDir, {
    'package.json': '{ "name": "plugin-site", "private": true, "type": "module" }\n',
    'site.config.yaml':
      'title: Plugin Site\nurl: https://plugin.example.com\nplugins:\n  - [./plugins/hello.mjs, { who: world }]\n',
    'docs/intro.md': '# Intro\n\nSay [hello](/hello).\n',
    'plugins/hello.mjs': `import { definePlugin } from 'docgen-ssr/plugin';
export default definePlugin((options) => ({
  name: 'hello',
  routes: () => [{ path: '/hello', component: './Hello.jsx', props: { who: options.who } }],
}));
`,
    'plugins/Hello.jsx': 'export default function Hello({ who }) { return <p className="hello">Hello, {who}!</p>; }\n',
    // The same plugin in TypeScript, checked against the types the package ships; a wrong option type is an error.
    'plugins/typed.ts': `import { definePlugin, type PluginRoute } from 'docgen-ssr/plugin';
const route: PluginRoute = { path: '/hello', component: './Hello.jsx' };
export default definePlugin((options: { who: string }, { siteDir }) => ({
  name: siteDir,
  routes: () => [{ ...route, props: { who: options.who.toUpperCase() } }],
}));
// @ts-expect-error: a plugin has a name
definePlugin(() => ({ routes: () => [] }));
`,
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        noEmit: true,
        skipLibCheck: true,
      },
      files: ['plugins/typed.ts'],
    }),
  });
  await installPackage(siteDir);
  await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: siteDir,
    env,
  });
  const built = await run('npx', ['--no', 'docgen', 'build'], { cwd: siteDir, env });
  assert.match(built.stdout, /no warnings/);
  assert.match(
    await readFile(path.join(siteDir, 'build/hello/index.html'), 'utf8'),
    /<p class="hello">Hello, world!<\/p>/,
  );
});

/** A component of the site's that keeps state, through a hook of its own and one of a CommonJS package. */
const COUNTER = `import { useState } from 'react';
import { useToggle } from 'cjs-toggle';

export default function Counter({ start }) {
  const [count, setCount] = useState(start);
  const [on, toggle] = useToggle(false);
  return (
    <p className="counter">
      <button type="button" className="count" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
      <button type="button" className="toggle" aria-pressed={on} onClick={toggle}>
        {on ? 'on' : 'off'}
      </button>
    </p>
  );
}
`;

/** A package as many are published: CommonJS, requiring React (as prism-react-renderer's CommonJS build does). */
const CJS_PACKAGE = {
  'node_modules/cjs-toggle/package.json': '{ "name": "cjs-toggle", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/cjs-toggle/index.js': `'use strict';
const React = require('react');
exports.useToggle = function useToggle(initial) {
  const [on, setOn] = React.useState(initial);
  return [on, React.useCallback(() => setOn((value) => !value), [])];
};
`,
};

const SITE = {
  'site.config.yaml':
    'title: Hooks Site\ntagline: A site with stateful components\nurl: https://hooks.example.com\nnavbar:\n  logo:\n    alt: Hooks logo\n    src: /img/logo.svg\n',
  'static/img/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle r="4" cx="4" cy="4"/></svg>\n',
  'docs/a.mdx': `---
title: Counter
---
import Counter from './Counter.jsx';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Counter start={2} />

<Tabs>
  <TabItem value="one" label="One">First panel</TabItem>
  <TabItem value="two" label="Two">Second panel</TabItem>
</Tabs>

On to [the picture](./b.md).
`,
  'docs/Counter.jsx': COUNTER,
  'docs/b.md': '# Picture\n\n![A square](./square.svg)\n\nBack to [the counter](./a.mdx).\n',
  'docs/square.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>\n',
  // A page written in Docusaurus's Layout and Infima's classes, as a migrated site's home page is.
  'templates/pages/welcome.jsx': `import Layout from '@theme/Layout';

export default function Welcome() {
  return (
    <Layout title="Welcome">
      <header className="hero hero--primary">
        <a className="button button--secondary button--lg" href="/docs/a">Start</a>
      </header>
    </Layout>
  );
}
`,
};

/** Where React defines its internals, once in each copy of react and of react-dom (18: SECRET; 19: CLIENT, DOM). */
const REACT_COPY =
  /\.__(?:SECRET|CLIENT|DOM)_INTERNALS_DO_NOT_USE_OR_(?:YOU_WILL_BE_FIRED|WARN_USERS_THEY_CANNOT_UPGRADE)\s*=(?!=)/g;

async function textsOf(dir: string, extension: string): Promise<{ file: string; text: string }[]> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(extension));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(path.join(dir, file), 'utf8') })));
}

for (const react of ['18.3.1', '19.3.1']) {
  test(`a site on React ${react} with stateful components and a CommonJS package builds from the installed package and hydrates with one React`, async (t) => {
    const siteDir = await tempDir(`docgen-react-${react.split('.')[0]}-site-`);
    dirs.push(siteDir);
    await writeFile(path.join(siteDir, 'package.json'), '{ "name": "hooks-site", "private": true }\n');
    await installPackage(siteDir, [`react@${react}`, `react-dom@${react}`]);
    await writeFiles(siteDir, { ...SITE, ...CJS_PACKAGE });
    const built = await run('npx', ['--no', 'docgen', 'build'], { cwd: siteDir, env });
    assert.match(built.stdout, /✓ built 7 pages in .*, no warnings,/);
    // Installed, docgen's Layout is a package's file: the page using it still brings Infima's classes.
    const styles = await textsOf(path.join(siteDir, 'build/assets'), '.css');
    assert.ok(
      styles.some(({ text }) => /\.button--secondary\b/.test(text)),
      "Infima's button classes are in the site's stylesheet",
    );

    const counter = await readFile(path.join(siteDir, 'build/docs/a/index.html'), 'utf8');
    assert.match(counter, /data-island="docs\/Counter\.jsx"/);
    assert.match(counter, /<button type="button" class="count">Clicked <!-- -->2<!-- --> times<\/button>/);
    assert.match(counter, /<button type="button" class="toggle" aria-pressed="false">off<\/button>/);
    const picture = await readFile(path.join(siteDir, 'build/docs/b/index.html'), 'utf8');
    assert.match(picture, /<img src="\/assets\/images\/square-\w+\.svg" alt="A square" width="8" height="8"\/>/);
    assert.match(picture, /<img class="navbar-logo" src="\/img\/logo\.svg" alt="Hooks logo" width="28" height="28"\/>/);
    // React 19 would write a preload link ahead of each image, the theme's and the Markdown's; the page is as under React 18.
    assert.doesNotMatch(picture, /rel="preload" as="image"/);

    // The server bundle leaves React to Node, which loads the site's copy; the browser's holds one react, one react-dom.
    const server = await textsOf(path.join(siteDir, 'node_modules/.cache/docgen'), '.mjs');
    assert.ok(server.length > 0, 'the server bundle is in the cache');
    for (const { file, text } of server) {
      assert.deepEqual(text.match(REACT_COPY) ?? [], [], `${file} holds no React`);
      const imported = [...text.matchAll(/from "([^"]*\/(?:react|react-dom)\/[^"]*)"/g)].map((m) => m[1]!);
      assert.ok(imported.length > 0, `${file} imports React`);
      for (const module of imported) assert.match(module, new RegExp(`^${siteDir}/node_modules/react(-dom)?/`));
    }
    const browser = await textsOf(path.join(siteDir, 'build/assets'), '.js');
    assert.equal(
      browser.map(({ text }) => text.match(REACT_COPY)?.length ?? 0).reduce((a, b) => a + b),
      2,
    );
    assert.ok(
      browser.some(({ text }) => text.includes(`"${react}"`)),
      `React ${react} is in the browser bundle`,
    );

    const browserApp = await launchBrowser();
    if (!browserApp) return t.skip('Chromium not installed');
    const served = await serveFolder(path.join(siteDir, 'build'));
    t.after(async () => {
      await browserApp.close();
      await served.close();
    });
    const page = await browserApp.newPage();
    const errors = collectConsoleErrors(page);
    // React keeps its props on each element it hydrated: a click before that would be lost.
    const hydrated = (selector: string) =>
      page.waitForFunction(
        (s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactProps')),
        selector,
      );
    await page.goto(`${served.url}/docs/a`);
    await hydrated('.count');
    await page.click('.count');
    await page.waitForFunction(() => document.querySelector('.count')?.textContent === 'Clicked 3 times');
    await page.click('.toggle');
    await page.waitForFunction(() => document.querySelector('.toggle')?.textContent === 'on');
    await hydrated('[role=tab]');
    await page.click('[role=tab]:text-is("Two")');
    assert.equal(await page.textContent('[role=tabpanel]:not([hidden])'), 'Second panel');
    // A client-side transition and back: the page is not loaded again, and its island hydrates anew.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await hydrated('.navbar-search-button');
    await page.click('a:text-is("the picture")');
    await page.waitForSelector('h1:text-is("Picture")');
    await page.click('a:text-is("the counter")');
    await hydrated('.count');
    await page.click('.count');
    await page.waitForFunction(() => document.querySelector('.count')?.textContent === 'Clicked 3 times');
    assert.equal(await page.evaluate(() => (window as { stayed?: boolean }).stayed), true);
    // The search modal puts the focus in its field through a ref.
    await page.click('.navbar-search-button');
    await page.waitForFunction(() => document.activeElement?.matches('.search-modal input') === true);
    assert.deepEqual(errors, []);
  });
}
