import type { SourceEdit } from '../markdown/context.js';

/**
 * A doc's Markdown as served beside its page, for tools and language models: the body without its front
 * matter, under a "# Title" heading unless the body starts with its own, with links rewritten to work there.
 */
export function markdownSource(body: string, title: string, hasTitleHeading: boolean, edits: SourceEdit[]): string {
  const parts: string[] = [];
  let from = 0;
  for (const edit of [...edits].sort((a, b) => a.at - b.at)) {
    if (edit.at < from) continue;
    parts.push(body.slice(from, edit.at), edit.text);
    from = edit.at + edit.length;
  }
  parts.push(body.slice(from));
  const text = parts.join('').replace(/^(?:[ \t]*\r?\n)+/, '');
  return hasTitleHeading ? text : `# ${title.replace(/\s+/g, ' ').trim()}\n\n${text}`;
}
