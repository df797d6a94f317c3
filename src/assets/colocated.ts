import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { refuseLinkLoops } from '../util/folder-links.js';
import { readDocsFolder } from '../content/docs-folder.js';
import { docsRoot } from '../content/load-docs.js';
import type { FoundLink } from '../markdown/context.js';
import type { OutputFile } from '../output/write-site.js';
import type { SiteConfig } from '../config/schema.js';
import { contentFoldersOf, translatedFoldersOf } from '../sources/registry.js';
import type { SiteLocale } from '../sources/locales.js';
import {
  imageSizeOf,
  scanStaticImageSizes,
  SIZED_IMAGE,
  type ImageSize,
  type StaticImageSizes,
} from './image-sizes.js';

/** Files of the docs folders that pages may link to (images, videos, downloads), and where each goes in the output. */
export interface ColocatedAssets {
  /**
   * By docs folder as the config names it (a translated folder as `translatedFolderOf` does): path in the folder
   * (posix, "guides/media/x.png") → path in the output ("assets/images/x-1a2b3c4d.png").
   */
  byFolder: Record<string, Record<string, string>>;
  /** Path in the output → the file it is copied from. */
  sources: Map<string, string>;
  /** Absolute path → its size and modification time when hashed, so that a rescan reads only changed files. */
  stamps: Map<string, string>;
  /** Path in the output → the size of the image there, read as the file is hashed. */
  sizes: Map<string, ImageSize>;
  /** The static folder's images and their sizes. */
  staticImages: StaticImageSizes;
}

const IMAGE = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|apng|tiff?)$/i;
/** Files that are the docs themselves, or Docusaurus's category metadata: never linked as assets. */
const NOT_ASSETS = [
  '**/*.md',
  '**/*.mdx',
  '**/_category_.json',
  '**/_category_.yml',
  '**/_category_.yaml',
  '**/node_modules/**',
];
/** Files read at once while hashing: enough to keep the disk busy, few enough for a folder of large videos. */
const READ_AT_ONCE = 16;

/**
 * Every file of the docs folders (and of their translated folders in the built `locales`) besides the docs, and the
 * images and downloads of the site's `src/` (not its static folder), each named by its content as Docusaurus names them
 * (`assets/images/[name]-[hash].[ext]`, `assets/files/…` for the rest): an asset that changes gets a new
 * URL, so browsers may cache them for good. Read once per build, before any page is rendered.
 */
export async function scanSiteAssets(
  siteDir: string,
  config: SiteConfig,
  locales: SiteLocale[],
  previous?: ColocatedAssets,
): Promise<ColocatedAssets> {
  const assets: ColocatedAssets = {
    byFolder: {},
    sources: new Map(),
    stamps: new Map(),
    sizes: new Map(),
    staticImages: await scanStaticImageSizes(path.resolve(siteDir, config.staticDir), previous?.staticImages),
  };
  const site = { siteDir, ignore: [config.staticDir] };
  // A translated folder's pages reach src/ through the docs folder's names for its files (see `colocatedAsset`).
  const folders = [
    ...contentFoldersOf(config).map((folder) => ({ folder, site })),
    ...translatedFoldersOf(config, locales).map((folder) => ({ folder, site: undefined })),
  ];
  for (const { folder, site } of folders) {
    const root = docsRoot({ siteDir, docsDir: folder });
    const found = await scanColocatedAssets(root, previous, previous?.byFolder[folder], site);
    assets.byFolder[folder] = found.byDocPath;
    for (const [output, source] of found.sources) assets.sources.set(output, source);
    for (const [file, stamp] of found.stamps) assets.stamps.set(file, stamp);
    for (const [output, size] of found.sizes) assets.sizes.set(output, size);
  }
  return assets;
}

async function scanColocatedAssets(
  docsRoot: string,
  previous: ColocatedAssets | undefined,
  previousOutputs: Record<string, string> | undefined,
  site: SiteSources | undefined,
): Promise<{
  byDocPath: Record<string, string>;
  sources: Map<string, string>;
  stamps: Map<string, string>;
  sizes: Map<string, ImageSize>;
}> {
  const entries = [
    // The docs folder's links as the docs are read: none to a folder, none out of it.
    ...(await readDocsFolder(docsRoot, { pattern: /./, ignore: NOT_ASSETS, stats: true }).then(
      (found) => found.files,
      () => [],
    )),
    ...(site ? await siteSourceAssets(docsRoot, site) : []),
  ];
  entries.sort((a, b) => (a.path < b.path ? -1 : 1));
  const files = entries.map((e) => e.path);
  const stamps = new Map(entries.map((e) => [path.join(docsRoot, e.path), `${e.stats!.size}:${e.stats!.mtimeMs}`]));
  const outputs: string[] = new Array(files.length);
  const sizes = new Map<string, ImageSize>();
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      const file = files[i]!;
      const absolute = path.join(docsRoot, file);
      const unchanged = previous?.stamps.get(absolute) === stamps.get(absolute) && previousOutputs?.[file];
      if (unchanged) {
        outputs[i] = unchanged;
        const size = previous?.sizes.get(unchanged);
        if (size) sizes.set(unchanged, size);
        continue;
      }
      const contents = await readFile(path.join(docsRoot, file));
      const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8);
      const extension = path.posix.extname(file);
      const name = path.posix.basename(file, extension);
      outputs[i] = `assets/${IMAGE.test(file) ? 'images' : 'files'}/${name}-${hash}${extension}`;
      // The file is read for its hash already: its size costs no further read.
      const size = SIZED_IMAGE.test(file) ? await imageSizeOf(contents) : undefined;
      if (size) sizes.set(outputs[i]!, size);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_AT_ONCE, files.length) }, worker));
  const byDocPath: Record<string, string> = {};
  const sources = new Map<string, string>();
  files.forEach((file, i) => {
    byDocPath[file] = outputs[i]!;
    sources.set(outputs[i]!, path.join(docsRoot, file));
  });
  return { byDocPath, sources, stamps, sizes };
}

