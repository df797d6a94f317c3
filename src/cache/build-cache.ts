import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { link, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  decodeEntry,
  decodeHead,
  encodeEntry,
  ENTRY_PREFIX,
  headerLength,
  ofAnotherFormat,
  type Entry,
} from './entry-file.js';
import { systemErrorAsUserError } from '../errors.js';
import { isRunning } from '../util/is-running.js';
import { makeFolder } from '../util/make-folder.js';
import {
  readRegularFile,
  readRegularFileStartSync,
  readRegularFileSync,
  type RegularFile,
} from '../util/read-regular-file.js';
import { writeWhole } from '../util/write-whole.js';

/** How many builds' entries are kept: the last build's, and those of two before it (a branch switched back and forth). */
const KEPT_BUILDS = 3;

/** A temporary file this old belongs to a build that was killed mid-write. */
const STALE_TEMP_MS = 10 * 60_000;

/** A mark of a process using the cache this old is not trusted: its process id may belong to another program now. */
const STALE_USER_MS = 24 * 60 * 60_000;

let opened = 0;

/** The bytes first read of an entry whose meta alone is wanted: a page's header (its files and links) fits, mostly. */
const HEAD_GUESS = 16 * 1024;

/**
 * The persistent build cache: entries named by a hash of everything they were made from, so an entry
 * is either exactly right for its inputs or not found. Entries are written to a temporary name and
 * renamed, so a killed build leaves no half-written entry under a real name; a damaged one (cut short,
 * overwritten, another entry copied over it, a folder or FIFO in its place) fails its checksum or is no file,
 * is removed, and the build makes its result again, so the next build finds it whole.
 */
export class BuildCache {
  private readonly entries: string;
  private readonly blobs: string;
  /** Entries this run read or wrote: they survive the next prune. */
  private readonly used = new Set<string>();
  private readonly writes = new Set<Promise<void>>();
  private made?: Promise<unknown>;
  private blobsMade?: Promise<unknown>;
  private earlierBlobs?: Promise<Set<string>>;
  /** This build's blobs: a write under way, then the blob's size (not the settled promise, kept to the end). */
  private readonly blobWrites = new Map<string, Promise<BlobRef> | number>();
  private damaged = false;
  /** The first write the system refused (a full disk): the build ends with it rather than keep nothing in silence. */
  private refused?: unknown;
  /** This cache's mark in `users/`, named by the process and the cache: another build's prune leaves the cache alone while it is there. */
  private readonly user: string;

  private constructor(
    readonly dir: string,
    /** Told once, the first time an entry turns out damaged. */
    private readonly warn: (line: string) => void,
  ) {
    this.entries = path.join(dir, 'entries');
    this.blobs = path.join(dir, 'blobs');
    this.user = path.join(dir, 'users', `${process.pid}-${opened++}`);
  }

  /**
   * Opens the cache in `dir`, marking it in use. A folder that cannot be written to fails here, before any other
   * work: a build that went on would keep nothing and say nothing.
   */
  static async open(dir: string, warn: (line: string) => void): Promise<BuildCache> {
    const cache = new BuildCache(dir, warn);
    await cache.ownFolder(dir);
    await cache.ownFolder(path.dirname(cache.user));
    await writeFile(cache.user, '');
    return cache;
  }

  /** Ends this process's use of the cache: the next build to finish may prune what only this one used. */
  release(): void {
    try {
      rmSync(this.user, { force: true });
    } catch {
      // The mark is only a hint to other builds' prune, which removes it once this process is gone.
    }
  }

  /**
   * Keeps `contents` as a file of its own, named by its hash, that a later build links into its output rather
   * than writing the bytes again. `writtenAt` is a file the build has just written with these bytes: the blob
   * becomes another name of it, not a second copy. Answers what a later build checks the file against before using it.
   */
  writeBlob(contents: string | Uint8Array, writtenAt?: string): Promise<BlobRef> {
    const name = createHash('sha256').update(contents).digest('base64url');
    this.used.add(`blobs/${name}`);
    // Files with the same bytes in one build are one blob, written once.
    const written = this.blobWrites.get(name);
    if (typeof written === 'number') return Promise.resolve({ name, size: written });
    if (written) return written;
    const storing = this.storeBlob(name, contents, writtenAt);
    this.blobWrites.set(name, storing);
    storing.then(
      (blob) => this.blobWrites.get(name) === storing && this.blobWrites.set(name, blob.size),
      () => {},
    );
    return storing;
  }

