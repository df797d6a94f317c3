import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from 'esbuild';
import { siteScriptFilter } from '../../src/mdx/module-lookup.js';
import { tempDir, writeFiles } from '../helpers/site.js';

let site: string;

before(async () => {
  site = path.join(await tempDir(), 'my.site');
  const files: Record<string, string> = {
    'src/entry.js':
      "import { a } from './a.js';\nimport { b } from 'pkg';\nimport { c } from './node_module/c.js';\nexport default [a, b, c];\n",
    'src/a.js': 'export const a = 1;\n',
    'src/node_module/c.js': 'export const c = 3;\n',
    'node_modules/pkg/package.json': '{ "name": "pkg", "main": "index.js" }\n',
    'node_modules/pkg/index.js': "export { b } from './b.js';\n",
    'node_modules/pkg/b.js': 'export const b = 2;\n',
  };
  await writeFiles(site, files);
});
after(() => rm(path.dirname(site), { recursive: true, force: true }));

test("esbuild asks about the site's own scripts only, not about its packages' files", async () => {
  const asked: string[] = [];
  await build({
    entryPoints: [path.join(site, 'src/entry.js')],
    bundle: true,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'record',
        setup(b) {
          b.onLoad({ filter: siteScriptFilter(site) }, (args) => {
            asked.push(path.relative(site, args.path).split(path.sep).join('/'));
            return undefined;
          });
        },
      },
    ],
  });
  assert.deepEqual(asked.sort(), ['src/a.js', 'src/entry.js', 'src/node_module/c.js']);
});

test('a folder is a package folder by its exact name only', () => {
  const filter = siteScriptFilter(site);
  for (const folder of ['node_module', 'node_modulesx', 'nodexmodules', 'node_moduleS', 'n', 'components'])
    assert.ok(filter.test(path.join(site, folder, 'x.tsx')), folder);
  for (const file of ['node_modules/x.tsx', 'src/node_modules/pkg/x.js', 'src/x.css'])
    assert.ok(!filter.test(path.join(site, file)), file);
  assert.ok(!filter.test(`${site}2/src/x.js`), 'a folder beside the site whose name starts with its name');
});
