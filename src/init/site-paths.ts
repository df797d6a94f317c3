import path from 'node:path';
import { str } from './config-values.js';

/**
 * A Docusaurus option that names files of the site (a file or a list: the classic theme's `customCss`, the site's
 * `clientModules`) as paths from the site folder, however the config wrote them: as they are, or made absolute by
 * `require.resolve(…)` or `path.resolve(__dirname, …)`. A Sass file of `customCss` is carried too: docgen compiles it
 * with the site's own `sass` package, the one docusaurus-plugin-sass runs.
 */
export function sitePathsOf(value: unknown, shown: (file: string) => string): string[] | undefined {
  const paths = [value]
    .flat()
    .map(str)
    .filter((file): file is string => !!file)
    .map((file) => shown(file).split(path.sep).join('/'));
  return paths.length > 0 ? paths : undefined;
}
