import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from 'esbuild';
import { findSiteReact, reactPlugin } from '../../src/bundle/site-react.js';
import { DOCGEN_ROOT } from '../../src/bundle/theme-files.js';
import { tempDir, writeFiles } from '../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const pkg = (name: string, version: string, exports: Record<string, unknown>) =>
  JSON.stringify({ name, version, exports: { ...exports, './package.json': './package.json' } });

/**
 * A site with React 19 of its own (stand-ins that say which copy they are), and a CommonJS package that brought
 * another react along in its own node_modules.
 */
async function siteWithReact(): Promise<string> {
  const dir = await tempDir('docgen-site-react-');
  dirs.push(dir);
  await writeFiles(dir, {
    'node_modules/react/package.json': pkg('react', '19.0.0', {
      '.': './index.js',
      './jsx-runtime': './jsx-runtime.js',
    }),
    'node_modules/react/index.js': "exports.copy = 'the site react';\n",
    'node_modules/react/jsx-runtime.js': "exports.jsx = 'the site jsx';\n",
    'node_modules/react-dom/package.json': pkg('react-dom', '19.0.0', {
      '.': './index.js',
      './server': { node: './server.node.js', default: './server.browser.js' },
    }),
    'node_modules/react-dom/index.js': "require('scheduler');\n",
    'node_modules/react-dom/server.node.js': "exports.server = 'node';\n",
    'node_modules/react-dom/server.browser.js': "exports.server = 'browser';\n",
    'node_modules/scheduler/package.json': JSON.stringify({ name: 'scheduler', version: '0.25.0' }),
    'node_modules/scheduler/index.js': "exports.scheduler = 'the site scheduler';\n",
    'node_modules/old-widget/package.json': JSON.stringify({ name: 'old-widget', version: '1.0.0' }),
    'node_modules/old-widget/index.js':
      "module.exports = require('react').copy + ' ' + require('react/jsx-runtime').jsx;\n",
    'node_modules/old-widget/node_modules/react/package.json': pkg('react', '18.0.0', {
      '.': './index.js',
      './jsx-runtime': './jsx-runtime.js',
    }),
    'node_modules/old-widget/node_modules/react/index.js': "exports.copy = 'a second react';\n",
    'node_modules/old-widget/node_modules/react/jsx-runtime.js': "exports.jsx = 'a second jsx';\n",
    'entry.js':
      "import { copy } from 'react';\nimport widget from 'old-widget';\nimport { server } from 'react-dom/server';\nimport 'react-dom';\nconsole.log(copy, widget, server);\n",
  });
  return dir;
}

async function bundle(dir: string, platform: 'node' | 'browser') {
  const result = await build({
    entryPoints: [path.join(dir, 'entry.js')],
    absWorkingDir: dir,
    bundle: true,
    write: false,
    format: 'esm',
    platform,
    metafile: true,
    logLevel: 'silent',
    plugins: [reactPlugin(findSiteReact(dir), platform === 'node')],
  });
  return { text: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs) };
}

test("the site's React is found, and each of its packages by folder", async () => {
  const dir = await siteWithReact();
  assert.deepEqual(findSiteReact(dir), {
    version: '19.0.0',
    packages: {
      react: path.join(dir, 'node_modules/react'),
      'react-dom': path.join(dir, 'node_modules/react-dom'),
      scheduler: path.join(dir, 'node_modules/scheduler'),
    },
  });
  // A site without React of its own renders with the one installed with docgen.
  const bare = await tempDir('docgen-site-react-');
  dirs.push(bare);
  assert.equal(findSiteReact(bare).packages.react, path.join(DOCGEN_ROOT, 'node_modules/react'));
});

test("the browser bundle holds the site's React once, also where a package brought another copy", async () => {
  const { text, inputs } = await bundle(await siteWithReact(), 'browser');
  assert.match(text, /the site react/);
  assert.match(text, /the site jsx/);
  assert.match(text, /the site scheduler/);
  assert.match(text, /server = "browser"/);
  assert.doesNotMatch(text, /a second/);
  assert.deepEqual(
    inputs.filter((file) => file.includes('/react/')),
    ['node_modules/react/index.js', 'node_modules/react/jsx-runtime.js'],
  );
});

test("the server bundle leaves React to Node, named by the file of the site's copy for Node", async () => {
  const dir = await siteWithReact();
  const { text } = await bundle(dir, 'node');
  const modules = [...text.matchAll(/(?:from |import |require\()"([^"]+)"/g)]
    .map((m) => path.relative(dir, m[1]!))
    .sort();
  assert.deepEqual(
    [...new Set(modules)],
    [
      'node_modules/react-dom/index.js',
      'node_modules/react-dom/server.node.js',
      'node_modules/react/index.js',
      'node_modules/react/jsx-runtime.js',
    ],
  );
  assert.doesNotMatch(text, /a second|the site react/);
});
