import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { build, type BuildResult } from '../../src/build.js';
import { createStaticServer } from '../../src/server/serve-static.js';
import { sharedBuild, sharedBuildOf, type SharedBuild } from './shared-build.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const FIXTURES = path.join(ROOT, 'test/fixtures');

/** A fresh folder; `prefix` may be a whole path prefix, else the folder goes in the system's temp folder. */
export async function tempDir(prefix = 'docgen-test-'): Promise<string> {
  const full = path.isAbsolute(prefix) ? prefix : path.join(os.tmpdir(), prefix);
  await mkdir(path.dirname(full), { recursive: true });
  return mkdtemp(full);
}

/** Writes each file (a path inside `dir` → its contents), with the folders it needs. */
export async function writeFiles(dir: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents);
  }
}

/**
 * A maker of sites for one test file: each call writes the files into a fresh temporary folder (named after `prefix`)
 * and gives its path; every folder it made is removed when the file's tests end.
 */
export function siteFolders(prefix: string): (files?: Record<string, string | Uint8Array>) => Promise<string> {
  const dirs: string[] = [];
  after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
  return async (files = {}) => {
    const dir = await tempDir(prefix);
    dirs.push(dir);
    await writeFiles(dir, files);
    return dir;
  };
}

/** Builds a site into a fresh temporary folder. */
export async function buildInto(
  configFile: string,
  options: { dev?: boolean } = {},
): Promise<BuildResult & { cleanup(): Promise<void> }> {
  const dir = await tempDir();
  const result = await build({ configFile, outDir: path.join(dir, 'build'), dev: options.dev });
  return { ...result, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export interface ServedSite {
  url: string;
  outDir: string;
  close(): Promise<void>;
}

/** Serves a folder on 127.0.0.1 on a free port, under `basePath` when the site is built for one. */
export async function serveFolder(root: string, basePath?: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createStaticServer({ root, basePath });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Builds a site (by default the real craft.js site) and serves it. The craft.js site and the fixtures, which no test
 * changes, are built once for the whole test run (sharedBuild); a site of the test's own is built into a folder of its own.
 */
export async function startSite(configFile = path.join(ROOT, 'site.config.yaml')): Promise<ServedSite> {
  const readOnly = configFile === path.join(ROOT, 'site.config.yaml') || configFile.startsWith(FIXTURES + path.sep);
  const built = await (readOnly ? sharedBuild : buildInto)(configFile);
  const served = await serveFolder(built.outDir);
  return {
    url: served.url,
    outDir: built.outDir,
    close: async () => {
      await served.close();
      await built.cleanup();
    },
  };
}

/** A writable copy of a fixture site, for tests that change it. */
export async function copyOfFixtureSite(name: string): Promise<{ dir: string; config: string }> {
  // Inside the repository, so that the copy resolves react like a real site resolves its own packages.
  const dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/site-'));
  await cp(path.join(FIXTURES, name), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}build`) });
  return { dir, config: path.join(dir, 'site.config.yaml') };
}

/**
 * A writable copy of a fixture site and a temporary folder to build it into, made before the file's tests and removed
 * after them; read them from the answer once the tests run.
 */
export function fixtureSiteAndFolder(name: string): { site: { dir: string; config: string }; out: string } {
  const made = {} as { site: { dir: string; config: string }; out: string };
  before(async () => {
    made.site = await copyOfFixtureSite(name);
    made.out = await tempDir();
  });
  after(async () => {
    await rm(made.site.dir, { recursive: true, force: true });
    await rm(made.out, { recursive: true, force: true });
  });
  return made;
}

/**
 * Installs this checkout as the site's docgen-ssr (a link in its node_modules), so that its plugin modules import
 * `docgen-ssr/plugin` as an installed site's do; a copy under node_modules/ cannot find the package by its name.
 */
export async function linkDocgenPackage(siteDir: string): Promise<void> {
  await mkdir(path.join(siteDir, 'node_modules'), { recursive: true });
  await symlink(ROOT, path.join(siteDir, 'node_modules/docgen-ssr'), 'dir');
}

/**
 * A copy of the craft.js site with extra docs (docs path → Markdown), for checking pages the real docs do
 * not have, such as one with every Markdown feature. Inside the repository, so its imports resolve as the site's do.
 */
export async function copyOfCraftSite(
  extraDocs: Record<string, string>,
): Promise<{ dir: string; config: string; remove(): Promise<void> }> {
  const dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/craft-'));
  for (const part of ['site.config.yaml', 'docs', 'static', 'templates'])
    await cp(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  for (const [file, text] of Object.entries(extraDocs)) await writeFile(path.join(dir, 'docs', file), text);
  return { dir, config: path.join(dir, 'site.config.yaml'), remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The craft.js site with the page of every Markdown feature (test/fixtures/kitchen-sink.md) added to its docs, built
 * once per test run (sharedBuildOf) for the files that check every page of it.
 */
export function craftSiteWithKitchenSink(): Promise<SharedBuild> {
  return sharedBuildOf('craft.js site with docs/kitchen-sink.md', async (outDir) => {
    const copy = await copyOfCraftSite({
      'kitchen-sink.md': await readFile(path.join(FIXTURES, 'kitchen-sink.md'), 'utf8'),
    });
    try {
      return await build({ configFile: copy.config, outDir });
    } finally {
      await copy.remove();
    }
  });
}
