import path from 'node:path';
import { str } from './config-values.js';

/**
 * The classic theme's `customCss` (a file or a list) as docgen's `customCss`, paths from the site folder;
 * Sass needs a compiler docgen does not run, so such a file is named instead of carried.
 */
export function customCssOf(
  value: unknown,
  shown: (file: string) => string,
): { customCss: string[] | undefined; notCarried: string[] } {
  const customCss: string[] = [];
  const notCarried: string[] = [];
  for (const entry of [value].flat()) {
    const file = str(entry);
    if (!file) continue;
    const relative = shown(file).split(path.sep).join('/');
    if (/\.s[ac]ss$/.test(relative)) notCarried.push(`custom CSS ${relative}: Sass is not compiled`);
    else customCss.push(relative);
  }
  return { customCss: customCss.length > 0 ? customCss : undefined, notCarried };
}
