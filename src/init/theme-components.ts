import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { DEFAULT_THEME_DIR } from '../bundle/theme-files.js';
import { resolveThemeComponent } from '../mdx/bundle-mdx.js';
import { withWebpackExtension } from '../mdx/module-lookup.js';

const THEME_IMPORT = /\bfrom\s*['"]@theme\/([^'"]+)['"]/g;
const RELATIVE_IMPORT = /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * What the docs (of every folder in `docsDirs`, versions' too) and the pages (`pageFiles`, absolute) take from `@theme/<Name>`, directly or through the site's own
 * theme files (its MDXComponents among them): the components neither docgen's theme nor the site's `src/theme` has,
 * those of third-party Docusaurus themes; and the files of `src/theme` they reach, which docgen uses as they are.
 */
export async function themeComponentsUsed(
  siteDir: string,
  docsDirs: string[],
  pageFiles: string[],
): Promise<{ missing: string[]; siteFilesUsed: string[] }> {
  const dirs = { site: path.join(siteDir, 'templates', 'theme'), default: DEFAULT_THEME_DIR };
  const siteTheme = path.join(siteDir, 'src', 'theme');
  const inSiteTheme = (file: string) => file.startsWith(siteTheme + path.sep);
  const missing = new Set<string>();
  const read = new Set<string>();
  const siteComponents = resolveThemeComponent('MDXComponents', dirs, siteTheme);
  let files = [
    ...(
      await fg(
        docsDirs.map((dir) => `${fg.convertPathToPattern(dir)}/**/*.{md,mdx}`),
        { absolute: true, ignore: ['**/node_modules/**'] },
      )
    ).sort(),
    ...pageFiles,
    ...(siteComponents && inSiteTheme(siteComponents) ? [siteComponents] : []),
  ];
  while (files.length > 0) {
    const next: string[] = [];
    for (const file of files) {
      if (read.has(file)) continue;
      read.add(file);
      const text = await readFile(file, 'utf8').catch(() => '');
      for (const [, name] of text.matchAll(THEME_IMPORT)) {
        const found = resolveThemeComponent(name!, dirs, siteTheme);
        if (!found) missing.add(name!);
        else if (inSiteTheme(found)) next.push(found);
      }
      if (!inSiteTheme(file)) continue;
      for (const [, request] of text.matchAll(RELATIVE_IMPORT)) {
        const found = withWebpackExtension(path.resolve(path.dirname(file), request!));
        if (found && inSiteTheme(found)) next.push(found);
      }
    }
    files = next;
  }
  const siteFilesUsed = [...read].filter(inSiteTheme).map((f) => path.relative(siteDir, f).split(path.sep).join('/'));
  return { missing: [...missing].sort(), siteFilesUsed };
}

/** The swizzled files that wrap the theme's original component (`@theme-original/…`) rather than replace it. */
export async function wrappersOf(siteDir: string, files: string[]): Promise<string[]> {
  const texts = await Promise.all(files.map((file) => readFile(path.join(siteDir, file), 'utf8').catch(() => '')));
  return files.filter((_, i) => /['"]@theme-original\//.test(texts[i]!));
}

/**
 * The "not carried over" line of a swizzled file docgen does not use: which part of Docusaurus's theme it is, and
 * what the reader sees instead (docgen's own part, which also stands where a wrapper added something around it).
 */
export function swizzledLine(file: string, wrapper: boolean): string {
  const name = file.replace(/^src\/theme\//, '').replace(/(?:\/index)?\.[jt]sx?$/, '');
  return wrapper
    ? `swizzled component ${file}: wraps @theme-original/${name}; docgen's own ${name} shows, without what the wrapper adds`
    : `swizzled component ${file}: replaces @theme/${name}; docgen's theme draws that part its own way`;
}
