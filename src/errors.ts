import type { ErrorReport } from './shared/error-report.js';
import { shownPath } from './util/shown-path.js';
import { ERROR_CATALOGUE } from './error-catalogue.js';

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
    const at = e.location && located(e.location, locate);
    return at && at !== e.location ? new DocgenError(e.reason, at, e.hint, e.catalogueName) : e;
  };
  return error instanceof DocgenErrors ? new DocgenErrors(error.errors.map(place)) : place(error);
}

/** A place named by a config key, at that key's line and column in the config (see `withKeyPositions`). */
export function located(
  location: SourceLocation,
  locate: (key: string) => { line: number; column: number },
): SourceLocation {
  return location.key && location.line === undefined ? { file: location.file, ...locate(location.key) } : location;
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

/** An error as it is shown, with its catalogue name and hint: the one form the CLI, watch mode and the overlay print. */
export function reportOf(error: DocgenError): ErrorReport {
  const entry = error.catalogueName
    ? ERROR_CATALOGUE.find((e) => e.name === error.catalogueName)
    : ERROR_CATALOGUE.find((e) => e.matches?.test(error.reason));
  const { file, line, column } = error.location ?? {};
  return { message: error.reason, file, line, column, name: entry?.name, hint: error.hint ?? entry?.hint };
}
