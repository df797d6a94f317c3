/**
 * Number prefixes order files on disk ("01-intro.md") and are not part of ids, URLs or labels, by Docusaurus's
 * rules: names that look like dates ("2021-01-31-notes") or versions ("5.1", "v1.2-notes") keep their digits.
 */
const DATE_LIKE = /^(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?.*$/;
const VERSION_LIKE = /^v?\d+[-_.]\d+.*$/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

export interface ParsedName {
  name: string;
  /** The prefix as a number; Docusaurus uses it as the default sidebar position. */
  numberPrefix?: number;
}

export function parseNumberPrefix(name: string): ParsedName {
  if (DATE_LIKE.test(name) || VERSION_LIKE.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: match[2]!, numberPrefix: Number.parseInt(match[1]!, 10) } : { name };
}

function stripNumberPrefix(name: string): string {
  return parseNumberPrefix(name).name;
}

/** "01-guides/02-advanced" → "guides/advanced". */
export function stripPathNumberPrefixes(dir: string): string {
  return dir.split('/').map(stripNumberPrefix).join('/');
}
