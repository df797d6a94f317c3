import path from 'node:path';

/** Where a problem is: every diagnostic docgen prints starts with `file:line:column`. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
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

  constructor(message: string, location?: SourceLocation, hint?: string) {
    super(location ? `${formatLocation(location)} - ${message}` : message);
    this.name = 'DocgenError';
    this.reason = message;
    this.location = location;
    this.hint = hint;
  }
}

/** A DocgenError as plain data: what crosses between a render thread and the main thread. */
export interface PlainError {
  reason: string;
  location?: SourceLocation;
  hint?: string;
}

export function toPlainError(error: DocgenError): PlainError {
  return { reason: error.reason, location: error.location, hint: error.hint };
}

export function fromPlainError(error: PlainError): DocgenError {
  return new DocgenError(error.reason, error.location, error.hint);
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
  ENOSPC: (file, doing) => [`the disk is full: could not ${doing} ${file}`, 'free some space on that disk, then build again; the previous output is as it was'],
  EDQUOT: (file, doing) => [`your disk quota is used up: could not ${doing} ${file}`, 'free some space, then build again; the previous output is as it was'],
  EACCES: (file, doing) => [`permission denied: could not ${doing} ${file}`, 'check the permissions of that folder, or choose another --out-dir'],
  EPERM: (file, doing) => [`operation not permitted: could not ${doing} ${file}`, 'check the permissions of that folder, or choose another --out-dir'],
  EROFS: (file) => [`${file} is on a read-only file system`, 'build into a writable folder with --out-dir'],
  ENOTDIR: (file) => [`a part of the path ${file} is a file, not a folder`, 'check the path, or choose another --out-dir'],
  EMFILE: (file, doing) => [`too many open files: could not ${doing} ${file}`, 'raise the limit of open files (ulimit -n), then try again'],
  ENFILE: (file, doing) => [`the system has too many open files: could not ${doing} ${file}`, 'close other programs, or raise the system limit, then try again'],
};

const DOING: Record<string, string> = { open: 'write', write: 'write', copyfile: 'copy', mkdir: 'create', rename: 'move', rm: 'remove', rmdir: 'remove', unlink: 'remove', scandir: 'read', read: 'read', cp: 'copy' };

/**
 * A disk that is full, a folder that may not be written, a read-only mount: the user's to fix, not a
 * bug in docgen, so it is told as such. Other failures stay what they are.
 */
export function systemErrorAsUserError(error: unknown): DocgenError | undefined {
  const err = error as NodeJS.ErrnoException & { dest?: string };
  const describe = err && typeof err.code === 'string' ? SYSTEM_ERRORS[err.code] : undefined;
  if (!describe) return undefined;
  const target = err.dest ?? err.path;
  const file = target ? path.relative(process.cwd(), target) || target : 'a file';
  const [message, hint] = describe(file, DOING[err.syscall ?? ''] ?? 'write');
  return new DocgenError(message, undefined, hint);
}
