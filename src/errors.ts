import type { ErrorReport } from './shared/error-report.js';
import { shownPath } from './util/shown-path.js';

/** Where a problem is: every diagnostic docgen prints starts with `file:line:column`. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
  /**
   * A key of the site config (`navbar.items[0].docId`), for a mistake found after the config was read
   * (a check against the docs): the pipeline turns it into the key's line and column.
   */
  key?: string;
}

export function formatLocation(loc: SourceLocation): string {
  if (loc.line === undefined) return loc.file;
  return `${loc.file}:${loc.line}:${loc.column ?? 1}`;
}

/**
 * An error caused by the user's input (config, content, templates). The CLI prints its message
 * as one line without a stack trace, because the stack points into docgen, not at the mistake.
 */
export class DocgenError extends Error {
  readonly location?: SourceLocation;
  readonly hint?: string;
  /** The message without its location, so that the error can be rebuilt after crossing a thread. */
  readonly reason: string;
  /**
   * The catalogue entry, named where the message is not docgen's own (a parser's, a bundler's, a theme's throw) and so
   * cannot be recognised by its words; other errors are found in ERROR_CATALOGUE by their message.
   */
  readonly catalogueName?: string;

  constructor(message: string, location?: SourceLocation, hint?: string, catalogueName?: string) {
    super(location ? `${formatLocation(location)} - ${message}` : message);
    this.name = 'DocgenError';
    this.reason = message;
    this.location = location;
    this.hint = hint;
    this.catalogueName = catalogueName;
  }
}

/**
 * A mistake found by checking the config against the docs names its key (`navbar.items[0].docId`): here it gets the
 * key's line and column in the config, from the config loader's `locate`.
 */
export function withKeyPositions<E extends DocgenError | DocgenErrors>(
  error: E,
  locate: (key: string) => { line: number; column: number },
): DocgenError | DocgenErrors {
  const place = (e: DocgenError) => {
    const key = e.location?.key;
    return key && e.location.line === undefined
      ? new DocgenError(e.reason, { file: e.location.file, ...locate(key) }, e.hint, e.catalogueName)
      : e;
  };
  return error instanceof DocgenErrors ? new DocgenErrors(error.errors.map(place)) : place(error);
}

/** A DocgenError as plain data: what crosses between a render thread and the main thread. */
export interface PlainError {
  reason: string;
  location?: SourceLocation;
  hint?: string;
  catalogueName?: string;
}

export function toPlainError(error: DocgenError): PlainError {
  return { reason: error.reason, location: error.location, hint: error.hint, catalogueName: error.catalogueName };
}

export function fromPlainError(error: PlainError): DocgenError {
  return new DocgenError(error.reason, error.location, error.hint, error.catalogueName);
}

/** Several user errors found in one pass, reported together so that one build shows them all. */
export class DocgenErrors extends Error {
  readonly errors: DocgenError[];

  constructor(errors: DocgenError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'DocgenErrors';
    this.errors = errors;
  }
}

export function isUserError(error: unknown): error is DocgenError | DocgenErrors {
  return error instanceof DocgenError || error instanceof DocgenErrors;
}

/** What the operating system refused, in plain words, with what to do about it. */
const SYSTEM_ERRORS: Record<string, (file: string, doing: string) => [string, string]> = {
  ENOSPC: (file, doing) => [
    `the disk is full: could not ${doing} ${file}`,
    'free some space on that disk, then build again; the previous output is as it was',
  ],
  EDQUOT: (file, doing) => [
    `your disk quota is used up: could not ${doing} ${file}`,
    'free some space, then build again; the previous output is as it was',
  ],
  EACCES: (file, doing) => [
    `permission denied: could not ${doing} ${file}`,
    'check the permissions of that folder, or choose another --out-dir',
  ],
  EPERM: (file, doing) => [
    `operation not permitted: could not ${doing} ${file}`,
    'check the permissions of that folder, or choose another --out-dir',
  ],
  EROFS: (file) => [`${file} is on a read-only file system`, 'build into a writable folder with --out-dir'],
  ENOTDIR: (file) => [
    `a part of the path ${file} is a file, not a folder`,
    'check the path, or choose another --out-dir',
  ],
  // A folder whose parent exists and that still cannot be made: the parent takes no new folder (/proc, a dangling link).
  ENOENT: (file) => [
    `could not create the folder ${file}: where it would go, no folder can be made`,
    'check the path, or choose another --out-dir',
  ],
  EMFILE: (file, doing) => [
    `too many open files: could not ${doing} ${file}`,
    'raise the limit of open files (ulimit -n), then try again',
  ],
  ENFILE: (file, doing) => [
    `the system has too many open files: could not ${doing} ${file}`,
    'close other programs, or raise the system limit, then try again',
  ],
};

