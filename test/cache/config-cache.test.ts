// The parsed config is kept in the build cache by the bytes of its file: a start whose config is unchanged skips the
// YAML parser, and any change (one of the same size too) is parsed anew, its errors placed as ever.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { loadConfig } from '../../src/config/load.js';
import { shown } from '../helpers/shown.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-config-cache-');
const CONFIG = 'title: Alpha\nurl: https://cache.example.com\n';

async function builtHome(dir: string): Promise<string> {
  const outDir = path.join(dir, 'build');
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir });
  return readFile(path.join(outDir, 'docs/intro/index.html'), 'utf8');
}

for (const [where, config] of [
  ['the default cache folder', CONFIG],
  ['the cache folder the config names', `${CONFIG}cacheDir: .docgen-cache # beside the site\n`],
]) {
  test(`a config unchanged since the last build comes from ${where}, as it was parsed`, async () => {
    const dir = await site({ 'site.config.yaml': config, 'docs/intro.md': '# Intro\n' });
    await builtHome(dir);
    const file = path.join(dir, 'site.config.yaml');
    const parsed = await loadConfig(file, { cached: false });
    const cached = await loadConfig(file, { cached: true });
    assert.ok(cached.cacheEntry && !cached.cacheEntry.parsed, 'the config was parsed again');
    assert.deepEqual(cached.config, parsed.config);
  });
}

test('a config changed to another of the same size is parsed anew', async () => {
  const dir = await site({ 'site.config.yaml': CONFIG, 'docs/intro.md': '# Intro\n' });
  assert.match(await builtHome(dir), /<title>Intro \| Alpha<\/title>/);
  await writeFile(path.join(dir, 'site.config.yaml'), CONFIG.replace('Alpha', 'Gamma'));
  assert.match(await builtHome(dir), /<title>Intro \| Gamma<\/title>/);
});

test('a config broken after it was kept still says where it is wrong', async () => {
  const dir = await site({ 'site.config.yaml': CONFIG, 'docs/intro.md': '# Intro\n' });
  await builtHome(dir);
  const file = path.join(dir, 'site.config.yaml');
  await writeFile(file, `${CONFIG}onBrokenLinks: sometimes\n`);
  await assert.rejects(builtHome(dir), {
    message: `${shown(file)}:3:16 - onBrokenLinks: Invalid option: expected one of "warn"|"throw"`,
  });
});
