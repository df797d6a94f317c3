import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

/** docgen's own folder (the repository, or the installed package): the default theme and the runtime live in it. */
export const DOCGEN_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_THEME_DIR = path.join(DOCGEN_ROOT, 'templates', 'default-theme');

/** The two folders a theme file may come from, the site's first. Both absolute. */
export interface ThemeDirs {
  site: string;
  default: string;
}

/** The prefix by which a component of the site's theme (or else the default theme) is imported. */
export const THEME_PREFIX = '@theme/';
/** The prefix by which an override imports the default theme's own component, to wrap it. */
export const THEME_ORIGINAL_PREFIX = '@theme-original/';

const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * `isFile` with each folder listed once: a theme name has up to 16 candidate files in two folders, and a cold start
 * asked the disk for each of them, for both bundles, on the main thread while esbuild waited for its answers. Made
 * anew for each build, so that a file added since is found.
 */
function listedFiles(): (file: string) => boolean {
  const folders = new Map<string, Map<string, Dirent> | undefined>();
  const entriesOf = (dir: string) => {
    if (!folders.has(dir)) {
      let entries: Dirent[] | undefined;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        entries = undefined;
      }
      folders.set(dir, entries && new Map(entries.map((e) => [e.name, e])));
    }
    return folders.get(dir);
  };
  return (file) => {
    const entry = entriesOf(path.dirname(file))?.get(path.basename(file));
    return !!entry && (entry.isSymbolicLink() ? isFile(file) : entry.isFile());
  };
}

/** `Navbar`, `Navbar.js` and `Navbar.tsx` all name Navbar.tsx, as TypeScript's own resolution does. */
function candidates(name: string): string[] {
  const ext = path.extname(name);
  if (ext === '.js' || ext === '.jsx') return SCRIPT_EXTENSIONS.map((e) => name.slice(0, -ext.length) + e);
  if (ext && !SCRIPT_EXTENSIONS.includes(ext) && ext !== '.css')
    return [name, ...SCRIPT_EXTENSIONS.map((e) => name + e)];
  if (ext) return [name];
  return [...SCRIPT_EXTENSIONS.map((e) => name + e), ...SCRIPT_EXTENSIONS.map((e) => path.join(name, `index${e}`))];
}

/**
 * The file a theme name (`Navbar`, `search/SearchModal`, `styles/brand.css`) stands for: the site's
 * theme folder first, then the default theme. Undefined when neither has it.
 */
export function resolveThemeFile(
  dirs: ThemeDirs,
  name: string,
  only?: 'default',
  exists: (file: string) => boolean = isFile,
): string | undefined {
  const roots = only === 'default' ? [dirs.default] : [dirs.site, dirs.default];
  for (const root of roots) {
    for (const candidate of candidates(name)) {
      const file = path.join(root, candidate);
      if (exists(file)) return file;
    }
  }
  return undefined;
}

/** The theme name of a file inside one of the theme folders (`search/SearchModal.tsx`), or undefined. */
function themeNameOf(dirs: ThemeDirs, file: string): string | undefined {
  for (const root of [dirs.site, dirs.default]) {
    const relative = path.relative(root, file);
    if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) return relative;
  }
  return undefined;
}

/** The file a site should create to provide a component: shown in errors instead of any internal name. */
export function themeFileToCreate(dirs: ThemeDirs, siteDir: string, name: string): string {
  const file = path.extname(name) ? name : `${name}.tsx`;
  return path.relative(siteDir, path.join(dirs.site, file)) || file;
}

/**
 * Theme imports: `@theme/<Name>` and every relative import between theme files go to the site's theme
 * folder first, so that one file there replaces the default's component everywhere it is used;
 * `@theme-original/<Name>` always gives the default theme's, for an override that wraps it.
 */
export function themePlugin(dirs: () => ThemeDirs, siteDir: () => string): Plugin {
  return {
    name: 'docgen-theme',
    setup(b) {
      let exists = listedFiles();
      b.onStart(() => {
        exists = listedFiles();
      });
      b.onResolve({ filter: /^@theme(-original)?\// }, (args) => {
        const original = args.path.startsWith(THEME_ORIGINAL_PREFIX);
        const name = args.path.slice(original ? THEME_ORIGINAL_PREFIX.length : THEME_PREFIX.length);
        const file = resolveThemeFile(dirs(), name, original ? 'default' : undefined, exists);
        if (file) return { path: file };
        const hint = original
          ? `the default theme has no component "${name}"; see the README for the components it has`
          : `create ${themeFileToCreate(dirs(), siteDir(), name)}`;
        return { errors: [{ text: `cannot find the theme component "${args.path}": ${hint}` }] };
      });
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer) return undefined;
        const name = themeNameOf(dirs(), path.resolve(args.resolveDir, args.path));
        if (!name || !themeNameOf(dirs(), args.importer)) return undefined;
        const file = resolveThemeFile(dirs(), name, undefined, exists);
        // A file importing itself means an override reached for the default's version by the wrong name.
        if (file === args.importer) return { path: resolveThemeFile(dirs(), name, 'default', exists) ?? file };
        return file ? { path: file } : undefined;
      });
    },
  };
}