const DOING: Record<string, string> = {
  open: 'write',
  write: 'write',
  copyfile: 'copy',
  mkdir: 'create',
  rename: 'move',
  rm: 'remove',
  rmdir: 'remove',
  unlink: 'remove',
  scandir: 'read',
  read: 'read',
  cp: 'copy',
};

/**
 * A disk that is full, a folder that may not be written, a read-only mount: the user's to fix, not a
 * bug in docgen, so it is told as such. Other failures stay what they are.
 */
export function systemErrorAsUserError(error: unknown, hint?: string): DocgenError | undefined {
  const err = error as NodeJS.ErrnoException & { dest?: string };
  // ENOENT means a folder that cannot be made only from mkdir: elsewhere it is a file gone, which callers handle.
  const known = err && typeof err.code === 'string' && (err.code !== 'ENOENT' || err.syscall === 'mkdir');
  const describe = known ? SYSTEM_ERRORS[err.code!] : undefined;
  if (!describe) return undefined;
  const target = err.dest ?? err.path;
  const file = target ? shownPath(target) : 'a file';
  const [message, outputHint] = describe(file, DOING[err.syscall ?? ''] ?? 'write');
  return new DocgenError(message, undefined, hint ?? outputHint, 'file-system');
}

/**
 * docgen's errors, each with a permanent name and what to do about it. An error is found here by what
 * its message says, so that every `new DocgenError(message, location, hint)` takes part without naming
 * itself: a new kind of error needs only an entry here (a hint given where the error is made wins).
 * Order matters: the first entry whose pattern matches names the error. An entry without a pattern is for errors that
 * carry another tool's words (a parser's, the bundler's) and name their entry where they are made.
 * test/errors.test.ts checks that every `new DocgenError` in src/ finds its entry.
 */
