/** A single byte range of a file, both ends included, as `Range: bytes=…` asks for it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range a `Range` header asks for, 'unsatisfiable' when it lies wholly past the end of the file,
 * or undefined when the whole file is the answer: no header, another unit, a malformed value, or
 * several ranges (answering those whole is allowed, and spares a multipart body).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end };
}
