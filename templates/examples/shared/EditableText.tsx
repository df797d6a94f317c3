import ContentEditableModule from 'react-contenteditable';
import type { CSSProperties, KeyboardEvent } from 'react';

// react-contenteditable ships CommonJS with `exports.default`; depending on the
// bundler's interop the default import is either the class or the module object.
// TypeScript (NodeNext) types the import as the module object.
type ContentEditableType = (typeof ContentEditableModule)['default'];
const ContentEditable: ContentEditableType =
  (ContentEditableModule as { default?: ContentEditableType }).default ??
  (ContentEditableModule as unknown as ContentEditableType);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/*
 * Node props hold plain text, never markup: a pasted or loaded state can then
 * never smuggle HTML into the page. DOMParser documents are inert (no script
 * runs, no image loads), unlike assigning innerHTML to a detached element.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\u00a0/g, ' ');
}

type Props = {
  text: string;
  editable: boolean;
  tagName?: string;
  className?: string;
  style?: CSSProperties;
  label: string;
  onChange: (text: string) => void;
};

export function EditableText({ text, editable, tagName = 'p', className, style, label, onChange }: Props) {
  // A text block is one paragraph; Enter would insert <div>s that flatten away anyway.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') e.preventDefault();
  };
  const editor = (tag: string, look: { className?: string; style?: CSSProperties }) => (
    <ContentEditable
      html={escapeHtml(text)}
      disabled={!editable}
      tagName={tag}
      {...look}
      aria-label={editable ? label : undefined}
      role={editable ? 'textbox' : undefined}
      onKeyDown={onKeyDown}
      onChange={(e) => onChange(htmlToText(e.target.value))}
    />
  );
  // A heading may not take role="textbox": the editable text goes inside it, so it stays a heading too.
  if (/^h[1-6]$/.test(tagName)) {
    const Heading = tagName as 'h2';
    return (
      <Heading className={className} style={style}>
        {editor('span', { style: { display: 'block' } })}
      </Heading>
    );
  }
  return editor(tagName, { className, style });
}