  private async storeBlob(name: string, contents: string | Uint8Array, writtenAt?: string): Promise<BlobRef> {
    const target = path.join(this.blobs, name);
    const size = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    // The blobs an earlier build left are listed once: a cold build then looks for none of its own one by one.
    this.earlierBlobs ??= readdir(this.blobs).then(
      (names) => new Set(names),
      () => new Set<string>(),
    );
    const found = (await this.earlierBlobs).has(name) ? await stat(target).catch(() => undefined) : undefined;
    // An earlier build's blob with these bytes is reused only once its bytes are checked, as it may have been changed through an output folder.
    if (found?.size === size && (await this.readBlob({ name, size }))) return { name, size };
    this.blobsMade ??= this.ownFolder(this.blobs);
    await this.blobsMade;
    // A link to a file already written appears whole at once, without the temporary name and rename a write needs.
    // Where it cannot be made (another disk, a blob another build left meanwhile), the bytes are written.
    const linked =
      writtenAt !== undefined &&
      (await link(writtenAt, target).then(
        () => true,
        () => false,
      ));
    if (!linked) await writeWhole(target, contents);
    return { name, size };
  }

  /**
   * The blob's path when it still holds the bytes it is named by. Output folders share the blob's bytes (hard
   * links): a file of the output changed in place changes the blob, whatever its time and size say after.
   */
  async checkBlob(ref: BlobRef): Promise<string | undefined> {
    return (await this.readBlob(ref)) && path.join(this.blobs, ref.name);
  }

  /** The blob's bytes, checked against its name. */
  async readBlob(ref: BlobRef): Promise<Buffer | undefined> {
    const file = path.join(this.blobs, ref.name);
    return this.checked(ref, file, await readRegularFile(file));
  }

  /**
   * `readBlob` in this thread: for the page a browser waits for, whose read would otherwise queue behind the other
   * pages' reads, on the file-system threads and then in this one. Damage is removed in the background.
   */
  readBlobNow(ref: BlobRef): Buffer | undefined {
    const file = path.join(this.blobs, ref.name);
    const contents = this.checked(ref, file, readRegularFileSync(file));
    return contents instanceof Promise ? void contents.catch(() => {}) : contents;
  }

  private checked(ref: BlobRef, file: string, contents: RegularFile): Buffer | undefined | Promise<undefined> {
    if (contents === undefined) return undefined;
    if (contents === 'not a file' || createHash('sha256').update(contents).digest('base64url') !== ref.name)
      return this.damage(file);
    this.used.add(`blobs/${ref.name}`);
    return contents;
  }

  /**
   * Writes in the background that `flush` waits for. One the system refuses (a full disk, a folder made read-only)
   * is kept for `finish` to throw; any other failure only loses what it would have kept.
   */
  track(work: Promise<unknown>): void {
    const done = work.then(
      () => {},
      (error: unknown) => {
        if (systemErrorAsUserError(error)) this.refused ??= error;
      },
    );
    this.writes.add(done);
    void done.then(() => this.writes.delete(done));
  }

  private async damage(file: string): Promise<undefined> {
    this.reportDamage();
    await rm(file, { recursive: true, force: true }).catch(() => {});
    return undefined;
  }

  /** An entry that does not read: damage, or one an earlier docgen wrote in another format, left for the prune. */
  private async unusable(file: string, read: Buffer | 'not a file'): Promise<undefined> {
    if (read === 'not a file' || !ofAnotherFormat(read)) await this.damage(file);
    return undefined;
  }

  /** One of the cache's own folders, made; anything else found under its name (a file, a FIFO) is damage, removed. */
  private async ownFolder(dir: string): Promise<void> {
    const found = await stat(dir).catch(() => undefined);
    if (found && !found.isDirectory()) await this.damage(dir);
    await makeFolder(dir);
  }

  /**
   * An entry read before the cache is opened, as the config is (it names the cache's folder). A damaged one reads as
   * none: the build that opens the cache writes it again. `keep` saves one that was used from the next prune.
   */
  static peek<Meta>(dir: string, kind: string, key: string): Entry<Meta> | undefined {
    const name = `${kind}-${key}`;
    const file = readRegularFileSync(path.join(dir, 'entries', name));
    return file instanceof Buffer ? decodeEntry<Meta>(file, name) : undefined;
  }

  keep(kind: string, key: string): void {
    this.used.add(`${kind}-${key}`);
  }

  /** Saves a blob from the next prune without reading it: an output folder holds its bytes (see `Staging.holds`). */
  keepBlob(ref: BlobRef): void {
    this.used.add(`blobs/${ref.name}`);
  }