/** The site's source folder (Docusaurus's `src/`), whose partials link to images beside them. */
interface SiteSources {
  siteDir: string;
  /** Folders of the site that are not sources (the static folder, the output), relative to it. */
  ignore: string[];
}

/** Images, videos and downloads of the site's `src/` (not its code), named by their path from the docs folder ("../src/…"). */
async function siteSourceAssets(docsRoot: string, site: SiteSources) {
  const src = path.join(site.siteDir, 'src');
  // Docs kept inside src/ are scanned as the docs folder already.
  if (!path.relative(src, docsRoot).startsWith('..')) return [];
  await refuseLinkLoops(src, 'src folder');
  const found = await fg(`**/*.{${LINKED_EXTENSIONS.join(',')}}`, {
    cwd: src,
    ignore: ['**/node_modules/**', ...site.ignore.map((dir) => `${path.posix.relative('src', dir)}/**`)],
    onlyFiles: true,
    dot: false,
    stats: true,
    caseSensitiveMatch: false,
  }).catch(() => []);
  const prefix = path.relative(docsRoot, src).split(path.sep).join('/');
  return found.map((entry) => ({ ...entry, path: `${prefix}/${entry.path}` }));
}

/** What a doc or partial links to as a file besides images: videos, sounds, documents, archives. */
const LINKED_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'avif',
  'ico',
  'bmp',
  'apng',
  'tif',
  'tiff',
  'mp4',
  'webm',
  'ogv',
  'mov',
  'm4v',
  'mp3',
  'wav',
  'ogg',
  'm4a',
  'pdf',
  'zip',
  'gz',
  'tgz',
  'csv',
  'txt',
];

/** The assets the pages link to (their output paths), each once however many pages link to it. */
export function linkedAssets(pages: { links: FoundLink[] }[], assets: ColocatedAssets): Set<string> {
  return assetsAmong(
    pages.flatMap((page) => page.links.flatMap((link) => (link.asset ? [link.asset] : []))),
    assets,
  );
}

/** Of the output paths links name (`FoundLink.asset`), those of files the docs folders have. */
export function assetsAmong(named: Iterable<string>, assets: ColocatedAssets): Set<string> {
  const used = new Set<string>();
  for (const asset of named) if (assets.sources.has(asset)) used.add(asset);
  return used;
}

/**
 * The sizes of the images a scope's pages may show, by site path without the base URL: the static folder's
 * ("/img/x.png") and its content folders' (its own and its translated one: "/assets/images/x-1a2b3c4d.png"). Part
 * of the scope's link context, so a page renders again when an image it may show changes size, and only then.
 */
export function imageSizesFor(assets: ColocatedAssets, folders: string[]): Record<string, ImageSize> {
  const sizes = { ...assets.staticImages.sizes };
  for (const folder of folders)
    for (const output of Object.values(assets.byFolder[folder] ?? {})) {
      const size = assets.sizes.get(output);
      if (size) sizes[`/${output}`] = size;
    }
  return sizes;
}

/** The output file of a linked asset, read from the docs folder. */
export async function readColocatedAsset(assets: ColocatedAssets, output: string): Promise<OutputFile> {
  return { path: output, contents: await readFile(assets.sources.get(output)!) };
}

/** Copies the linked assets into the output a few at a time, so that a folder of videos is never all in memory. */
export async function writeColocatedAssets(
  assets: ColocatedAssets,
  linked: Set<string>,
  write: (files: OutputFile[]) => Promise<unknown>,
): Promise<void> {
  const outputs = [...linked];
  for (let i = 0; i < outputs.length; i += READ_AT_ONCE)
    await write(
      await Promise.all(outputs.slice(i, i + READ_AT_ONCE).map((output) => readColocatedAsset(assets, output))),
    );
}
