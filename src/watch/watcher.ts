import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { SiteConfig } from '../config/schema.js';
import { docsRoot, isDocFile } from '../content/load-docs.js';
import { pagesDirOf, themeDirOf } from '../site/plan-site.js';
import type { ChangeSet } from '../pipeline/changes.js';

/** The files and folders a site is made of, as absolute paths. */
export interface WatchTargets {
  configFile: string;
  siteDir: string;
  docs: string;
  templates: string[];
  static: string;
}

/** Before the config has loaded once, the default folders are watched, so that any fix is seen. */
export function watchTargets(configFile: string, siteDir: string, config: SiteConfig | undefined): WatchTargets {
  const at = (p: string) => path.resolve(siteDir, p);
  if (!config) return { configFile, siteDir, docs: at('docs'), templates: [at('templates')], static: at('static') };
  const appDirs = config.staticApps.map((app) => path.dirname(at(app.entry)));
  // src/ holds the components MDX docs import (`@site/src/components/…`), as in a Docusaurus site.
  const templates = [...new Set([at(config.templatesDir), at(themeDirOf(config)), at(pagesDirOf(config)), ...appDirs, at('src')])];
  return { configFile, siteDir, docs: docsRoot({ siteDir, docsDir: config.docs.path }), templates, static: at(config.staticDir) };
}

const inside = (folder: string, file: string) => file.startsWith(folder + path.sep);

/** Adds one file-system event to the pending changes. */
export function classify(changes: ChangeSet, event: string, file: string, targets: WatchTargets): void {
  if (file === targets.configFile) changes.config = true;
  else if (inside(targets.docs, file) || file === targets.docs) {
    if (event === 'addDir' || event === 'unlinkDir' || file === targets.docs) changes.rescanDocs = true;
    else if (isDocFile(path.relative(targets.docs, file))) changes.docs.add(file);
    // A partial (`_note.mdx`) or a component beside the docs is bundled into the MDX docs that import it.
    else if (/\.(?:mdx?|[jt]sx?)$/.test(file)) changes.templates = true;
    // An image or other file beside the docs: its content names its copy, so the pages linking to it change.
    else changes.rescanDocs = true;
  } else if (inside(targets.static, file) || file === targets.static) changes.static = true;
  else if (targets.templates.some((dir) => inside(dir, file) || file === dir)) changes.templates = true;
}

/**
 * The names editors give the files they write while saving, which are not the site: vim's write test
 * (`4913`, then 4913 + 123·n), swap and backup files (`.swp`, `~`), Emacs locks and autosaves (`.#x`, `#x#`),
 * JetBrains' safe-write copies (`___jb_tmp___`, `___jb_old___`), Chrome's File System Access swaps (`.crswap`).
 */
export function isEditorTemporaryFile(name: string): boolean {
  if (/^\d+$/.test(name)) {
    const n = Number(name);
    return n >= 4913 && (n - 4913) % 123 === 0;
  }
  return /(~|\.sw[a-p]|\.sw[a-p]x|___jb_(tmp|old|bak)___|\.crswap)$/.test(name) || name.startsWith('.#') || /^#.*#$/.test(name);
}

/**
 * Hidden files (.git, most temporary files), editors' temporary files and dependencies inside the
 * site's folders are not the site; the site itself may well sit inside a hidden or node_modules folder.
 */
function ignoredIn(siteDir: string) {
  return (file: string) => {
    if (isEditorTemporaryFile(path.basename(file))) return true;
    return path
      .relative(siteDir, file)
      .split(path.sep)
      .some((segment) => segment === 'node_modules' || (segment.startsWith('.') && segment !== '..' && segment !== '.'));
  };
}

const RECHECK_MS = 60;
/** How often a watched folder that went away is looked for again. */
const REAPPEAR_MS = 250;

export interface SiteWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchSite(targets: WatchTargets, onEvent: (event: string, file: string) => void, onError: (error: Error) => void): SiteWatcher {
  const options = { ignoreInitial: true, ignored: ignoredIn(targets.siteDir) };
  const rechecks = new Set<NodeJS.Timeout>();
  const roots = [targets.docs, targets.static, ...targets.templates];
  const missing = new Map<string, NodeJS.Timeout>();
  /** Watchers of folders that went away and came back, by folder. */
  const renewed = new Map<string, FSWatcher>();
  let closed = false;

  function observe(watcher: FSWatcher): FSWatcher {
    watcher.on('all', (event, file, stats) => {
      const absolute = path.resolve(file);
      onEvent(event, absolute);
      if (event === 'unlinkDir' && roots.includes(absolute)) lookForReturn(absolute);
      if (event !== 'change' && event !== 'add') return;
      // chokidar drops a second change of a file within 50 ms of the first (a format-on-save right
      // after the save): a look once that window has passed catches what it dropped.
      const seen = stats && `${stats.size}:${stats.mtimeMs}`;
      const timer = setTimeout(() => {
        rechecks.delete(timer);
        stat(absolute).then((now) => seen !== `${now.size}:${now.mtimeMs}` && onEvent('change', absolute), () => {});
      }, RECHECK_MS);
      rechecks.add(timer);
    });
    watcher.on('error', (error) => onError(error as Error));
    return watcher;
  }

  /**
   * chokidar stops watching a folder it was given once that folder goes (`mv docs /tmp/x`) and never
   * looks at its path again: the folder is looked for until it is back, then watched by a new watcher,
   * and listed again once that one is ready, so that nothing written meanwhile is missed.
   */
  function lookForReturn(root: string): void {
    if (missing.has(root)) return;
    const look = setInterval(() => {
      stat(root).then(
        (found) => {
          if (!found.isDirectory() || missing.get(root) !== look || closed) return;
          clearInterval(look);
          missing.delete(root);
          void renewed.get(root)?.close();
          const again = observe(watch(root, options));
          renewed.set(root, again);
          again.once('ready', () => onEvent('addDir', root));
        },
        () => {},
      );
    }, REAPPEAR_MS);
    missing.set(root, look);
  }

  const watcher = observe(watch([targets.configFile, ...roots], options));
  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    close: async () => {
      closed = true;
      for (const timer of rechecks) clearTimeout(timer);
      for (const look of missing.values()) clearInterval(look);
      await Promise.all([watcher, ...renewed.values()].map((w) => w.close()));
    },
  };
}
