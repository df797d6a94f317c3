/*
 * The editor state travels as text. Plain JSON is readable and diffable; the
 * compressed form (LZ + base64) is what you would store or share, typically a
 * fraction of the size.
 */

type Lz = typeof import('lzutf8');

// lzutf8 bundles a Node stream polyfill (~40 kB gzipped) that is only needed
// once a state dialog opens, so it is loaded on demand, not with the editor.
let lzPromise: Promise<Lz> | null = null;
function loadLz(): Promise<Lz> {
  // CommonJS from ESM: the namespace's default is the module object.
  lzPromise ??= import('lzutf8').then((mod) => (mod as { default?: Lz }).default ?? mod);
  return lzPromise;
}

export async function compressState(json: string): Promise<string> {
  const lz = await loadLz();
  return lz.compress(json, { outputEncoding: 'Base64' }) as string;
}

/**
 * Turns pasted text (JSON or the compressed form) into JSON, or throws a
 * readable Error. `knownTypes` are the resolver's names: craft.js itself fails
 * on an unknown one with an unhelpful internal message.
 */
export async function decodeState(input: string, knownTypes: string[]): Promise<string> {
  const trimmed = input.trim();
  if (!trimmed) throw new Error('Paste a saved state first.');
  let json = trimmed;
  if (!trimmed.startsWith('{')) {
    const lz = await loadLz();
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
  for (const node of Object.values(parsed as Record<string, { type?: unknown }>)) {
    const type = node?.type;
    const name = typeof type === 'string' ? type : (type as { resolvedName?: unknown } | undefined)?.resolvedName;
    if (typeof name !== 'string') throw new Error('A node in the state has no component type.');
    // Plain HTML tags (lower case) need no resolver entry.
    if (typeof type !== 'string' && !knownTypes.includes(name)) {
      throw new Error(`This editor has no component called "${name}".`);
    }
  }
  return json;
}
