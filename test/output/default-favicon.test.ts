import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { SiteConfig } from '../../src/config/schema.js';
import { defaultFaviconFiles } from '../../src/output/default-favicon.js';
import { faviconFile } from '../../src/site/render-input.js';

const config = (favicon?: string) => ({ staticDir: 'static', ...(favicon ? { favicon } : {}) }) as SiteConfig;

test("a site with no favicon of its own gets the default theme's favicon.ico at its root, and its pages link it", async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'docgen-favicon-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const [file] = defaultFaviconFiles(config(), dir);
  assert.equal(file?.path, 'favicon.ico');
  // An ICO header (reserved 0, type 1: icon) holding one image.
  assert.deepEqual([...(file!.contents as Uint8Array).subarray(0, 6)], [0, 0, 1, 0, 1, 0]);
  assert.equal(faviconFile(config()), 'favicon.ico');
});

test("the config's favicon, or a favicon.ico in the static folder, is used instead of the default", async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'docgen-favicon-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  assert.deepEqual(defaultFaviconFiles(config('img/logo.svg'), dir), []);
  assert.equal(faviconFile(config('img/logo.svg')), 'img/logo.svg');
  await mkdir(path.join(dir, 'static'));
  await writeFile(path.join(dir, 'static', 'favicon.ico'), 'own icon');
  assert.deepEqual(defaultFaviconFiles(config(), dir), []);
});
