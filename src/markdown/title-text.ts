import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).freeze();

/**
 * A `# Title` line's text as a reader sees it: Markdown syntax (`code`, **bold**, links) is left out, and
 * HTML in it (`# The <Editor> component`) stays as text, as a title shows it. The same text the page's title gets.
 */
export function headingText(markdown: string): string {
  // Most titles are plain words: nothing in them could be Markdown or HTML, and they are not parsed.
  if (!/[`*_<>[\]&\\!~]/.test(markdown)) return markdown;
  // Only the inline content is parsed: a title that would open a block ("1. ", "> ") stays a heading's text.
  const heading = parser.parse(`# ${markdown}`).children[0] as Heading | undefined;
  return heading?.type === 'heading' ? toString(heading).trim() : markdown;
}
