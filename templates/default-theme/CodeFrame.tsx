import type { ReactNode } from 'react';
import { translate } from 'docgen/client';
import { Icon } from './Icon.js';

/** Fence names readers know by another spelling; any other language is shown as written. */
const LANGUAGE_LABELS: Record<string, string> = {
  js: 'JavaScript',
  jsx: 'JSX',
  ts: 'TypeScript',
  tsx: 'TSX',
  sh: 'Shell',
  bash: 'Shell',
  shell: 'Shell',
  json: 'JSON',
  css: 'CSS',
  html: 'HTML',
  yaml: 'YAML',
  yml: 'YAML',
  md: 'Markdown',
  mdx: 'MDX',
  diff: 'Diff',
};
const UNLABELLED = new Set(['text', 'txt', 'plain', 'plaintext']);

/**
 * The title (when there is one), the language and the Copy button share a header row above the code, so
 * the button is always there (touch screens have no hover) and never sits over the first line. The <pre>
 * draws edge shadows while it has more to scroll to (see code.css), the sign that a wide block is cut.
 */
export function CodeFrame({
  title,
  language,
  lineNumbers,
  focused,
  className,
  children,
}: {
  title?: string;
  language?: string;
  lineNumbers?: boolean;
  /** A line is marked `[!code focus]`: the others are dimmed (see code.css). */
  focused?: boolean;
  /** The site's classes for this block (`<CodeBlock className>`), beside the theme's. */
  className?: string;
  children?: ReactNode;
}) {
  const preClass = [lineNumbers && 'code-line-numbers', focused && 'code-focused'].filter(Boolean).join(' ');
  const label = language && !UNLABELLED.has(language) ? (LANGUAGE_LABELS[language] ?? language) : undefined;
  return (
    <div className={className ? `code-block ${className}` : 'code-block'} data-language={language}>
      {title && <div className="code-block-title">{title}</div>}
      <div className="code-block-bar">
        {label && <span className="code-block-language">{label}</span>}
        <button
          type="button"
          className="code-copy"
          data-copy-code
          aria-label={translate({ id: 'theme.code.copy', message: 'Copy code to clipboard' })}
        >
          <Icon name="copy" size={15} className="code-copy-icon" />
          <Icon name="check" size={15} className="code-copied-icon" />
          <span className="code-copy-label">{translate({ id: 'theme.code.copyLabel', message: 'Copy' })}</span>
        </button>
      </div>
      <div className="code-block-body">
        <pre className={preClass || undefined} tabIndex={0}>
          {children}
        </pre>
      </div>
    </div>
  );
}
