import { firstTextLine } from '../content/doc-description.js';
import { scannedMdxSyntax } from '../mdx/detect.js';
import type { DocSource } from '../shared/model.js';
import type { DocFolder, DocOutlineMemo } from '../sources/docs/doc-store.js';
import { isPlainJson } from '../util/plain-json.js';
import { cacheKey, type BuildCache } from './build-cache.js';
import { engineFingerprint } from './engine-fingerprint.js';

/** A doc as kept: its path in the folder, its file's size and change time when read, the doc, and what its body said. */
type KeptOutline = [docPath: string, stamp: string, doc: DocSource, outlined: NonNullable<DocSource['outlined']>];

/**
 * Each doc of a docs folder as a build read it, without its body, by the size and change time of its file (see
 * `DocStore.stamp`), kept from one build to the next: a doc whose file has the size and change time it had is not read
 * nor parsed again. Planning and the theme bundle need every doc's front matter, title and what its body says of MDX
 * and of its first line; of a site of ten versions, reading them was most of a warm build, for the one doc that changed.
 * One entry per folder, so that an edit of the current docs writes that folder's again, not every version's.
 */
export class DocOutlineCache {
  private readonly folders: FolderOutlines[] = [];

  private constructor(
    private readonly cache: BuildCache,
    private readonly engine: string,
  ) {}

  static async open(cache: BuildCache): Promise<DocOutlineCache> {
    return new DocOutlineCache(cache, await engineFingerprint());
  }

  /** What the last build kept of the docs read as `folder` reads them. */
  async folder(folder: DocFolder): Promise<DocOutlineMemo> {
    // What a doc is read into depends on these and its file alone (see `toDocSource`).
    const key = cacheKey(this.engine, [folder.docsDir, folder.routeBase, folder.scope, folder.numberPrefixes ?? true]);
    const entry = await this.cache.read<KeptOutline[]>('doc-outlines', key);
    const outlines = new FolderOutlines(key, Array.isArray(entry?.meta) ? entry.meta : []);
    this.folders.push(outlines);
    return outlines;
  }

  /** Keeps each folder's docs as this build read them, where they are not what was kept. */
  save(): void {
    for (const folder of this.folders.splice(0)) folder.save(this.cache);
  }
}

class FolderOutlines implements DocOutlineMemo {
  private readonly known: Map<string, KeptOutline>;
  private readonly used = new Map<string, KeptOutline | { stamp: string; doc: DocSource }>();
  private added = false;

  constructor(
    private readonly key: string,
    kept: KeptOutline[],
  ) {
    this.known = new Map(kept.filter((k) => Array.isArray(k) && k.length === 4).map((k) => [k[0], k]));
  }

  get(docPath: string, stamp: string): DocSource | undefined {
    const kept = this.known.get(docPath);
    if (kept?.[1] !== stamp) return undefined;
    this.used.set(docPath, kept);
    // Taken once: the doc is the build's own from here, its body filled in and let go.
    this.known.delete(docPath);
    return { ...kept[2], outlined: kept[3] };
  }

  set(docPath: string, stamp: string, doc: DocSource): void {
    this.used.set(docPath, { stamp, doc });
    this.added = true;
    setAside(doc);
  }

  /**
   * Writes the folder's entry: each doc read this build, with what its body said when read, and those taken from the
   * entry. A doc whose front matter JSON would not give back (a YAML date) is read every time.
   */
  save(cache: BuildCache): void {
    if (!this.added && this.known.size === 0) return this.used.clear();
    const kept: KeptOutline[] = [];
    for (const [docPath, used] of this.used) {
      if (Array.isArray(used)) kept.push(used);
      else {
        const { stamp, doc } = used;
        // The body's place among the keys is kept, so that the doc, its body filled in, hashes as one read whole.
        const { outlined, ...outline } = { ...doc, body: '' };
        if (!isPlainJson(outline)) continue;
        kept.push([docPath, stamp, outline, outlined ?? outlineOf(doc)]);
      }
    }
    this.used.clear();
    cache.write('doc-outlines', this.key, kept, []);
  }
}

/**
 * Lets the body of a doc whose file gives it back go, keeping what planning and the theme bundle use of it (see
 * `DocSource.outlined`): a build reads it again to name its page's cache entry, and again with its page's batch.
 */
export function setAside(doc: DocSource): void {
  doc.outlined = outlineOf(doc);
  doc.body = '';
}

/** What a doc's body says that planning and the theme bundle use (see `DocSource.outlined`). */
export function outlineOf(doc: DocSource): NonNullable<DocSource['outlined']> {
  // A `.mdx` file is MDX whatever its body says (see `isMdxDoc`).
  const mdxSyntax = /\.mdx$/i.test(doc.file) ? undefined : scannedMdxSyntax(doc.body);
  const firstLine = firstTextLine(doc.body);
  return { ...(mdxSyntax !== undefined && { mdxSyntax }), ...(firstLine !== undefined && { firstLine }) };
}
