import path from 'node:path';

/**
 * A path outside the working folder as messages show it: ../… or absolute, whichever is shorter, so that tests pass
 * from a checkout under /tmp as from CI's deeper one.
 */
export function shown(file: string): string {
  return [path.relative(process.cwd(), file), file].sort((a, b) => a.length - b.length)[0]!;
}
