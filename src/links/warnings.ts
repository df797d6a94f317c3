import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { refuseLinkLoops } from '../util/folder-links.js';
import type { SiteConfig } from '../config/schema.js';
import { DocgenError, type SourceLocation } from '../errors.js';
import type { DuplicateRoute } from '../routes/build-routes.js';
import { sharedIdMessage, type SharedTranslationId } from '../i18n/sidebar-ids.js';
import { themeDirOf, pagesDirOf } from '../site/plan-site.js';
import { checkLinks, formatBrokenLink, linkBase, type BrokenLink } from './check-links.js';
import { LinkLedger, type CheckedPage } from './link-ledger.js';
import { locateInSources } from './locate-in-sources.js';

export type BuildWarning =
  | { kind: 'broken-link'; link: BrokenLink }
  | { kind: 'duplicate-route'; duplicate: DuplicateRoute; at?: SourceLocation }
  | { kind: 'markdown'; source: string; line: number; column: number; message: string }
  | { kind: 'symlink'; source: string; message: string }
  | { kind: 'translation-id'; shared: SharedTranslationId }
  | { kind: 'translation-file'; source: string; message: string }
  | { kind: 'sidebars-file'; source: string; message: string };

export interface WarningsInput {
  config: SiteConfig;
  /** Absolute path of the config file, where navbar and footer links are written. */
  configPath: string;
  siteDir: string;
  /** The pages, or a build's link check made as its pages came. */
  pages: CheckedPage[] | LinkLedger;
  /** Paths of the generated files besides the pages', relative to the output folder ("assets/js/main-X.js"). */
  outputPaths: string[];
  duplicates: DuplicateRoute[];
  /** The further locales' output folders, each of which has the static folder's files too (see `openStaging`). */
  localeFolders: string[];
}

/** Duplicate routes, Markdown diagnostics and broken links, checked against every file the site will have. */
export async function collectWarnings(input: WarningsInput): Promise<BuildWarning[]> {
  const staticDir = path.join(input.siteDir, input.config.staticDir);
  await refuseLinkLoops(staticDir, 'static folder');
  const staticFiles = await fg('**/*', { cwd: staticDir, dot: false }).catch(() => []);
  const files = new Set(
    [
      ...['', ...input.localeFolders].flatMap((into) => staticFiles.map((f) => path.posix.join(into, f))),
      ...input.outputPaths,
    ].map((f) => `/${f}`),
  );
  const { config, siteDir } = input;
  const check = {
    files,
    extraRoutes: config.staticApps.map((a) => a.route),
    ...linkBase(config),
  };
  const { pages } = input;
  const found = pages instanceof LinkLedger ? await pages.check(check) : checkLinks({ ...check, pages });
  const folders = [themeDirOf(config), pagesDirOf(config)].map((dir) => path.resolve(siteDir, dir));
  const broken = await locateInSources(found, {
    siteDir,
    configPath: input.configPath,
    folders,
    baseUrl: config.baseUrl,
  });
  return [
    ...(await Promise.all(
      input.duplicates.map(async (duplicate) => ({
        kind: 'duplicate-route' as const,
        duplicate,
        at: await routeKeyOf(duplicate, siteDir),
      })),
    )),
    ...markdownWarnings(pages instanceof LinkLedger ? pages.pages() : pages),
    ...oncePerPosition(broken).map((link) => ({ kind: 'broken-link' as const, link })),
  ];
}

/**
 * Where a duplicate route was asked for: the `slug:` (or `id:`) line of the first claimant's front
 * matter that sets one, as a route made from a file name has no line to point at.
 */
async function routeKeyOf(duplicate: DuplicateRoute, siteDir: string): Promise<SourceLocation | undefined> {
  for (const source of duplicate.sources.filter((s) => /\.mdx?$/.test(s))) {
    const lines = (await readFile(path.resolve(siteDir, source), 'utf8').catch(() => '')).split('\n');
    if (lines[0]?.trim() !== '---') continue;
    for (let i = 1; i < lines.length && lines[i]!.trim() !== '---'; i++) {
      if (/^(slug|id)\s*:/.test(lines[i]!)) return { file: source, line: i + 1, column: 1 };
    }
  }
  return undefined;
}

/**
 * Each page's diagnostics, those meant to be said once (an unknown code language) only where they first occur. A
 * file rendered at several routes (a doc not translated, shown in every locale) has one problem to fix at each
 * position, so it is said once, not once per locale.
 */
function markdownWarnings(pages: CheckedPage[]): BuildWarning[] {
  const said = new Set<string>();
  const first = (key: string) => !said.has(key) && Boolean(said.add(key));
  return pages.flatMap((page) =>
    page.warnings
      .filter(
        (w) => (w.once === undefined || first(w.once)) && first(`${page.source}:${w.line}:${w.column} ${w.message}`),
      )
      .map(({ once: _once, ...w }) => ({ kind: 'markdown' as const, source: page.source, ...w })),
  );
}

/**
 * A link written once in a file that several pages show (a doc not translated, shown in every locale) fails on each
 * of them: it is reported at its first page, with how many more share it, as it is one line to fix.
 */
function oncePerPosition(links: BrokenLink[]): BrokenLink[] {
  const kept: { link: BrokenLink; more: number }[] = [];
  const byPosition = new Map<string, { link: BrokenLink; more: number }>();
  for (const link of links) {
    // A theme link has no line: each page's is its own.
    const key = link.line === undefined ? undefined : `${link.source}:${link.line}:${link.column} ${link.url}`;
    const first = key === undefined ? undefined : byPosition.get(key);
    if (first) {
      first.more++;
      continue;
    }
    const entry = { link, more: 0 };
    kept.push(entry);
    if (key !== undefined) byPosition.set(key, entry);
  }
  return kept.map(({ link, more }) =>
    more === 0
      ? link
      : {
          ...link,
          reason: `${link.reason}; the same on ${more} more page${more === 1 ? '' : 's'} made from this file`,
        },
  );
}

/** One line per warning, starting with where it is. */
export function formatWarning(warning: BuildWarning): string {
  return warning.kind === 'broken-link' ? formatBrokenLink(warning.link) : warningToError(warning).message;
}

export function warningToError(warning: BuildWarning): DocgenError {
  switch (warning.kind) {
    case 'broken-link': {
      const l = warning.link;
      return new DocgenError(`broken link → ${l.url} (${l.reason})`, {
        file: l.source,
        line: l.line,
        column: l.column,
      });
    }
    case 'duplicate-route':
      return new DocgenError(
        `duplicate route ${warning.duplicate.route}: claimed by ${warning.duplicate.sources.join(' and ')}`,
        warning.at ?? { file: warning.duplicate.sources[0]! },
      );
    case 'markdown':
      return new DocgenError(
        warning.message,
        { file: warning.source, line: warning.line, column: warning.column },
        undefined,
        'markdown-problem',
      );
    case 'symlink':
      return new DocgenError(warning.message, { file: warning.source }, undefined, 'docs-symlink');
    case 'translation-id':
      return new DocgenError(
        sharedIdMessage(warning.shared),
        warning.shared.at,
        undefined,
        'sidebar-shared-translation-id',
      );
    case 'translation-file':
      return new DocgenError(warning.message, { file: warning.source }, undefined, 'translation-file-unread');
    case 'sidebars-file':
      return new DocgenError(warning.message, { file: warning.source }, undefined, 'sidebars-legacy-prefix');
  }
}
