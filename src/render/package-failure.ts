import path from 'node:path';
import { DocgenError } from '../errors.js';

/** An installed package's file: `…/node_modules/@scope/name/…`, not a hidden folder such as node_modules/.cache. */
const PACKAGE_FILE = /(\/[^\s()]*?\/node_modules\/((?:@[^/\s]+\/)?[^./\s][^/\s]*)\/[^\s():]*):(\d+):(\d+)/;

/**
 * A server bundle that fails while loading because of one of the site's packages, not the site's own code: the
 * package is named, with what went wrong and what to do. `stack` has its frames in the bundle mapped to the
 * original files. Undefined when the failure is the site's own.
 */
export function packageLoadFailure(text: string, stack: string, siteDir: string): DocgenError | undefined {
  const message = text.split('\n')[0]!;
  // The first frame of the stack is where it was thrown: inside a package, the package threw while loading.
  const frame = /^\s+at .*$/m.exec(stack)?.[0];
  const found = frame ? PACKAGE_FILE.exec(frame) : null;
  if (!found) return undefined;
  const [, file, name, line, column] = found;
  return new DocgenError(
    `the package "${name}" is installed but failed to load: ${message}`,
    { file: path.relative(siteDir, file!), line: Number(line), column: Number(column) },
    'it threw while it was imported: see what its message asks for (a setting, an environment variable, a native build for this machine), or reinstall it',
    'package-load',
  );
}
