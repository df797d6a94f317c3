import { DocgenError } from '../errors.js';

/** The npm scripts a new site gets, named as VitePress's guide names them, so `npm run docs:dev` works in either. */
export const DOCS_SCRIPTS: Readonly<Record<string, string>> = {
  'docs:dev': 'docgen serve --watch',
  'docs:build': 'docgen build',
  'docs:serve': 'docgen serve --no-build',
  'docs:check': 'docgen check-links',
};

export interface ScriptsResult {
  text: string;
  /** Scripts written. */
  added: string[];
  /** Scripts of the same name the site has already, left as they are. */
  kept: string[];
}

/** A package name npm accepts, from a folder's name: lower case, no spaces. */
export function packageName(folder: string): string {
  const name = folder
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return name || 'docs';
}

/**
 * The site's package.json with the docs scripts: a new one (docgen as a dev dependency) when there is none, else the
 * site's own with the scripts it lacks added, its indentation and every other key kept.
 */
export function withDocsScripts(existing: string | undefined, folder: string, docgenVersion: string): ScriptsResult {
  if (existing === undefined) {
    const created = {
      name: packageName(folder),
      private: true,
      scripts: DOCS_SCRIPTS,
      devDependencies: { 'docgen-ssr': `^${docgenVersion}` },
    };
    return { text: `${JSON.stringify(created, null, 2)}\n`, added: Object.keys(DOCS_SCRIPTS), kept: [] };
  }
  let pkg: unknown;
  try {
    pkg = JSON.parse(existing);
  } catch (error) {
    const reason = (error as Error).message;
    const at = Number(/at position (\d+)/.exec(reason)?.[1] ?? 0);
    const before = existing.slice(0, at).split('\n');
    throw new DocgenError(
      `not valid JSON (${reason.replace(/ in JSON at position \d+.*$/s, '')}), so the docs scripts were not added`,
      { file: 'package.json', line: before.length, column: before.at(-1)!.length + 1 },
      undefined,
      'init-package-json',
    );
  }
  const scripts = (pkg as { scripts?: unknown }).scripts ?? {};
  if (
    typeof pkg !== 'object' ||
    pkg === null ||
    Array.isArray(pkg) ||
    typeof scripts !== 'object' ||
    Array.isArray(scripts)
  )
    throw new DocgenError(
      'expected an object with a "scripts" object, so the docs scripts were not added',
      { file: 'package.json' },
      undefined,
      'init-package-json',
    );
  const own = scripts as Record<string, unknown>;
  const added = Object.keys(DOCS_SCRIPTS).filter((name) => !(name in own));
  const kept = Object.keys(DOCS_SCRIPTS).filter((name) => name in own && own[name] !== DOCS_SCRIPTS[name]);
  if (added.length === 0) return { text: existing, added, kept };
  const indent = /^[ \t]+(?=")/m.exec(existing)?.[0] ?? '  ';
  const merged = {
    ...pkg,
    scripts: { ...own, ...Object.fromEntries(added.map((name) => [name, DOCS_SCRIPTS[name]])) },
  };
  return { text: `${JSON.stringify(merged, null, indent)}\n`, added, kept };
}
