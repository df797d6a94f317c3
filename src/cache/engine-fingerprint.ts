import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** docgen's own folder: this module sits in src/cache/ under tsx, in dist/chunks/ once compiled. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

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
    const code = path.join(ROOT, import.meta.url.endsWith('.ts') ? 'src' : 'dist');
    const files = (await readdir(code, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && /\.(?:m?js|tsx?)$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    const contents = await Promise.all(files.map((file) => readFile(file)));
    files.forEach((file, i) => hash.update(path.relative(code, file)).update('\0').update(contents[i]!));
    return hash.digest('base64url');
  })();
  return fingerprint;
}
