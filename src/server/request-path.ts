import { stripBase } from '../shared/urls.js';

/** Longer request paths are refused before any work: no page of a docs site needs one. */
const MAX_PATH_LENGTH = 2048;
/** Query strings (search terms, tracking parameters) may be longer; the site never reads them on the server. */
const MAX_QUERY_LENGTH = 8192;

export type RequestPath =
  | {
      ok: true;
      /** Path inside the site, "/"-separated, without a leading "/" ("docs/intro", "" for the root, "docs/" for a folder). */ path: string;
    }
  | { ok: false; status: 400 | 404 | 414 };

/**
 * Turns a request target into a path inside the site, or refuses it. Anything that could climb out
 * or mean two things (`..` in any encoding, encoded slashes or backslashes, NUL bytes, a second
 * layer of percent-encoding, absolute URLs) is refused rather than cleaned up; hidden files are not served.
 */
export function resolveRequestPath(target: string, basePath = '/'): RequestPath {
  if (!target.startsWith('/')) return { ok: false, status: 400 };
  const pathname = target.split(/[?#]/, 1)[0]!;
  if (pathname.length > MAX_PATH_LENGTH || target.length - pathname.length > MAX_QUERY_LENGTH)
    return { ok: false, status: 414 };
  if (/%(2f|5c|00|25)/i.test(pathname) || pathname.includes('\\')) return { ok: false, status: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { ok: false, status: 400 };
  }
  if (/[\u0000-\u001f\\]/.test(decoded)) return { ok: false, status: 400 };
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return { ok: false, status: 400 };
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return { ok: false, status: 404 };
  const inside = stripBase(decoded, basePath);
  if (inside === undefined) return { ok: false, status: 404 };
  return { ok: true, path: inside.replace(/\/{2,}/g, '/').replace(/^\//, '') };
}