  /**
   * Whether the cache may hold an entry of `kind`: false when it holds none (it is new, or was emptied), so that a
   * start looks up, and names, none of its pages before rendering the first. A folder that cannot be listed answers
   * true: its reads report what is wrong.
   */
  async mayHold(kind: string): Promise<boolean> {
    const names = await readdir(this.entries).catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? [] : undefined,
    );
    return !names || names.some((name) => name.startsWith(`${kind}-`));
  }

  async read<Meta>(kind: string, key: string): Promise<Entry<Meta> | undefined> {
    const name = `${kind}-${key}`;
    // Read in this thread: entries are small and warm builds read a thousand of them, with nothing else to do meanwhile;
    // a hop to the file-system threads and back for each cost more than the read.
    const file = readRegularFileSync(path.join(this.entries, name));
    if (file === undefined) return undefined;
    const entry = file === 'not a file' ? undefined : decodeEntry<Meta>(file, name);
    if (!entry) return this.unusable(path.join(this.entries, name), file);
    this.used.add(name);
    return entry;
  }

  /**
   * An entry's meta, checked, without its parts, read from the start of its file (see `decodeHead`): a caller that
   * needs the parts reads the entry whole.
   */
  readMeta<Meta>(kind: string, key: string): Meta | undefined {
    const name = `${kind}-${key}`;
    const file = path.join(this.entries, name);
    const read = readRegularFileStartSync(file, HEAD_GUESS, (start) => ENTRY_PREFIX + (headerLength(start) ?? 0));
    if (read === undefined) return undefined;
    const meta = read === 'not a file' ? undefined : decodeHead<Meta>(read.start, name, read.size);
    if (meta === undefined) return void this.unusable(file, read === 'not a file' ? read : read.start);
    this.used.add(name);
    return meta;
  }

  /** Stores an entry in the background; `flush` waits for every write. A write that fails only loses the entry. */
  write(kind: string, key: string, meta: unknown, parts: (string | Uint8Array)[]): void {
    const name = `${kind}-${key}`;
    this.used.add(name);
    const target = path.join(this.entries, name);
    this.track(
      (async () => {
        this.made ??= this.ownFolder(this.entries);
        await this.made;
        await writeWhole(target, encodeEntry(name, meta, parts));
      })(),
    );
  }

  async flush(): Promise<void> {
    while (this.writes.size > 0) await Promise.all(this.writes);
  }

  /**
   * Ends a build: waits for the writes, records which entries it used, and removes entries that none of the
   * last builds used, so the cache holds about one site's worth of results however many builds ran. Throws the
   * first write the system refused.
   */
  async finish(): Promise<void> {
    try {
      await this.record();
    } catch (error) {
      this.refused ??= error;
    }
    const refused = this.refused;
    this.refused = undefined;
    if (refused) throw refused;
  }

  private async record(): Promise<void> {
    await this.flush();
    // What this build wrote and found holds for this build only: watch mode's next one looks again.
    this.blobWrites.clear();
    this.earlierBlobs = undefined;
    this.blobsMade = undefined;
    const record = path.join(this.dir, 'builds.json');
    const recorded = await readRegularFile(record);
    let earlier: unknown = [];
    try {
      if (recorded instanceof Buffer) earlier = JSON.parse(recorded.toString('utf8'));
    } catch {
      // A record cut short names no earlier build: their entries are pruned, and made again when next needed.
    }
    const builds = [
      [...this.used],
      ...(Array.isArray(earlier) ? earlier.filter(Array.isArray).slice(0, KEPT_BUILDS - 1) : []),
    ] as string[][];
    await this.ownFolder(this.dir);
    await writeWhole(record, JSON.stringify(builds));
    // Another build running on the same cache uses entries that no record names yet.
    if (await this.sharedNow()) return;
    const kept = new Set(builds.flat());
    const now = Date.now();
    await Promise.all(
      ['entries', 'blobs'].map(async (folder) => {
        const names = await readdir(path.join(this.dir, folder)).catch(() => [] as string[]);
        await Promise.all(
          names.map(async (name) => {
            const file = path.join(this.dir, folder, name);
            if (name.endsWith('.tmp')) {
              const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
              if (now - mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
            } else if (!kept.has(folder === 'entries' ? name : `${folder}/${name}`)) await rm(file, { force: true });
          }),
        );
      }),
    );
  }

  /** Whether another cache, in this process or a live one, is open on the folder; marks of processes that are gone are removed. */
  private async sharedNow(): Promise<boolean> {
    const folder = path.dirname(this.user);
    const names = await readdir(folder).catch(() => [] as string[]);
    const live = await Promise.all(
      names.map(async (name) => {
        const file = path.join(folder, name);
        if (file === this.user) return false;
        const pid = Number(name.split('-')[0]);
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: 0 }));
        if (Number.isInteger(pid) && Date.now() - mtimeMs < STALE_USER_MS && isRunning(pid)) return true;
        await rm(file, { force: true });
        return false;
      }),
    );
    return live.includes(true);
  }

  private reportDamage(): void {
    if (this.damaged) return;
    this.damaged = true;
    this.warn(`the build cache in ${this.dir} is damaged; what it held is built again`);
  }
}

/** A blob as an entry names it: by the hash of its bytes, which it is checked against before use. */
export interface BlobRef {
  name: string;
  size: number;
}

/** The hash naming an entry: of the JSON of everything it is made from. */
export function cacheKey(...parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts)
    hash.update(typeof part === 'string' ? part : (JSON.stringify(part) ?? 'undefined')).update('\0');
  return hash.digest('base64url');
}
