import path from 'node:path';

/**
 * A file as docgen's messages name it: relative to the folder docgen runs in, or absolute when that is the folder
 * itself or shorter (/proc/x rather than ../../../proc/x).
 */
export function shownPath(file: string): string {
  const absolute = path.resolve(file);
  const relative = path.relative(process.cwd(), absolute);
  return relative && relative.length <= absolute.length ? relative : absolute;
}
