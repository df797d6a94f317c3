import { escapeRegExp } from '../util/escape-regexp.js';

/** A magic comment as Docusaurus's `prism.magicComments` declares it: a comment that gives lines a class and disappears. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** The class docgen's theme highlights lines with; Docusaurus's name for it is read as the same. */
export const HIGHLIGHTED_LINE = 'line-highlighted';
const DOCUSAURUS_HIGHLIGHTED_LINE = 'theme-code-block-highlighted-line';

/** Docusaurus's default: `highlight-next-line`, and `highlight-start` … `highlight-end` around lines. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: HIGHLIGHTED_LINE,
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** Comment syntaxes, as regular expression sources, the way Docusaurus recognises them. */
const COMMENTS = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;

type CommentKind = keyof typeof COMMENTS;
const POPULAR: CommentKind[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** Which comment syntaxes a language's magic comments may use: Docusaurus's table, popular ones for the rest. */
function commentKinds(language: string): CommentKind[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    case 'wasm':
      return ['wasm'];
    case 'vb':
    case 'vba':
    case 'visual-basic':
      return ['vb', 'rem'];
    case 'vbnet':
      return ['vbnet', 'rem'];
    case 'batch':
      return ['rem'];
    case 'basic':
      return ['rem', 'f90'];
    case 'fsharp':
      return ['js', 'ml'];
    case 'ocaml':
    case 'sml':
      return ['ml'];
    case 'fortran':
      return ['f90'];
    case 'cobol':
      return ['cobol'];
    default:
      return POPULAR;
  }
}

/** The comment syntaxes of a language as regular expression sources, opening and closing ('' to the line's end). */
export function commentSyntaxes(language: string): (readonly [string, string])[] {
  return commentKinds(language).map((kind) => COMMENTS[kind]);
}

/** One per language and set of magic comments: a regular expression that matches a line holding only a directive. */
const patterns = new WeakMap<MagicComment[], Map<string, RegExp>>();

function directivePattern(language: string, comments: MagicComment[]): RegExp {
  let byLanguage = patterns.get(comments);
  if (!byLanguage) patterns.set(comments, (byLanguage = new Map()));
  let pattern = byLanguage.get(language);
  if (!pattern) {
    const directives = comments
      .flatMap((c) => [c.line, c.block?.start, c.block?.end])
      .filter((d): d is string => !!d)
      .map(escapeRegExp)
      .join('|');
    const alternatives = commentSyntaxes(language).map(([open, close]) => `(?:${open}\\s*(${directives})\\s*${close})`);
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    byLanguage.set(language, pattern);
  }
  return pattern;
}

/** Every magic comment's directive is a word; a block without any of them is left untouched cheaply. */
function mayHoldDirective(code: string, comments: MagicComment[]): boolean {
  return comments.some((c) => (c.line && code.includes(c.line)) || (c.block && code.includes(c.block.start)));
}

/**
 * Takes the magic comment lines out of a code block and answers the classes of the lines that remain
 * (0-based), as Docusaurus does: a line directive marks the next line, a block start and end the lines between.
 */
export function applyMagicComments(
  code: string,
  language: string,
  comments: MagicComment[],
): { code: string; lineClasses: Map<number, string[]> } {
  const lineClasses = new Map<number, string[]>();
  if (comments.length === 0 || !mayHoldDirective(code, comments)) return { code, lineClasses };
  const pattern = directivePattern(language, comments);
  const lines = code.split('\n');
  const kept: string[] = [];
  const openBlocks = new Map<MagicComment, number[]>();
  const mark = (line: number, comment: MagicComment) => {
    const classes = lineClasses.get(line) ?? [];
    for (const name of classNames(comment)) if (!classes.includes(name)) classes.push(name);
    lineClasses.set(line, classes);
  };
  for (const line of lines) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (directive === undefined) {
      kept.push(line);
      continue;
    }
    for (const comment of comments) {
      if (comment.line === directive) mark(kept.length, comment);
      else if (comment.block?.start === directive)
        openBlocks.set(comment, [...(openBlocks.get(comment) ?? []), kept.length]);
      else if (comment.block?.end === directive) {
        const start = openBlocks.get(comment)?.pop();
        if (start !== undefined) for (let l = start; l < kept.length; l++) mark(l, comment);
      }
    }
  }
  return { code: kept.join('\n'), lineClasses };
}

/** Docusaurus's highlighted-line class also gets docgen's, so a config copied from Docusaurus highlights lines here. */
function classNames(comment: MagicComment): string[] {
  return comment.className === DOCUSAURUS_HIGHLIGHTED_LINE
    ? [comment.className, HIGHLIGHTED_LINE]
    : comment.className.split(/\s+/).filter(Boolean);
}
