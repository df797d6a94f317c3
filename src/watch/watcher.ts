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
  const templates = [...new Set([at(config.templatesDir), at(themeDirOf(config)), at(pagesDirOf(config)), ...appDirs])];
  return { configFile, siteDir, docs: docsRoot({ siteDir, docsDir: config.docs.path }), templates, static: at(config.staticDir) };
}

const inside = (folder: string, file: string) => file.startsWith(folder + path.sep);

/** Adds one file-system event to the pending changes. */
export function classify(changes: ChangeSet, event: string, file: string, targets: WatchTargets): void {
  if (file === targets.configFile) changes.config = true;
  else if (inside(targets.docs, file) || file === targets.docs) {
    if (event === 'addDir' || event === 'unlinkDir' || file === targets.docs) changes.rescanDocs = true;
    else if (isDocFile(path.relative(targets.docs, file))) changes.docs.add(file);
  } else if (inside(targets.static, file) || file === targets.static) changes.static = true;
  else if (targets.templates.some((dir) => inside(dir, file) || file === dir)) changes.templates = true;
}

/**
 * Hidden files (editor swap files, .git) and dependencies inside the site's folders are not the site;
 * the site itself may well sit inside a hidden or node_modules folder.
 */
function ignoredIn(siteDir: string) {
  return (file: string) => {
    const name = path.basename(file);
    if (name.endsWith('~') || /^\d+$/.test(name)) return true;
    return path
      .relative(siteDir, file)
      .split(path.sep)
      .some((segment) => segment === 'node_modules' || (segment.startsWith('.') && segment !== '..' && segment !== '.'));
  };
}

const RECHECK_MS = 60;

export interface SiteWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchSite(targets: WatchTargets, onEvent: (event: string, file: string) => void, onError: (error: Error) => void): SiteWatcher {
  const watcher: FSWatcher = watch([targets.configFile, targets.docs, targets.static, ...targets.templates], {
    ignoreInitial: true,
    ignored: ignoredIn(targets.siteDir),
  });
  const rechecks = new Set<NodeJS.Timeout>();
  watcher.on('all', (event, file, stats) => {
    const absolute = path.resolve(file);
    onEvent(event, absolute);
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
  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    close: () => {
      for (const timer of rechecks) clearTimeout(timer);
      return watcher.close();
    },
  };
}
