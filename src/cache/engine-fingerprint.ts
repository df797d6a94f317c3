import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** docgen's own folder: this module sits in src/cache/ under tsx, in dist/cache/ once compiled. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** In dist/: the hash of the compiled code, written by `npm run build:engine` once the code is compiled. */
export const CODE_FINGERPRINT_FILE = 'code-fingerprint.txt';

let fingerprint: Promise<string> | undefined;

/**
 * What docgen is, for the cache's keys: its version, its locked dependencies, and the code that runs
 * (dist/ compiled, or src/ under tsx). A checkout whose code changed without a new version, or a
 * dependency updated in place, must not reuse pages an older docgen rendered.
 */
export function engineFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256');
    for (const file of ['package.json', 'package-lock.json'])
      hash.update(await readFile(path.join(ROOT, file)).catch(() => Buffer.alloc(0)));
    const compiled = !import.meta.url.endsWith('.ts');
    const code = path.join(ROOT, compiled ? 'dist' : 'src');
    // Reading and hashing the 10 MB of dist/ took 50-100 ms of every start: the engine's build hashes it once.
    const written = compiled ? await readFile(path.join(code, CODE_FINGERPRINT_FILE), 'utf8').catch(() => '') : '';
    return hash.update(written || (await codeFingerprint(code))).digest('base64url');
  })();
  return fingerprint;
}

/** The hash of the code files of `folder` (compiled or source), by their paths and contents. */
export async function codeFingerprint(folder: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && /\.(?:m?js|tsx?)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const contents = await Promise.all(files.map((file) => readFile(file)));
  files.forEach((file, i) => hash.update(path.relative(folder, file)).update('\0').update(contents[i]!));
  return hash.digest('base64url');
}
