// The theme's bundles in the build cache: found again for the same files, and never kept when a file they
// were made from was saved while esbuild ran (their key, read afterwards, would name the newer file).
import assert from 'node:assert/strict';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { ThemeBundleInput, ThemeBundles } from '../../src/bundle/bundle-theme.js';
import { BuildCache } from '../../src/cache/build-cache.js';
import { readBundles, storeBundles } from '../../src/cache/bundle-cache.js';
import { tempDir } from '../helpers/site.js';

async function bundledSite(): Promise<{
  input: ThemeBundleInput;
  bundles: ThemeBundles;
  themeFile: string;
  startedMs: number;
}> {
  const siteDir = await tempDir();
  const themeFile = path.join(siteDir, 'theme/Layout.tsx');
  await mkdir(path.dirname(themeFile), { recursive: true });
  await mkdir(path.join(siteDir, 'pages'));
  await writeFile(themeFile, 'export default function Layout() { return null; }\n');
  const cacheDir = path.join(siteDir, 'node_modules/.cache/docgen');
  await mkdir(cacheDir, { recursive: true });
  const serverFile = path.join(cacheDir, 'server-bundle.mjs');
  await writeFile(serverFile, 'export const layout = 1;\n');
  const input: ThemeBundleInput = {
    siteDir,
    themeDir: 'theme',
    pagesDir: 'pages',
    pageModules: [],
    site: { title: 'Cached' } as ThemeBundleInput['site'],
    staticApps: [],
    cacheDir,
    minify: true,
  };
  const bundles: ThemeBundles = {
    serverFile,
    client: {
      files: [{ path: 'assets/entry-abc.js', contents: new TextEncoder().encode('console.log(1);') }],
      outputRoot: siteDir,
      entry: { script: '/assets/entry-abc.js', preload: [], styles: [] },
      localeEntries: {},
      pageModuleAssets: {},
      staticApps: {},
    },
    inputs: [themeFile],
    styleInputs: { files: [], folders: [] },
  };
  // Everything was written a minute before bundling began.
  const minuteAgo = new Date(Date.now() - 60_000);
  for (const file of [themeFile, path.dirname(themeFile), path.join(siteDir, 'pages')])
    await utimes(file, minuteAgo, minuteAgo);
  return { input, bundles, themeFile, startedMs: Date.now() - 30_000 };
}

describe('bundles in the build cache', () => {
  test('bundles kept after a bundling during which nothing changed are found by the next build', async () => {
    const { input, bundles, startedMs } = await bundledSite();
    const cache = await BuildCache.open(path.join(input.cacheDir, 'build'), () => {});
    await storeBundles(cache, input, bundles, startedMs);
    await cache.flush();
    const found = await readBundles(await BuildCache.open(cache.dir, () => {}), input);
    assert.deepEqual(found?.client.entry, bundles.client.entry);
    assert.equal(new TextDecoder().decode(found?.client.files[0]?.contents), 'console.log(1);');
  });

  test('a theme file saved after bundling began: the bundles are not kept, and the next build bundles again', async () => {
    const { input, bundles, themeFile, startedMs } = await bundledSite();
    const cache = await BuildCache.open(path.join(input.cacheDir, 'build'), () => {});
    await writeFile(themeFile, 'export default function Layout() { return "edited"; }\n');
    await storeBundles(cache, input, bundles, startedMs);
    await cache.flush();
    assert.equal(await readBundles(await BuildCache.open(cache.dir, () => {}), input), undefined);
  });

  test('a file added to the theme folder after bundling began: the bundles are not kept', async () => {
    const { input, bundles, startedMs } = await bundledSite();
    const cache = await BuildCache.open(path.join(input.cacheDir, 'build'), () => {});
    await writeFile(
      path.join(input.siteDir, 'theme/Footer.tsx'),
      'export default function Footer() { return null; }\n',
    );
    await storeBundles(cache, input, bundles, startedMs);
    await cache.flush();
    assert.equal(await readBundles(await BuildCache.open(cache.dir, () => {}), input), undefined);
  });
});
