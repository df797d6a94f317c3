import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { isInside } from '../mdx/bundle-mdx.js';
import { inPackage } from '../mdx/module-lookup.js';
import { isMarkdownPage } from '../sources/pages/markdown-page.js';
import { DEFAULT_THEME_DIR } from './theme-files.js';

/**
 * Code that only does something in the browser: state, effects, event handlers, or what differs there
 * (`BrowserOnly`, `useIsBrowser`, a look at `window` or `document`, which renders otherwise in the browser). A page
 * whose own files hold none is the same HTML before and after its scripts would run, so it ships none.
 */
const BROWSER_CODE =
  /\buse(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore|IsBrowser)\b|\bon[A-Z][a-zA-Z]*=|\bBrowserOnly\b|\b(?:window|document)\b/;

export interface PageKind {
  /** The page hydrates from its module; else its HTML is the page, as a doc's is. */
  interactive: boolean;
  /** Stylesheets the page's modules import (absolute): a static page's are bundled for the browser on their own. */
  styles: string[];
  /** The page is written in Infima's classes, as Docusaurus pages are: it uses `@theme/Layout`, or is Markdown in Docusaurus's frame. */
  infima: boolean;
}

/** `@theme/Layout` as a Docusaurus page imports it (see src/mdx/bundle-mdx.ts). */
const LAYOUT_STAND_IN = path.join(DEFAULT_THEME_DIR, 'mdx', 'Layout.tsx');

export const STYLESHEET = /\.(?:css|scss|sass)$/;

/** The server bundle names its inputs relative to the site, namespaced ones as `namespace:path`. */
function fileOf(siteDir: string, input: string): string | undefined {
  if (/^[a-z-]+:/.test(input)) return undefined;
  return path.resolve(siteDir, input);
}

/**
 * Each page of the pages folder, told static or interactive from the files the server bundle read for it: the
 * site's own files reachable from the page (packages are not looked into: a package's state lives in the site's
 * components that use it). Markdown pages are always static; their stateful components are islands.
 */
export async function pageKinds(
  metafile: Metafile,
  siteDir: string,
  pages: Record<string, string>,
  /** docgen's theme and runtime: what of them runs in the browser is no page's own code. */
  ownDirs: string[],
): Promise<Record<string, PageKind>> {
  const own = (file: string) => ownDirs.some((dir) => isInside(dir, file));
  const texts = new Map<string, Promise<boolean>>();
  const hasBrowserCode = (file: string) => {
    let found = texts.get(file);
    if (!found)
      texts.set(
        file,
        (found = readFile(file, 'utf8').then(
          (t) => BROWSER_CODE.test(t),
          () => false,
        )),
      );
    return found;
  };
  // docgen's components that switch in the browser (Tabs) are islands of their own, in a static page too.
  const runsInBrowser = (file: string) =>
    /\.[jt]sx?$/.test(file) && !own(file) ? hasBrowserCode(file) : Promise.resolve(false);
  const kinds: Record<string, PageKind> = {};
  for (const [module, file] of Object.entries(pages)) {
    const start = path.relative(siteDir, file).split(path.sep).join('/');
    const seen = new Set<string>([start]);
    const queue = [start];
    const styles: string[] = [];
    let interactive = false;
    let infima = isMarkdownPage(module);
    while (queue.length > 0) {
      const input = queue.shift()!;
      const absolute = fileOf(siteDir, input);
      if (absolute && STYLESHEET.test(absolute)) styles.push(absolute);
      if (absolute && !isMarkdownPage(module) && (await runsInBrowser(absolute))) interactive = true;
      if (absolute && own(absolute)) continue;
      for (const imported of metafile.inputs[input]?.imports ?? []) {
        // A package's stylesheet is nothing on the server (Node cannot import CSS): the browser bundles it.
        if (imported.path.startsWith('docgen-empty-css:') && imported.original && absolute) {
          const found = resolveFrom(absolute, imported.original);
          if (found) styles.push(found);
          continue;
        }
        const next = fileOf(siteDir, imported.path);
        // Found here: installed, docgen's theme is a package's, which the walk does not enter.
        if (next === LAYOUT_STAND_IN) infima = true;
        if (
          imported.external ||
          seen.has(imported.path) ||
          (next && inPackage(siteDir, next) && !STYLESHEET.test(next))
        )
          continue;
        seen.add(imported.path);
        queue.push(imported.path);
      }
    }
    kinds[module] = { interactive, styles: [...new Set(styles)], infima };
  }
  return kinds;
}

function resolveFrom(importer: string, specifier: string): string | undefined {
  try {
    return createRequire(importer).resolve(specifier);
  } catch {
    return undefined;
  }
}
