import path from 'node:path';

/** A file as docgen's messages name it: relative to the folder docgen runs in, or absolute when that is the folder itself. */
export function shownPath(file: string): string {
  const absolute = path.resolve(file);
  return path.relative(process.cwd(), absolute) || absolute;
}
