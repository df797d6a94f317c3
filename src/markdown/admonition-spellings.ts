import { ADMONITION_NAMES } from '../shared/admonition.js';

/**
 * Besides the admonitions' names (Docusaurus's own, with Docusaurus 2's `important`, `secondary` and `success`, or the
 * site's `markdown.admonitions`), VitePress's `details` and `code-group`. Only these names are rewritten, so that a
 * `:::` line of any other kind keeps its meaning.
 */
const VITEPRESS_BLOCKS = ['details', 'code-group'];
/** The names rewritten, made once per list of admonition names (a site has one) rather than once a page. */
const namesByList = new WeakMap<readonly string[], Set<string>>();
function rewrittenNames(admonitions: readonly string[]): Set<string> {
  let names = namesByList.get(admonitions);
  if (!names) namesByList.set(admonitions, (names = new Set([...admonitions, ...VITEPRESS_BLOCKS])));
  return names;
}

/**
 * `:::tip Title` (Docusaurus 2, still read by Docusaurus 3) and `::: tip` (VitePress) are not directives to
 * remark-directive: its names must touch the colons and its labels are bracketed. Docusaurus rewrites such
 * lines to `:::tip[Title]` before parsing; so does this, outside code fences, inside block quotes and lists too.
 */
const OPENING = /^((?:[ \t]*>[ \t]?)*[ \t]*)(:{3,})([ \t]*)([A-Za-z][\w-]*)(?:[ \t]+([^\s[{].*?))?[ \t]*$/;
const FENCE = /^(?:[ \t]*>[ \t]?)*[ \t]*(`{3,}|~{3,})/;

export interface RewrittenSource {
  text: string;
  /** Where the rewrite changed the length of the text: offset in the new text, and characters added there. */
  shifts: { at: number; delta: number }[];
}

/** The source with every admonition opening (of the names `admonitions`) spelt as remark-directive reads it. */
export function rewriteAdmonitionSpellings(
  source: string,
  admonitions: readonly string[] = ADMONITION_NAMES,
): RewrittenSource {
  // Most pages have no admonition at all: nothing is split or copied for them.
  if (!source.includes(':::')) return { text: source, shifts: [] };
  const names = rewrittenNames(admonitions);
  const lines = source.split('\n');
  const shifts: RewrittenSource['shifts'] = [];
  let fence: string | undefined;
  let offset = 0;
  let changed = false;
  lines.forEach((line, i) => {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fenceMark && (fence === undefined || (fenceMark[0] === fence[0] && fenceMark.length >= fence.length))) {
      fence = fence === undefined ? fenceMark : undefined;
    } else if (fence === undefined) {
      const match = OPENING.exec(line);
      if (match && names.has(match[4]!.toLowerCase()) && (match[3] || match[5])) {
        const [, prefix, colons, , name, title] = match;
        const rewritten = `${prefix}${colons}${name!.toLowerCase()}${title ? `[${title}]` : ''}`;
        if (rewritten.length !== line.length)
          shifts.push({ at: offset + rewritten.length, delta: rewritten.length - line.length });
        lines[i] = rewritten;
        changed = true;
      }
    }
    offset += lines[i]!.length + 1;
  });
  return { text: changed ? lines.join('\n') : source, shifts };
}

/** The offset in the original source of an offset in the rewritten text (outside the rewritten lines' ends). */
export function originalOffset(rewritten: RewrittenSource, at: number): number {
  let original = at;
  for (const shift of rewritten.shifts) if (shift.at <= at) original -= shift.delta;
  return original;
}
