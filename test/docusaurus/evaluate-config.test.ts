import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { describeStandIn, evaluateDocusaurusConfig } from '../../src/docusaurus/evaluate-config.js';
import { DocgenError } from '../../src/errors.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-config-');

/** The packages of a site as real ones behave: each works only when Node loads it from where it is installed. */
const PACKAGES = {
  // Reads a file beside itself through import.meta.url, as prettier's and many ES plugins do.
  'node_modules/beside-me/package.json': '{"name": "beside-me", "type": "module", "exports": "./index.js"}',
  'node_modules/beside-me/index.js':
    "import fs from 'node:fs';\nexport const settings = JSON.parse(fs.readFileSync(new URL('./settings.json', import.meta.url), 'utf8'));",
  'node_modules/beside-me/settings.json': '{"tabWidth": 4}',
  // Finds its binary at import time, as ffprobe-static and friends do.
  'node_modules/finds-binary/package.json': '{"name": "finds-binary", "main": "index.js"}',
  'node_modules/finds-binary/index.js':
    "const fs = require('node:fs'); const bin = require('node:path').join(__dirname, 'bin', 'probe');\nif (!fs.existsSync(bin)) throw new Error('Could not find probe executable');\nmodule.exports = { probe: () => bin };",
  'node_modules/finds-binary/bin/probe': '#!/bin/sh\n',
  // A native module: Node's own loader for .node files is what reads it (this one is no real library).
  'node_modules/native-thing/package.json': '{"name": "native-thing", "main": "index.js"}',
  'node_modules/native-thing/index.js': "module.exports = require('./build/thing.node');",
  'node_modules/native-thing/build/thing.node': 'not a shared library, '.repeat(10),
  'node_modules/throws-on-call/package.json': '{"name": "throws-on-call", "main": "index.js"}',
  'node_modules/throws-on-call/index.js':
    "exports.makePlugin = () => { throw new Error('no API key in the environment'); };",
};

test('a TypeScript config loads its packages as Node does: import.meta.url beside the package, a binary found at import, require.resolve', async () => {
  const dir = await site({
    ...PACKAGES,
    'package.json': '{"name": "dino-docs"}',
    'sidebars.ts': 'export default { main: [] };',
    'docusaurus.config.ts': [
      "import type { Config } from '@docusaurus/types';",
      "import fs from 'node:fs';",
      "import { settings } from 'beside-me';",
      "import { probe } from 'finds-binary';",
      "const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));",
      'const config: Config = {',
      '  title: pkg.name,',
      '  tabWidth: settings.tabWidth,',
      "  probe: probe().endsWith('finds-binary/bin/probe'),",
      "  sidebarPath: require.resolve('./sidebars'),",
      "  plugin: require.resolve('finds-binary'),",
      "  missing: require.resolve('not-installed-plugin'),",
      '};',
      'export default config;',
    ].join('\n'),
  });
  const { value, standIns } = await evaluateDocusaurusConfig(path.join(dir, 'docusaurus.config.ts'));
  assert.deepEqual(value, {
    title: 'dino-docs',
    tabWidth: 4,
    probe: true,
    sidebarPath: path.join(dir, 'sidebars.ts'),
    plugin: path.join(dir, 'node_modules/finds-binary/index.js'),
    missing: 'not-installed-plugin',
  });
  assert.deepEqual(standIns, []);
});

