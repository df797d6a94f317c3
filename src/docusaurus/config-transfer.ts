/**
 * A Docusaurus config is run in a child process (config-child.ts); its value crosses back as JSON. Functions,
 * stand-ins and regular expressions have no JSON form: they travel as one-key markers and come back as values of
 * the same kind, so the conversion reads the config as if it had run in this process.
 */

/** A package or file the config imports that could not be given to it, replaced by an inert stand-in. */
export interface StandIn {
  /** As the config asks for it: `remark-math`, `./src/plugins/shiki.js`. */
  request: string;
  /** Why, in a few words: "not installed", "threw on import: …", "threw when called: …". */
  reason: string;
}

/** Where a config that failed went wrong: its message and the first frame in the site's own files. */
export interface ConfigFailure {
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

/** What the child answers, exactly once. */
export type ChildAnswer =
  | { kind: 'config'; value: unknown; standIns: StandIn[]; createRedirects?: boolean }
  | { kind: 'failed'; failure: ConfigFailure; standIns: StandIn[] }
  | { kind: 'unsettled' };

const FUNCTION = '\u0000function';
const STAND_IN = '\u0000standIn';
const REGEXP = '\u0000regexp';
const MODULE = '\u0000module';

/** Where a function of the config was found: a package (`remark-math`) or a file of the site (`./src/x.js`). */
export interface ModuleExport {
  module: string;
  /** `default` for a module's default export or CommonJS `module.exports`. */
  export: string;
}

/** A function of the config, in the child, with the module that exports it: crosses back as that reference. */
export function moduleMarker(fn: { name: string }, found: ModuleExport): object {
  return { [MODULE]: { name: fn.name, ...found } };
}

const moduleExports = new WeakMap<object, ModuleExport>();
const standIns = new WeakSet<object>();

/** Whether a value of the config that came back is the stand-in of a package or file that could not be loaded. */
export function isStandIn(value: unknown): boolean {
  return typeof value === 'function' && standIns.has(value);
}

/** The module and export of a function that came back from the config, when the child found them. */
export function moduleExportOf(value: unknown): ModuleExport | undefined {
  return typeof value === 'function' ? moduleExports.get(value) : undefined;
}

/** Deeper than any config; a value nested further (a parser's tables, a cycle of getters) is cut there. */
const MAX_DEPTH = 40;

/** The config as JSON-safe data; `standInName` answers the package a stand-in replaces, undefined for other values. */
export function toTransferable(value: unknown, standInName: (value: unknown) => string | undefined): unknown {
  const seen = new Set<object>();
  const walk = (v: unknown, depth: number): unknown => {
    const standIn = standInName(v);
    if (standIn !== undefined) return { [STAND_IN]: standIn };
    if (typeof v === 'function') return { [FUNCTION]: v.name };
    if (typeof v === 'bigint') return Number(v);
    if (v === null || typeof v !== 'object') return typeof v === 'symbol' ? undefined : v;
    if (v instanceof RegExp) return { [REGEXP]: [v.source, v.flags] };
    if (v instanceof Date) return v.toISOString();
    if (v instanceof URL) return v.href;
    if (seen.has(v) || depth > MAX_DEPTH) return null;
    seen.add(v);
    try {
      if (Array.isArray(v) || v instanceof Set) return [...v].map((x) => walk(x, depth + 1) ?? null);
      const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
      return Object.fromEntries(entries.map(([k, x]) => [String(k), walk(x, depth + 1)]));
    } catch {
      // A getter that throws (a package's lazy export): nothing the conversion could read anyway.
      return null;
    } finally {
      seen.delete(v);
    }
  };
  return walk(value, 0);
}

/** A function of the given name that does nothing: what the conversion sees where the config had a function. */
function namedFunction(name: string): () => void {
  const f = () => undefined;
  Object.defineProperty(f, 'name', { value: name });
  return f;
}

/** The reverse of `toTransferable`: stand-ins come back as functions named after their package. */
export function fromTransferable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromTransferable);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record[FUNCTION] === 'string') return namedFunction(record[FUNCTION]);
  if (typeof record[STAND_IN] === 'string') {
    const standIn = namedFunction(record[STAND_IN]);
    standIns.add(standIn);
    return standIn;
  }
  const found = record[MODULE] as (ModuleExport & { name: string }) | undefined;
  if (found && typeof found.module === 'string') {
    const fn = namedFunction(found.name);
    moduleExports.set(fn, { module: found.module, export: found.export });
    return fn;
  }
  if (Array.isArray(record[REGEXP])) return new RegExp(String(record[REGEXP][0]), String(record[REGEXP][1]));
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fromTransferable(v)]));
}
