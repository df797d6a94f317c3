import lz from 'lzutf8';

/*
 * The editor state travels as text. Plain JSON is readable and diffable; the
 * compressed form (LZ + base64) is what you would store or share, typically a
 * third of the size.
 */

export function compressState(json: string): string {
  return lz.compress(json, { outputEncoding: 'Base64' }) as string;
}

/** Turns pasted text (JSON or the compressed form) into JSON, or throws a readable Error. */
export function decodeState(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) throw new Error('Paste a saved state first.');
  let json = trimmed;
  if (!trimmed.startsWith('{')) {
    try {
      json = lz.decompress(trimmed, { inputEncoding: 'Base64' }) as string;
    } catch {
      throw new Error('This is neither JSON nor a compressed state.');
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('The pasted text is not valid JSON.');
  }
  // Anything without a root node would leave the editor with an empty Frame.
  if (!parsed || typeof parsed !== 'object' || !('ROOT' in parsed)) {
    throw new Error('The state has no ROOT node.');
  }
  return json;
}