export const ERROR_CATALOGUE: readonly { name: string; matches?: RegExp; hint: string }[] = [
  {
    name: 'config-unreadable',
    matches: /^cannot read the site config/,
    hint: 'run docgen in the site folder, pass --config FILE, or create a site with docgen init',
  },
  {
    name: 'config-yaml',
    matches: /^invalid YAML: /,
    hint: 'fix the YAML at that position: indentation, or quotes around a value holding ": "',
  },
  {
    name: 'config-unknown-doc',
    matches: /: the (navbar links to|sidebar names) doc "/,
    hint: 'name a doc by its id: its path in the docs folder without extension, or its front matter id',
  },
  {
    name: 'config-empty-sidebar',
    matches: /: the navbar links to sidebar "/,
    hint: 'name a sidebar of docs.sidebars that holds at least one doc',
  },
  {
    name: 'config-main-doc',
    matches: /^docs\.mainDocId: /,
    hint: 'set docs.mainDocId to the id of a doc, or leave it out to use the first doc of the sidebar',
  },
  {
    name: 'config-redirect-source',
    matches: /^redirects\[\d+\]\.from(\[\d+\])?: cannot redirect from /,
    hint: 'redirect only from paths where the site has no page, each once',
  },
  {
    name: 'config-redirect-target',
    matches: /^redirects\[\d+\]\.to: no page at /,
    hint: 'redirect to the route of a doc or page of the site',
  },
  {
    name: 'config-locale',
    matches: /^i18n\.defaultLocale: .* is not one of i18n\.locales/,
    hint: 'add the default locale to i18n.locales',
  },
  {
    name: 'translation-file',
    matches: /^a translation file that is not |^the translation ".*" has no "message" string/,
    hint: 'a translation file maps each id to {"message": "…"} (an optional "description" beside it), as Docusaurus writes them',
  },
  {
    name: 'cli-locale',
    matches: /^--locale .*: the site has no locale /,
    hint: 'name one of i18n.locales',
  },
  {
    name: 'config-link',
    matches: /: a link needs "to"/,
    hint: 'give the item "to: /a/page" for a page of the site, or "href: https://…" for any URL',
  },
  {
    name: 'docs-version-missing',
    matches: / lists version ".*", whose docs folder .* does not exist$/,
    hint: "restore the version's folder, or take the version out of the versions file",
  },
  {
    name: 'docs-version-name',
    matches: /^docs:version: ".*" is no version name: /,
    hint: 'a version name is one path segment, such as 2.0 or v3',
  },
  {
    name: 'docs-version-exists',
    matches: /^docs:version: .* exists already/,
    hint: 'choose another name: docs:version never replaces a version or a file',
  },
  {
    name: 'docs-version-instance',
    matches: /^docs:version --instance .*: the config has no docs instance/,
    hint: "name the id of a docsInstances entry, or leave --instance out for the config's docs",
  },
  {
    name: 'docs-version-source',
    matches: /^docs:version: there is no docs folder at /,
    hint: "create the docs folder, or set the instance's path to it",
  },
  { name: 'sidebars-syntax', matches: /^invalid \w+: /, hint: 'fix the sidebars file at that position' },
  {
    name: 'docusaurus-file',
    matches: /^\S+ imports ".*", which docgen cannot provide$|^cannot read .+: |^running .+ failed: /,
    hint: 'docgen runs this file of the Docusaurus site on its own: make it work without Docusaurus, or write the value out',
  },
  {
    name: 'docusaurus-config-unsettled',
    matches: / exports a promise that never settles: /,
    hint: 'make the exported promise (or async function) resolve to the config object, or export the object itself',
  },
  {
    name: 'docusaurus-config-timeout',
    matches: / did not give its config within [\d.]+ s, so it was stopped$/,
    hint: 'look for an endless loop, or a wait with no end, in the config or in what it runs while loading',
  },
  {
    name: 'docusaurus-create-redirects',
    matches: /^createRedirects of \S+ (gave no answer within \S+ s|stopped its process before it answered)$/,
    hint: 'look for an endless loop in createRedirects, or a way out of the process it takes; or remove it and write the redirects',
  },
  {
    name: 'init-no-site',
    matches: /^docgen init --from-docusaurus: no /,
    hint: 'pass the folder of the Docusaurus site, as in `docgen init --from-docusaurus website`',
  },
  {
    name: 'init-file-exists',
    matches: / exists already.*; docgen init never replaces a file$|^cannot create a site in .+ already there/,
    hint: 'run docgen init in an empty folder, or move the file away',
  },
  {
    name: 'init-package-json',
    hint: 'fix package.json (npm reads it too), then run docgen init again',
  },
  {
    name: 'init-deploy',
    matches: /^--deploy: /,
    hint: 'docgen init --deploy HOST writes a new site with its deploy workflow; for a moved site, build with npm run docs:build in its existing workflow',
  },
  {
    name: 'blog-post',
    hint: 'fix the post, or set the blog option the message names to "warn"',
  },
  {
    name: 'blog-tags',
    matches: /^the tags ".*" and ".*" have the one permalink /,
    hint: 'give each tag of the tags file a permalink of its own',
  },
  {
    name: 'front-matter',
    matches: /^(invalid )?front matter\b/,
    hint: 'fix the YAML between the two "---" lines at the top of the doc',
  },
  {
    name: 'content-too-deep',
    matches: /nested more than \d+ levels deep/,
    hint: 'close the lists, quotes or elements it opens: docgen reads no deeper than 100 levels',
  },
  {
    name: 'name-not-routable',
    matches: /^the name ".*" contains ".*", which cannot be part of a URL/,
    hint: 'rename the file or folder, or set slug: in the front matter',
  },
  {
    name: 'parse-budget',
    matches: /^parsing this page .* took more than .* so it was stopped$/,
    hint: 'escape long runs of * or _ (\\*), or split the page',
  },
  {
    name: 'markdown-plugin-failed',
    hint: 'the plugin threw on this doc: fix the doc, or the plugin',
  },
  {
    name: 'config-markdown-plugin',
    hint: 'name an installed package, or a JavaScript module by its path from the config’s folder, exporting the plugin',
  },
  {
    name: 'config-plugin',
    hint: 'name an installed package, or a JavaScript module by its path from the config’s folder, whose default export is made by definePlugin',
  },
  {
    name: 'plugin-failed',
    hint: 'the error is the plugin’s: fix it, or the files it reads',
  },
  { name: 'markdown-syntax', hint: 'fix the Markdown or the HTML in it at that place' },
  { name: 'markdown-problem', hint: 'fix it at that place in the doc' },
  {
    name: 'package-load',
    hint: 'install the package in the site, or fix what its message names',
  },
  {
    name: 'docs-symlink',
    hint: 'link to a file of the docs folder, or move what the link points to into the docs folder',
  },
  { name: 'compile-failed', hint: 'fix the file at that place: a theme component, a page module or an MDX doc' },
  {
    name: 'react-version',
    matches: /^the site has react /,
    hint: 'install React 19 or 18.2 and later in the site, react and react-dom at the same version',
  },
  {
    name: 'page-module-export',
    matches: /^a page module needs a default export/,
    hint: 'export the page component: export default function MyPage() { … }',
  },
  {
    name: 'render-failed',
    matches: /^rendering (\S+ )?failed: /,
    hint: 'the theme or a page module threw this while rendering, at the line shown',
  },
  {
    name: 'render-timeout',
    matches: /^rendering did not finish/,
    hint: 'look for an endless loop in the theme or a page module',
  },
  {
    name: 'broken-link',
    matches: /^broken link → /,
    hint: 'fix the link or its target; onBrokenLinks: warn reports broken links without failing',
  },
  {
    name: 'duplicate-route',
    matches: /^duplicate route /,
    hint: 'give one of the two an own slug (front matter) or move it',
  },
  {
    name: 'static-link',
    matches: /^this symbolic link in the static folder points /,
    hint: 'copy what it points to into the static folder, or fix the link',
  },
  {
    name: 'link-loop',
    matches: /^this symbolic link in the .+ points to a folder that holds it$/,
    hint: 'link to a file or a sibling folder instead, or remove the link',
  },
  { name: 'output-path', matches: /^(a part of )?the output (path|folder) /, hint: 'choose another --out-dir' },
  {
    name: 'output-locked',
    matches: /^another docgen build/,
    hint: 'wait for it to finish, or build into another --out-dir',
  },
  { name: 'file-system', hint: 'check the disk and the permissions of the output folder, then build again' },
  {
    name: 'output-not-replaceable',
    matches: /^refusing to replace /,
    hint: 'choose another --out-dir, or empty that folder yourself',
  },
  {
    name: 'port-in-use',
    matches: /^port \d+ on .* is in use/,
    hint: 'pass --port with another number, or stop the server that uses it',
  },
  { name: 'host-unknown', matches: /^cannot listen on /, hint: 'pass --host 127.0.0.1, or an address of this machine' },
  { name: 'port-invalid', matches: /^PORT=/, hint: 'set PORT to a number from 0 to 65535, or pass --port' },
  {
    name: 'internal',
    matches: /^docgen failed: /,
    hint: 'this looks like a bug in docgen; run with DOCGEN_DEBUG=1 for the stack trace',
  },
  // Last: any other mistake in a config key (the schema's own checks) starts with the key path.
  {
    name: 'config-invalid',
    matches: /^([\w$-]+(\.[\w$-]+|\[\d+\])*|\(top level\)): /,
    hint: 'see the configuration keys in the README',
  },
];

/** An error as it is shown, with its catalogue name and hint: the one form the CLI, watch mode and the overlay print. */
export function reportOf(error: DocgenError): ErrorReport {
  const entry = error.catalogueName
    ? ERROR_CATALOGUE.find((e) => e.name === error.catalogueName)
    : ERROR_CATALOGUE.find((e) => e.matches?.test(error.reason));
  const { file, line, column } = error.location ?? {};
  return { message: error.reason, file, line, column, name: entry?.name, hint: error.hint ?? entry?.hint };
}
