import { open } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

/** An image's width and height in CSS pixels, as a browser lays it out before it has loaded. */
export type ImageSize = readonly [width: number, height: number];

/** Images whose size their first bytes tell. */
export const SIZED_IMAGE = /\.(?:png|apng|jpe?g|gif|webp|avif|svg|bmp|ico)$/i;

/** Enough for every format's header; a JPEG with a large embedded thumbnail before its frame takes a second read. */
const HEADER_BYTES = 64 * 1024;
const LONG_HEADER_BYTES = 1024 * 1024;

/**
 * The size an image shows at, from its bytes (the whole file or its start): a JPEG whose EXIF orientation turns it
 * on its side (5 to 8) shows with width and height swapped, as browsers draw it. Undefined for what is not a
 * readable image: the page then shows it as the author wrote it. image-size is loaded by the first image: a site
 * without one does not compile it before its first page.
 */
export async function imageSizeOf(bytes: Uint8Array): Promise<ImageSize | undefined> {
  const { imageSize } = await import('image-size');
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (!width || !height) return undefined;
    return orientation !== undefined && orientation >= 5 ? [height, width] : [width, height];
  } catch {
    return undefined;
  }
}

/** An image file's size, reading its header only. */
export async function readImageSize(file: string): Promise<ImageSize | undefined> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const { size } = await handle.stat();
    let bytes = new Uint8Array(Math.min(size, HEADER_BYTES));
    await handle.read(bytes, 0, bytes.length, 0);
    let found = await imageSizeOf(bytes);
    if (!found && size > bytes.length) {
      bytes = new Uint8Array(Math.min(size, LONG_HEADER_BYTES));
      await handle.read(bytes, 0, bytes.length, 0);
      found = await imageSizeOf(bytes);
    }
    return found;
  } finally {
    await handle.close();
  }
}

/** The sizes of the static folder's images by site path ("/img/x.png"), with each file's stamp to reuse them. */
export interface StaticImageSizes {
  sizes: Record<string, ImageSize>;
  /** Absolute path → "size:mtime" when read, so that a rescan reads only the images that changed. */
  stamps: Map<string, string>;
}

/** Headers read at once: enough to keep the disk busy without holding many files open. */
const READ_AT_ONCE = 16;

/**
 * The size of every image of the static folder, read from its header once per build (and in watch mode once per
 * change of the file): pages give their images width and height, so nothing moves as they load.
 */
export async function scanStaticImageSizes(staticDir: string, previous?: StaticImageSizes): Promise<StaticImageSizes> {
  const entries = await fg('**/*', { cwd: staticDir, onlyFiles: true, stats: true, dot: false }).catch(() => []);
  const images = entries.filter((entry) => SIZED_IMAGE.test(entry.path)).sort((a, b) => (a.path < b.path ? -1 : 1));
  const found: StaticImageSizes = { sizes: {}, stamps: new Map() };
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const entry = images[next++]!;
      const absolute = path.join(staticDir, entry.path);
      const stamp = `${entry.stats!.size}:${entry.stats!.mtimeMs}`;
      const sitePath = `/${entry.path}`;
      const size = previous?.stamps.get(absolute) === stamp ? previous.sizes[sitePath] : await readImageSize(absolute);
      found.stamps.set(absolute, stamp);
      if (size) found.sizes[sitePath] = size;
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_AT_ONCE, images.length) }, worker));
  // Workers finish in any order: the map is sorted so that equal folders give equal (cache-keyed) maps.
  found.sizes = Object.fromEntries(Object.entries(found.sizes).sort(([a], [b]) => (a < b ? -1 : 1)));
  return found;
}
