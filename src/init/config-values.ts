/** Reading plain values out of an evaluated Docusaurus config, where anything may be a stand-in for a missing package. */

/** A value of an evaluated Docusaurus config, as plain data. */
export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plain string; stand-ins for packages that are not installed (functions) and everything else are left out. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function whole(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** Keeps only the defined keys, so the written YAML has no `null`s for things the site did not set. */
export function compact<T extends Json>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && !(isRecord(v) && Object.keys(v).length === 0)),
  ) as T;
}
