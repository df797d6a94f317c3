import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/load.js';
import { DocgenError } from '../../src/errors.js';
import { tempDir, writeFiles } from '../helpers/site.js';

test('a customCss file that does not exist is an error at its line of the config, naming the key', async () => {
  const dir = await tempDir();
  await writeFiles(dir, {
    'site.config.yaml': 'title: T\nurl: https://t.example.com\ncustomCss:\n  - ./src/css/custom.css\n',
  });
  await assert.rejects(loadConfig(path.join(dir, 'site.config.yaml')), (e: unknown) => {
    assert.ok(e instanceof DocgenError);
    assert.match(e.message, /site\.config\.yaml:4:5 - customCss\[0\]: no file at \.\/src\/css\/custom\.css$/);
    return true;
  });
});

test('a clientModules file that does not exist is an error at its line of the config, with a hint', async () => {
  const dir = await tempDir();
  await writeFiles(dir, {
    'site.config.yaml': 'title: T\nurl: https://t.example.com\nclientModules:\n  - ./src/here.js\n  - ./src/gone\n',
    'src/here.js': 'export {};\n',
  });
  await assert.rejects(loadConfig(path.join(dir, 'site.config.yaml')), (e: unknown) => {
    assert.ok(e instanceof DocgenError);
    assert.match(e.message, /site\.config\.yaml:5:5 - clientModules\[1\]: no file at \.\/src\/gone$/);
    assert.equal(
      e.hint,
      'give the path of a JavaScript module or a stylesheet, relative to the folder of the site config',
    );
    return true;
  });
});

test('a clientModules path without its extension is found as a bundler finds it', async () => {
  const dir = await tempDir();
  await writeFiles(dir, {
    'site.config.yaml': 'title: T\nurl: https://t.example.com\nclientModules:\n  - src/analytics\n',
    'src/analytics.js': 'export {};\n',
  });
  const { config } = await loadConfig(path.join(dir, 'site.config.yaml'));
  assert.deepEqual(config.siteClientModules, [path.join(dir, 'src/analytics.js')]);
});
