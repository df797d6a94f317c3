import { createHash } from 'node:crypto';

/**
 * One cache entry as one file: a fixed mark, a checksum of its name and everything after the checksum, the length of
 * a JSON header, the header, then the parts (page files, bundle files) back to back. A file cut short, overwritten or
 * damaged in the middle fails the checksum and reads as no entry at all; so does a whole entry copied under another
 * entry's name, whose checksum was made with its own.
 */
const MAGIC = Buffer.from('DOCGEN2\n');
const DIGEST = 'sha1';
const DIGEST_BYTES = 20;
const PREFIX = MAGIC.length + DIGEST_BYTES + 4;

export interface Entry<Meta> {
  meta: Meta;
  parts: Buffer[];
}

/** `name` is the entry's file name: what it is the entry for. */
export function encodeEntry(name: string, meta: unknown, parts: (string | Uint8Array)[]): Buffer {
  const bodies = parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p));
  const header = Buffer.from(JSON.stringify({ meta, sizes: bodies.map((b) => b.byteLength) }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.byteLength);
  const hash = createHash(DIGEST).update(name).update('\0').update(length).update(header);
  for (const body of bodies) hash.update(body);
  return Buffer.concat([MAGIC, hash.digest(), length, header, ...bodies]);
}

/** The entry, or undefined when the file is not one whole entry as `encodeEntry` wrote it under `name`. */
export function decodeEntry<Meta>(file: Buffer, name: string): Entry<Meta> | undefined {
  if (file.byteLength < PREFIX || !file.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const digest = createHash(DIGEST)
    .update(name)
    .update('\0')
    .update(file.subarray(MAGIC.length + DIGEST_BYTES))
    .digest();
  if (!digest.equals(file.subarray(MAGIC.length, MAGIC.length + DIGEST_BYTES))) return undefined;
  const headerLength = file.readUInt32BE(MAGIC.length + DIGEST_BYTES);
  let header: { meta: Meta; sizes: number[] };
  try {
    header = JSON.parse(file.subarray(PREFIX, PREFIX + headerLength).toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(header?.sizes)) return undefined;
  const parts: Buffer[] = [];
  let at = PREFIX + headerLength;
  for (const size of header.sizes) {
    parts.push(file.subarray(at, at + size));
    at += size;
  }
  return at === file.byteLength ? { meta: header.meta, parts } : undefined;
}
