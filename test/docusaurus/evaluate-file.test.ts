import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { evaluateFile } from '../../src/docusaurus/evaluate-file.js';
import { writeFiles } from '../helpers/site.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-evaluate-'));
  dirs.push(dir);
  await writeFiles(dir, files);
  return dir;
}

test('an ES config may build paths from import.meta.url and resolve packages that are not installed', async () => {
  // As prettier's website config does: its own require from createRequire, a CSS file of a missing package.
  const dir = await site({
    'docusaurus.config.mjs': [
      "import { createRequire } from 'node:module';",
      "import fs from 'node:fs';",
      'const require = createRequire(import.meta.url);',
      "const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));",
      "export default { title: pkg.name, css: require.resolve('not-installed/theme.css'), plugin: require('not-installed-plugin') };",
    ].join('\n'),
    'package.json': '{"name": "site-from-url"}',
  });
  const value = (await evaluateFile(path.join(dir, 'docusaurus.config.mjs'), {
    displayName: 'docusaurus.config.mjs',
    unresolved: 'stub',
  })) as Record<string, unknown>;
  assert.equal(value.title, 'site-from-url');
  assert.equal(value.css, 'not-installed/theme.css');
});

test("require.resolve('./sidebars') answers the file on disk, extension included, as Node's does", async () => {
  const dir = await site({
    'docusaurus.config.js':
      "module.exports = { sidebarPath: require.resolve('./sidebars'), plugin: require.resolve('some-plugin') };",
    'sidebars.ts': 'export default {};',
  });
  const value = (await evaluateFile(path.join(dir, 'docusaurus.config.js'), {
    displayName: 'docusaurus.config.js',
    unresolved: 'stub',
  })) as Record<string, unknown>;
  assert.equal(value.sidebarPath, path.join(dir, 'sidebars.ts'));
  assert.equal(value.plugin, 'some-plugin');
});
