// The front matter block of a Markdown file, found without parsing it: its own module, as reading a body needs
// neither the YAML parsers nor zod, which a render thread does not load.
import { DocgenError } from '../errors.js';
import { detached } from '../util/detached.js';

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/m;

/** The body of a Markdown file, and its line, without its front matter, which is not parsed. */
export function bodyOf(source: string, file: string): { body: string; bodyLine: number } {
  const { body, bodyLine } = splitText(source, file);
  return { body, bodyLine };
}

export const YAML_START_LINE = 2;

export function splitText(source: string, file: string): { yamlText?: string; body: string; bodyLine: number } {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const open = OPENING.exec(text);
  if (!open) return { body: text, bodyLine: 1 };
  const rest = text.slice(open[0].length);
  const close = CLOSING.exec(rest);
  if (!close) {
    throw new DocgenError('front matter is not closed: expected a line "---" after the YAML block', {
      file,
      line: 1,
      column: 1,
    });
  }
  // Cut loose from the file's text: each value parsed from it would otherwise keep the whole file in memory
  // as long as the doc lives, after its body, the only part that needs the text, is let go (see PageSink).
  const yamlText = detached(rest.slice(0, close.index));
  const body = rest.slice(close.index + close[0].length).replace(/^\r?\n/, '');
  return { yamlText, body, bodyLine: YAML_START_LINE + countLines(yamlText) + 1 };
}

function countLines(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}
