// How docgen shows an error, in the terminal (CLI and watch mode) and in the browser's overlay alike.
// Plain data in, plain text out: this module runs in both, so it uses neither Node nor the DOM.

/** An error as it is shown: the location, what happened, the catalogue name, and what to do. */
export interface ErrorReport {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** The error's permanent name in docgen's catalogue ("config-invalid"), to look it up or search for it. */
  name?: string;
  hint?: string;
}

/** `file:line:column`, `file`, or "docgen" for an error of no file. */
export function errorWhere(error: ErrorReport): string {
  if (!error.file) return 'docgen';
  return error.line === undefined ? error.file : `${error.file}:${error.line}:${error.column ?? 1}`;
}

/** The error's first line: where, then what happened. */
export function errorHeadline(error: ErrorReport): string {
  return error.file ? `${errorWhere(error)} - ${error.message}` : error.message;
}

/** The line under it: what to do, and the name to look up. */
export function errorHintLine(error: ErrorReport): string | undefined {
  if (!error.hint && !error.name) return undefined;
  return `hint: ${error.hint ?? 'see the errors section of the README'}${error.name ? ` [${error.name}]` : ''}`;
}
