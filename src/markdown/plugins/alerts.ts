import type { Blockquote, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../walk.js';

/**
 * GitHub's alert kinds and the admonition each becomes. IMPORTANT has no admonition of its own, and
 * GitHub draws CAUTION in red: they become info and danger, as Starlight and the Docusaurus plugins map them.
 */
const ALERT_TYPES: Record<string, string> = {
  note: 'note',
  tip: 'tip',
  important: 'info',
  warning: 'warning',
  caution: 'danger',
};

/** `[!NOTE]` alone on the first line of a block quote; text after it on that line is taken as a title (as Obsidian writes it). */
const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*([^\n]*)(?:\n|$)/i;

/** GitHub (and Microsoft Learn) alerts, `> [!NOTE]` block quotes, become admonitions like `:::note`. */
export function remarkAlerts() {
  return (tree: Root, file: VFile) => {
    // The marker is always written as "[!": a page without it has no alert, and its tree is not walked.
    if (!String(file.value).includes('[!')) return;
    walk(tree, (node) => {
      if (node.type === 'blockquote') toAdmonition(node as Blockquote);
    });
  };
}

function toAdmonition(quote: Blockquote): void {
  const paragraph = quote.children[0];
  if (paragraph?.type !== 'paragraph') return;
  const first = paragraph.children[0];
  if (first?.type !== 'text') return;
  const match = MARKER.exec(first.value);
  if (!match) return;
  const type = ALERT_TYPES[match[1]!.toLowerCase()]!;
  const title = match[2]!.trim();
  first.value = first.value.slice(match[0].length);
  if (first.value === '') paragraph.children.shift();
  // A line break after the marker's line would open the first line of the body.
  if (paragraph.children[0]?.type === 'break') paragraph.children.shift();
  if (paragraph.children.length === 0) quote.children.shift();
  quote.data = { hName: 'admonition', hProperties: { type, ...(title ? { title } : {}) } };
}
