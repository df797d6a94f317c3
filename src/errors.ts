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
