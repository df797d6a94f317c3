/** A byte range of a file, both ends included, as `Range: bytes=…` asks for it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * More ranges than this, once overlapping and adjacent ones are merged, are answered with the whole file
 * (RFC 9110 lets a server ignore a Range header): hundreds of tiny ranges would cost more than the file.
 */
const MAX_RANGES = 16;

/**
 * What a GET's `Range` header asks of a file of `size` bytes, by RFC 9110 section 14: the ranges to send (sorted,
 * overlapping and adjacent ones merged, each within the file), 'unsatisfiable' when none of them selects a byte
 * (416), or undefined when the whole file is the answer: no header, another unit, an invalid range set (any
 * part malformed, or a last position before its first), or too many ranges.
 */
export function requestedRanges(header: string | undefined, size: number): ByteRange[] | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return undefined;
  const specs = match[1]!.split(',').map((spec) => spec.trim());
  // A list may hold empty elements (`bytes=0-1,,5-6`), but not only those.
  const given = specs.filter((spec) => spec !== '');
  if (given.length === 0) return undefined;
  const ranges: ByteRange[] = [];
  for (const spec of given) {
    const parts = /^(\d*)-(\d*)$/.exec(spec);
    if (!parts || (parts[1] === '' && parts[2] === '')) return undefined;
    const [first, last] = [parts[1]!, parts[2]!];
    if (first === '') {
      // A suffix: the last N bytes, all of a shorter file; none of an empty one, nor for N = 0.
      const length = Number(last);
      if (length > 0 && size > 0) ranges.push({ start: Math.max(0, size - length), end: size - 1 });
      continue;
    }
    const start = Number(first);
    if (last !== '' && Number(last) < start) return undefined;
    if (start < size) ranges.push({ start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) });
  }
  if (ranges.length === 0) return 'unsatisfiable';
  const merged = merge(ranges);
  return merged.length > MAX_RANGES ? undefined : merged;
}

function merge(ranges: ByteRange[]): ByteRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: ByteRange[] = [{ ...sorted[0]! }];
  for (const range of sorted.slice(1)) {
    const previous = merged[merged.length - 1]!;
    if (range.start <= previous.end + 1) previous.end = Math.max(previous.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * Whether an `If-Range` lets the ranges be sent: its entity tag must match strongly (a weak tag never does, RFC 9110
 * 13.1.5), or its date equal the file's time when that time is a strong validator (a second or more in the past).
 */
export function ifRangeHolds(
  ifRange: string | string[] | undefined,
  file: { etag: string; mtime: Date },
  now: number,
): boolean {
  if (ifRange === undefined) return true;
  if (typeof ifRange !== 'string') return false;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return !value.startsWith('W/') && value === file.etag;
  const date = Date.parse(value);
  const modified = Math.floor(file.mtime.getTime() / 1000) * 1000;
  return !Number.isNaN(date) && date === modified && file.mtime.getTime() <= now - 1000;
}

/** The parts of a multipart/byteranges body around each range's bytes, and its length in all. */
export function multipartFrame(ranges: ByteRange[], size: number, type: string, boundary: string) {
  const heads = ranges.map(
    (range, i) =>
      `${i === 0 ? '' : '\r\n'}--${boundary}\r\ncontent-type: ${type}\r\n` +
      `content-range: bytes ${range.start}-${range.end}/${size}\r\n\r\n`,
  );
  const tail = `\r\n--${boundary}--\r\n`;
  const length =
    heads.reduce((sum, head) => sum + Buffer.byteLength(head), 0) +
    ranges.reduce((sum, range) => sum + range.end - range.start + 1, 0) +
    Buffer.byteLength(tail);
  return { heads, tail, length };
}
