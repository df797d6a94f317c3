import { createHash } from 'node:crypto';

/**
 * One cache entry as one file: a fixed mark, a checksum of its name and its header, the length of the JSON header,
 * the header (the entry's meta, and each part's size and checksum), then the parts (page files, bundle files) back to
 * back. The header can be checked without reading the parts: a warm build reads of most pages only what the output
 * and the link check need, not their searchable text. A file cut short, overwritten or damaged in the middle fails a
 * checksum or its length and reads as no entry at all; so does a whole entry copied under another entry's name,
 * whose checksum was made with its own.
 */
const MAGIC = Buffer.from('DOCGEN3\n');
/** The start of the mark that every version of the format shares. */
const FORMAT = Buffer.from('DOCGEN');
const DIGEST = 'sha1';
const DIGEST_BYTES = 20;
/** The bytes before the header: the mark, the header's checksum and its length. */
export const ENTRY_PREFIX = MAGIC.length + DIGEST_BYTES + 4;

export interface Entry<Meta> {
  meta: Meta;
  parts: Buffer[];
}

interface Header<Meta> {
  meta: Meta;
  sizes: number[];
  digests: string[];
}

const digestOf = (bytes: Uint8Array) => createHash(DIGEST).update(bytes).digest('base64url');

/** `name` is the entry's file name: what it is the entry for. */
export function encodeEntry(name: string, meta: unknown, parts: (string | Uint8Array)[]): Buffer {
  const bodies = parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p));
  const header = Buffer.from(
    JSON.stringify({ meta, sizes: bodies.map((b) => b.byteLength), digests: bodies.map(digestOf) }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.byteLength);
  const hash = createHash(DIGEST).update(name).update('\0').update(length).update(header);
  return Buffer.concat([MAGIC, hash.digest(), length, header, ...bodies]);
}

/** Whether `file` starts as an entry of another version of this format, which an earlier docgen wrote: no damage. */
export function ofAnotherFormat(file: Buffer): boolean {
  return file.subarray(0, FORMAT.length).equals(FORMAT) && !file.subarray(0, MAGIC.length).equals(MAGIC);
}

/**
 * The length of the header of an entry whose first `ENTRY_PREFIX` bytes are `prefix`, or undefined when they are
 * not an entry's.
 */
export function headerLength(prefix: Buffer): number | undefined {
  if (prefix.byteLength < ENTRY_PREFIX || !prefix.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  return prefix.readUInt32BE(MAGIC.length + DIGEST_BYTES);
}

/**
 * The meta of the entry that starts with `head` (at least its prefix and header) in a file of `fileSize` bytes,
 * checked, but not its parts; undefined when it is not the start of one whole entry as `encodeEntry` wrote it under `name`.
 */
export function decodeHead<Meta>(head: Buffer, name: string, fileSize: number): Meta | undefined {
  const header = checkedHeader<Meta>(head, name);
  if (!header) return undefined;
  const length = ENTRY_PREFIX + headerLength(head)! + header.sizes.reduce((sum, size) => sum + size, 0);
  return length === fileSize ? header.meta : undefined;
}

/** The entry, or undefined when the file is not one whole entry as `encodeEntry` wrote it under `name`. */
export function decodeEntry<Meta>(file: Buffer, name: string): Entry<Meta> | undefined {
  const header = checkedHeader<Meta>(file, name);
  if (!header) return undefined;
  const parts: Buffer[] = [];
  let at = ENTRY_PREFIX + headerLength(file)!;
  for (const [i, size] of header.sizes.entries()) {
    const part = file.subarray(at, at + size);
    if (part.byteLength !== size || digestOf(part) !== header.digests[i]) return undefined;
    parts.push(part);
    at += size;
  }
  return at === file.byteLength ? { meta: header.meta, parts } : undefined;
}

function checkedHeader<Meta>(head: Buffer, name: string): Header<Meta> | undefined {
  const length = headerLength(head);
  if (length === undefined || head.byteLength < ENTRY_PREFIX + length) return undefined;
  const digest = createHash(DIGEST)
    .update(name)
    .update('\0')
    .update(head.subarray(MAGIC.length + DIGEST_BYTES, ENTRY_PREFIX + length))
    .digest();
  if (!digest.equals(head.subarray(MAGIC.length, MAGIC.length + DIGEST_BYTES))) return undefined;
  let header: Header<Meta>;
  try {
    header = JSON.parse(head.subarray(ENTRY_PREFIX, ENTRY_PREFIX + length).toString('utf8'));
  } catch {
    return undefined;
  }
  const { sizes, digests } = header ?? {};
  return Array.isArray(sizes) && Array.isArray(digests) && sizes.length === digests.length ? header : undefined;
}
