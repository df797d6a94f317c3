/**
 * What a post's path says, read as Docusaurus reads it: a date (`2021-08-01-name.md`, `2021/08/01/name.md`,
 * `2021-08-01-name/index.md`) becomes the start of its slug (`/2021/08/01/name`); without a date the slug is
 * the path.
 */
export function parsePostPath(postPath: string): { date?: string; slug: string } {
  const posix = postPath.split('\\').join('/');
  const match = /^(.*?)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/.exec(posix);
  if (!match) return { slug: `/${posix.replace(/(?:\/index)?\.mdx?$/, '')}` };
  const [, folder, year, month, day, text] = match;
  const date = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return { date, slug: `/${year}/${month}/${day}/${folder}${text}` };
}

/** Docusaurus's default truncate markers: an HTML comment "truncate" in Markdown, a JSX comment in MDX. */
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** The body before the truncate marker, or undefined when it has none. */
export function excerptOf(body: string): string | undefined {
  const match = TRUNCATE.exec(body);
  return match ? body.slice(0, match.index).trimEnd() : undefined;
}

/**
 * The body without `{/* truncate *\/}`: in MDX a comment, but a Markdown file (which Docusaurus reads as MDX too)
 * would show it as text. The line stays, so that positions in the file hold.
 */
export function withoutJsxMarker(body: string): string {
  return body.replace(/\{\/\*\s*truncate\s*\*\/\}/g, '');
}

/** Minutes to read a body at 200 words a minute (as Docusaurus's default), rounded up; code counts as words. */
export function readingMinutes(body: string): number {
  const words = body.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / 200));
}

/** The 1-based line of a front-matter key, for messages about its value. */
export function frontMatterLine(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length && lines[i]!.trim() !== '---'; i++)
    if (new RegExp(`^${key}\\s*:`).test(lines[i]!)) return i + 1;
  return undefined;
}