test('a package that is missing, throws on import or throws when called is an inert stand-in, named with the reason', async () => {
  const dir = await site({
    ...PACKAGES,
    'docusaurus.config.js': [
      "const math = require('remark-math');",
      "const native = require('native-thing');",
      "const { makePlugin } = require('throws-on-call');",
      "module.exports = async () => ({ title: 'T', remarkPlugins: [math], native: [native], plugins: [makePlugin({})] });",
    ].join('\n'),
  });
  const { value, standIns } = await evaluateDocusaurusConfig(path.join(dir, 'docusaurus.config.js'));
  const config = value as { title: string; remarkPlugins: unknown[]; native: unknown[]; plugins: unknown[] };
  assert.equal(config.title, 'T');
  // Each stand-in comes back as a function named after its package, as a plugin function would.
  assert.deepEqual(
    [config.remarkPlugins, config.native, config.plugins].map((list) => (list[0] as () => void).name),
    ['remark-math', 'native-thing', 'throws-on-call'],
  );
  assert.deepEqual(
    standIns.map((s) => describeStandIn(s).replace(/: \/.*thing\.node/, ': …/thing.node')),
    [
      'package remark-math: not installed (run npm install in the site first); the config was read with an inert stand-in for it',
      'package native-thing: threw on import: …/thing.node: invalid ELF header; the config was read with an inert stand-in for it',
      'package throws-on-call: threw when called: no API key in the environment; the config was read with an inert stand-in for it',
    ],
  );
});

test("a docs instance's editUrl function becomes the URL it builds every doc's link from", async () => {
  const dir = await site({
    'docusaurus.config.mjs': [
      'export default { presets: [["classic", { docs: {',
      '  editUrl: ({ versionDocsDirPath, docPath }) => `https://github.com/x/y/edit/main/website/${versionDocsDirPath}/${docPath}`,',
      '} }]], plugins: [["@docusaurus/plugin-content-docs", { id: "api", path: "api", editUrl: ({ locale }) => `https://crowdin.com/${locale}` }]] };',
    ].join('\n'),
  });
  const { value } = await evaluateDocusaurusConfig(path.join(dir, 'docusaurus.config.mjs'));
  const config = value as {
    presets: [string, { docs: { editUrl: unknown } }][];
    plugins: [string, Record<string, unknown>][];
  };
  assert.equal(config.presets[0]![1].docs.editUrl, 'https://github.com/x/y/edit/main/website/');
  // Its answers do not follow the doc's path: it stays a function, which the conversion names.
  assert.equal(typeof config.plugins[0]![1].editUrl, 'function');
});

async function failure(files: Record<string, string>, name: string, timeLimitMs?: number): Promise<DocgenError> {
  const dir = await site(files);
  const error = await evaluateDocusaurusConfig(path.join(dir, name), { timeLimitMs }).then(
    () => assert.fail('expected a failure'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof DocgenError, String(error));
  return error;
}

test('a config that throws is reported at its line and column in the TypeScript source', async () => {
  const error = await failure(
    {
      'docusaurus.config.ts': [
        'type Site = { title: string };',
        'const site: Site = { title: "T" };',
        'if (site.title) {',
        '  throw new Error("SITE_URL is not set");',
        '}',
        'export default site;',
      ].join('\n'),
    },
    'docusaurus.config.ts',
  );
  assert.match(error.reason, /^running \S*docusaurus\.config\.ts failed: SITE_URL is not set$/);
  assert.deepEqual(
    { ...error.location, file: path.basename(error.location!.file) },
    { file: 'docusaurus.config.ts', line: 4, column: 9 },
  );
});

test('an async config that never settles, an endless loop and an exit are each a message, never a hang', async () => {
  const unsettled = await failure(
    { 'docusaurus.config.mjs': 'export default async () => new Promise(() => {});' },
    'docusaurus.config.mjs',
  );
  assert.match(
    unsettled.reason,
    /docusaurus\.config\.mjs exports a promise that never settles: nothing was left for it to wait for$/,
  );
  const loop = await failure({ 'docusaurus.config.js': 'while (true) {}' }, 'docusaurus.config.js', 1500);
  assert.match(loop.reason, /docusaurus\.config\.js did not give its config within 1\.5 s, so it was stopped$/);
  const exit = await failure(
    { 'docusaurus.config.cjs': 'console.error("no token"); process.exit(3);' },
    'docusaurus.config.cjs',
  );
  assert.match(
    exit.reason,
    /^running .*docusaurus\.config\.cjs failed: the process ended \(exit code 3\) before the config was given: no token$/,
  );
});
