import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { directive } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';

/**
 * A syntax extension beyond CommonMark: GFM's five (in remark-gfm's order) and directives. `mayOccur` is
 * true of every source in which the syntax could produce anything, counting what character references
 * (`&#64;`) and backslash escapes decode to; a source it is false for parses exactly as without the extension.
 */
type MicromarkExtension = ReturnType<typeof gfmTable>;
type FromMarkdownExtension = ReturnType<typeof gfmTableFromMarkdown>;

interface SyntaxExtension {
  name: string;
  mayOccur: (source: string) => boolean;
  micromark: () => MicromarkExtension;
  fromMarkdown: () => FromMarkdownExtension;
}

export const SYNTAX_EXTENSIONS: readonly SyntaxExtension[] = [
  {
    // An email needs "@" right after an address character; a URL "www" or "://". "&" and "\" may spell any of them.
    name: 'autolink literal',
    mayOccur: (source) => /[\w.+\-\\;]@|www|:\\?\/|&[#a-z]/i.test(source),
    micromark: gfmAutolinkLiteral,
    fromMarkdown: gfmAutolinkLiteralFromMarkdown,
  },
  {
    name: 'footnote',
    mayOccur: (source) => source.includes('^'),
    micromark: gfmFootnote,
    fromMarkdown: gfmFootnoteFromMarkdown,
  },
  {
    name: 'strikethrough',
    mayOccur: (source) => source.includes('~'),
    micromark: gfmStrikethrough,
    fromMarkdown: gfmStrikethroughFromMarkdown,
  },
  {
    name: 'table',
    mayOccur: (source) => source.includes('|'),
    micromark: gfmTable,
    fromMarkdown: gfmTableFromMarkdown,
  },
  {
    name: 'task list item',
    mayOccur: (source) => /\[[\sxX]\]/.test(source),
    micromark: gfmTaskListItem,
    fromMarkdown: gfmTaskListItemFromMarkdown,
  },
  {
    // A directive's name follows its colons (`:abbr[…]`, `::badge`, `:::tip`, and `:30` in "10:30"), and no name
    // starts with white space, punctuation or a symbol: "Note: …" and "https://…" hold none.
    name: 'directive',
    mayOccur: (source) => /:[^\s\p{P}\p{S}]/u.test(source),
    micromark: directive,
    fromMarkdown: directiveFromMarkdown,
  },
];

/**
 * Which extensions a source needs, as a bit set over SYNTAX_EXTENSIONS. Parsing is most of a page's
 * render time, and each extension slows the parser on every page: the autolink literal alone checks
 * every letter for the start of an email address, which costs a third more for a page that has none.
 */
export function syntaxNeeded(source: string): number {
  let set = 0;
  SYNTAX_EXTENSIONS.forEach((extension, bit) => {
    if (extension.mayOccur(source)) set |= 1 << bit;
  });
  return set;
}

/** The plugin for a processor that parses the extensions in `set` (remark-gfm and remark-directive's job, a part at a time). */
export function remarkSyntax(this: Processor, set: number): void {
  const data = this.data();
  const micromark = (data.micromarkExtensions ??= []);
  const fromMarkdown = (data.fromMarkdownExtensions ??= []);
  SYNTAX_EXTENSIONS.forEach((extension, bit) => {
    if ((set & (1 << bit)) === 0) return;
    micromark.push(extension.micromark());
    fromMarkdown.push(extension.fromMarkdown());
  });
}

/** Every extension: what a processor that must parse any source uses. */
export const ALL_SYNTAX = (1 << SYNTAX_EXTENSIONS.length) - 1;
