import path from 'node:path';
import { str } from './config-values.js';

/**
 * The classic theme's `customCss` (a file or a list) as docgen's `customCss`, paths from the site folder. A Sass file
 * is carried too: docgen compiles it with the site's own `sass` package, the one docusaurus-plugin-sass runs.
 */
export function customCssOf(value: unknown, shown: (file: string) => string): string[] | undefined {
  const customCss = [value]
    .flat()
    .map(str)
    .filter((file): file is string => !!file)
    .map((file) => shown(file).split(path.sep).join('/'));
  return customCss.length > 0 ? customCss : undefined;
}
