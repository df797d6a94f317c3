// How the site's modules are found the way a Docusaurus site's webpack finds them, for the MDX bundling.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { escapeRegExp } from '../util/escape-regexp.js';

/** The extensions Docusaurus's webpack tries on a request written without one (`!!raw-loader!./server`). */
const WEBPACK_EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a webpack request names: as written, else with one of webpack's extensions, else its folder's index. */
export function withWebpackExtension(base: string): string | undefined {
  return [
    base,
    ...WEBPACK_EXTENSIONS.map((e) => base + e),
    ...WEBPACK_EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ].find(isFile);
}

/**
 * The site's own scripts, outside any package, as an esbuild filter: esbuild then asks the plugin about these files
 * only, not about each file of each package (every ask is a message to Node and back). Its regular expressions
 * have no lookahead, so a folder other than `node_modules` is spelt out: shorter, longer, or differing at one letter.
 */
export function siteScriptFilter(siteDir: string): RegExp {
  const name = 'node_modules';
  const char = '[^\\\\/]';
  const differing = [...name].map((c, i) => `${name.slice(0, i)}[^\\\\/${c}]${char}{${name.length - 1 - i}}`);
  const folder = `(?:${char}{1,${name.length - 1}}|${char}{${name.length + 1},}|${differing.join('|')})`;
  return new RegExp(`^${escapeRegExp(siteDir)}(?:[\\\\/]${folder})*[\\\\/]${char}*\\.[jt]sx?$`);
}

/** Whether a file is part of a package (a `node_modules` folder below the site's, or outside the site). */
export function inPackage(siteDir: string, file: string): boolean {
  const relative = path.relative(siteDir, file);
  return (
    relative.split(path.sep).includes('node_modules') ||
    (relative.startsWith('..') && file.split(path.sep).includes('node_modules'))
  );
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Whether `node_modules/<package>` is in `dir` or a folder above it, as Node would look for it. */
export function packageInstalled(specifier: string, dir: string): boolean {
  if (specifier.startsWith('node:')) return true;
  const name = packageName(specifier);
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(current) === current) return false;
  }
}
