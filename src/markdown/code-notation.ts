import { commentSyntaxes, HIGHLIGHTED_LINE } from './magic-comments.js';

/**
 * Shiki's notation, which VitePress and Starlight read: a comment at the end of a line, `// [!code ++]`, gives the line a
 * class and is taken out of the code. `:N` after the name reaches N lines from there; a comment alone on its line
 * is taken out with the line and marks the next one.
 */
export interface CodeNotation {
  code: string;
  /** Classes of the remaining lines, 0-based. */
  lineClasses: Map<number, string[]>;
  /** Words to mark in a line, 0-based. */
  words: Map<number, string[]>;
  /** Whether a line is focused: the others are dimmed until the reader points at or focuses the block. */
  focused: boolean;
}

const CLASSES: Record<string, string[]> = {
  '++': ['line-diff', 'line-add'],
  '--': ['line-diff', 'line-remove'],
  highlight: [HIGHLIGHTED_LINE],
  hl: [HIGHLIGHTED_LINE],
  error: [HIGHLIGHTED_LINE, 'line-error'],
  warning: [HIGHLIGHTED_LINE, 'line-warning'],
  focus: ['line-focused'],
};

const patterns = new Map<string, RegExp>();

/** The trailing comment of a line that holds only notations, for a language's comment syntaxes. */
function notationPattern(language: string): RegExp {
  let pattern = patterns.get(language);
  if (!pattern) {
    const notes = String.raw`((?:\[!code [^\]\n]+\]\s*)+)`;
    const alternatives = commentSyntaxes(language).map(([open, close]) => `${open}\\s*${notes}${close}`);
    pattern = new RegExp(`\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(language, pattern);
  }
  return pattern;
}

/** Lines starting with + or - in a ```diff block (not the +++ and --- file headers): the marker is shown by the theme. */
export function diffLines(code: string): { code: string; lineClasses: Map<number, string[]> } {
  const lineClasses = new Map<number, string[]>();
  const lines = code.split('\n').map((line, i) => {
    const kind = /^(\+|-)(?!\1\1 )/.exec(line)?.[1];
    if (!kind) return line;
    lineClasses.set(i, CLASSES[kind === '+' ? '++' : '--']!);
    return line.slice(1);
  });
  return { code: lines.join('\n'), lineClasses };
}

/** Applies the notation of a block whose lines have `lineClasses` already (from magic comments): they move with their lines. */
export function applyCodeNotation(code: string, language: string, lineClasses: Map<number, string[]>): CodeNotation {
  const result: CodeNotation = { code, lineClasses: new Map(lineClasses), words: new Map(), focused: false };
  if (!code.includes('[!code ')) return result;
  result.lineClasses.clear();
  const moved = new Map<number, number>();
  const pattern = notationPattern(language);
  const kept: string[] = [];
  const pending: { classes: string[]; lines: number; word?: string }[] = [];
  const marks: { from: number; lines: number; classes: string[]; word?: string }[] = [];
  for (const [index, line] of code.split('\n').entries()) {
    const match = pattern.exec(line);
    const notes = match?.slice(1).find((group) => group !== undefined);
    if (!match || notes === undefined) {
      for (const mark of pending.splice(0)) marks.push({ from: kept.length, ...mark });
      moved.set(index, kept.length);
      kept.push(line);
      continue;
    }
    const rest = line.slice(0, match.index);
    const parsed = [...notes.matchAll(/\[!code ([^\]\n]+)\]/g)].flatMap(([, body]) => {
      const word = /^word:(.+?)(?::(\d+))?$/.exec(body!);
      if (word) return [{ classes: [], word: word[1]!, lines: word[2] ? Number(word[2]) : Infinity }];
      const [name, count] = body!.split(':');
      const classes = CLASSES[name!.trim()];
      return classes ? [{ classes, lines: count ? Math.max(Number(count), 1) : 1 }] : [];
    });
    if (parsed.length === 0) {
      moved.set(index, kept.length);
      kept.push(line);
      continue;
    }
    if (rest.trim() === '') {
      pending.push(...parsed);
      continue;
    }
    for (const mark of [...pending.splice(0), ...parsed]) marks.push({ from: kept.length, ...mark });
    moved.set(index, kept.length);
    kept.push(rest);
  }
  for (const [index, classes] of lineClasses) {
    const to = moved.get(index);
    if (to !== undefined) result.lineClasses.set(to, [...classes]);
  }
  for (const mark of marks) {
    const to = Math.min(mark.from + mark.lines, kept.length);
    for (let line = mark.from; line < to; line++) {
      if (mark.word) result.words.set(line, [...(result.words.get(line) ?? []), mark.word]);
      const classes = result.lineClasses.get(line) ?? [];
      for (const name of mark.classes) if (!classes.includes(name)) classes.push(name);
      if (classes.length > 0) result.lineClasses.set(line, classes);
    }
    if (mark.classes.includes('line-focused')) result.focused = true;
  }
  result.code = kept.join('\n');
  return result;
}
