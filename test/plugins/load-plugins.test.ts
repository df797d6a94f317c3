import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { errorLines } from '../../src/cli/report.js';
import { loadConfig } from '../../src/config/load.js';
import { DocgenError, DocgenErrors } from '../../src/errors.js';
import { siteFolders } from '../helpers/site.js';
import { shown } from '../helpers/shown.js';

const folders = siteFolders('docgen-plugins-');
const plain = { mark: '✗', hint: (text: string) => text };

/** The lines a failed build prints, with the site's folder (as messages show it) left out. */
async function failure(run: Promise<unknown>, dir: string): Promise<string[]> {
  const error = await run.then(
    () => assert.fail('expected an error'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof DocgenError || error instanceof DocgenErrors, String(error));
  const errors = error instanceof DocgenErrors ? error.errors : [error];
  return errorLines(errors, plain).map((line) => line.split(shown(dir) + path.sep).join(''));
}

const CONFIG = (plugins: string) => `title: T\nurl: https://t.example.com\nplugins:\n${plugins}\n`;

test('a plugin that cannot be found, exports no plugin or makes something else is an error at its key', async () => {
  const dir = await folders({
    'docs/a.md': '# A\n',
    'plugins/none.mjs': 'export const helper = 1;\n',
    'plugins/bad.mjs': "export default () => ({ name: 'bad', routes: 'not a function' });\n",
  });
  const config = path.join(dir, 'site.config.yaml');
  const lines = async (plugins: string) => {
    await writeFile(config, CONFIG(plugins));
    return failure(loadConfig(config), dir);
  };
  assert.deepEqual(await lines('  - ./plugins/missing.mjs'), [
    '✗ site.config.yaml:4:5 - plugins[0]: no module at ./plugins/missing.mjs',
    '  hint: give the path of the plugin’s module from the config’s folder [config-plugin]',
  ]);
  assert.deepEqual(await lines('  - [./plugins/none.mjs, { a: 1 }]'), [
    '✗ site.config.yaml:4:5 - plugins[0]: "./plugins/none.mjs" does not export a plugin: expected a default export made by definePlugin (a function)',
    "  hint: export default definePlugin((options, context) => ({ name: 'my-plugin' })), from 'docgen-ssr/plugin' [config-plugin]",
  ]);
  assert.deepEqual(await lines('  - ./plugins/bad.mjs'), [
    '✗ site.config.yaml:4:5 - plugins[0]: "./plugins/bad.mjs" made something that is not a plugin (at routes): expected function, received string',
    '  hint: the factory must return an object with a name, and the hooks and lists described in the README’s Plugins section [config-plugin]',
  ]);
  assert.deepEqual(await lines('  - { name: x }'), [
    '✗ site.config.yaml:4:5 - plugins[0]: expected a package name or a path such as ./plugins/my-plugin.mjs, or [name, options]',
    '  hint: see the configuration keys in the README [config-invalid]',
  ]);
});

test('a plugin that throws fails the build naming the plugin and the hook; the previous output stays', async () => {
  const dir = await folders({
    'docs/a.md': '# A\n',
    'plugins/throws.mjs': `export default (options) => ({
  name: 'throws',
  loadContent() { if (options.in === 'loadContent') throw new Error('no data'); return []; },
  routes: () => [],
  postBuild() { if (options.in === 'postBuild') throw new Error('cannot upload'); },
});
`,
  });
  const configFile = path.join(dir, 'site.config.yaml');
  await writeFile(configFile, CONFIG('  - [./plugins/throws.mjs, { in: nowhere }]'));
  await build({ configFile, cache: false });
  const before = await readFile(path.join(dir, 'build/docs/a/index.html'), 'utf8');
  await writeFile(configFile, CONFIG('  - [./plugins/throws.mjs, { in: loadContent }]'));
  assert.deepEqual(await failure(build({ configFile, cache: false }), dir), [
    '✗ site.config.yaml:4:5 - plugins[0]: the plugin "throws" failed in loadContent: no data',
    '  hint: the error is the plugin’s: fix it, or the files it reads [plugin-failed]',
  ]);
  await writeFile(configFile, CONFIG('  - [./plugins/throws.mjs, { in: postBuild }]'));
  assert.deepEqual(await failure(build({ configFile, cache: false }), dir), [
    '✗ site.config.yaml:4:5 - plugins[0]: the plugin "throws" failed in postBuild: cannot upload',
    '  hint: the error is the plugin’s: fix it, or the files it reads [plugin-failed]',
  ]);
  assert.equal(await readFile(path.join(dir, 'build/docs/a/index.html'), 'utf8'), before);
});
