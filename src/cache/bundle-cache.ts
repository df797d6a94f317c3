import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { saveServerBundle } from '../bundle/server-bundle-file.js';
import type { ClientBundle, ThemeBundleInput, ThemeBundles } from '../bundle/bundle-theme.js';
import { cacheKey, type BuildCache } from './build-cache.js';
import { engineFingerprint } from './engine-fingerprint.js';

interface InputsMeta {
  inputs: string[];
}

interface BundleMeta {
  server: string;
  client: Omit<ClientBundle, 'files'> & { paths: string[] };
  inputs: string[];
  styleInputs: ThemeBundles['styleInputs'];
}

/**
 * The bundles' key in two steps. What docgen generates for them (the entries, the site data) and the
 * site's packages name the list of files esbuild read last time; those files' contents, and what the
 * theme and pages folders hold (a new file there can take over an import), name the bundles.
 */
async function inputsKey(input: ThemeBundleInput): Promise<string> {
  const site = await Promise.all(
    ['package-lock.json', 'package.json', 'tsconfig.json'].map((f) =>
      readFile(path.join(input.siteDir, f)).catch(() => ''),
    ),
  );
  return cacheKey(await engineFingerprint(), input, ...site.map((text) => cacheKey(text)));
}

async function bundleKey(first: string, input: ThemeBundleInput, inputs: string[]): Promise<string | undefined> {
  const hash = createHash('sha256').update(first);
  try {
    for (const file of [...inputs, ...(input.mdxDocs ?? [])])
      hash
        .update(file)
        .update('\0')
        .update(await readFile(file))
        .update('\0');
  } catch {
    return undefined;
  }
  for (const dir of [input.themeDir, input.pagesDir, input.docusaurusThemeDir ?? input.themeDir]) {
    const names = await readdir(path.resolve(input.siteDir, dir), { recursive: true }).catch(() => []);
    hash.update(names.sort().join('\n')).update('\0');
  }
  return hash.digest('base64url');
}

/** The bundles of an earlier build from the same inputs, or undefined. The server bundle is written back to its file if it went. */
export async function readBundles(cache: BuildCache, input: ThemeBundleInput): Promise<ThemeBundles | undefined> {
  const first = await inputsKey(input);
  const listed = await cache.read<InputsMeta>('bundle-inputs', first);
  if (!listed || !Array.isArray(listed.meta.inputs)) return undefined;
  const key = await bundleKey(first, input, listed.meta.inputs);
  const entry = key && (await cache.read<BundleMeta>('bundle', key));
  if (!entry || entry.parts.length !== entry.meta.client.paths.length + 1) return undefined;
  const [server, ...files] = entry.parts;
  const { paths, ...client } = entry.meta.client;
  return {
    serverFile: await saveServerBundle(input.cacheDir, server!),
    client: { ...client, files: paths.map((p, i) => ({ path: p, contents: files[i]! })) },
    inputs: entry.meta.inputs,
    styleInputs: entry.meta.styleInputs ?? { files: [], folders: [] },
  };
}

/**
 * Keeps the bundles made from `input` by a bundling that began at `startedMs`. The key is read from the files as
 * they are now, so bundles are not kept when a file they were made from changed after bundling began: they could
 * be older than their key says.
 */
export async function storeBundles(
  cache: BuildCache,
  input: ThemeBundleInput,
  bundles: ThemeBundles,
  startedMs: number,
): Promise<void> {
  if (await changedSince(startedMs, input, bundles.inputs)) return;
  const first = await inputsKey(input);
  const key = await bundleKey(first, input, bundles.inputs);
  if (!key) return;
  const { files, ...client } = bundles.client;
  const server = await readFile(bundles.serverFile);
  cache.write('bundle-inputs', first, { inputs: bundles.inputs } satisfies InputsMeta, []);
  const meta: BundleMeta = {
    server: path.basename(bundles.serverFile),
    client: { ...client, paths: files.map((f) => f.path) },
    inputs: bundles.inputs,
    styleInputs: bundles.styleInputs,
  };
  cache.write('bundle', key, meta, [server, ...files.map((f) => f.contents)]);
}

/** Whether an input, or the theme or pages folder (a file added), was written after `startedMs`. */
async function changedSince(startedMs: number, input: ThemeBundleInput, inputs: string[]): Promise<boolean> {
  const files = [
    ...inputs,
    ...(input.mdxDocs ?? []),
    ...[input.themeDir, input.pagesDir].map((dir) => path.resolve(input.siteDir, dir)),
  ];
  const times = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return times.some((mtimeMs) => mtimeMs > startedMs);
}
