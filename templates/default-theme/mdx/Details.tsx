import { Children, isValidElement, type ReactNode } from 'react';

/** `@theme/Details` and `<details>` in MDX: the native element, open and shut without JavaScript. */
export default function Details({
  summary,
  children,
  ...rest
}: {
  summary?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  className?: string;
}) {
  const parts = Children.toArray(children);
  const ownSummary = parts.find(
    (part) => isValidElement(part) && (part.type === 'summary' || (part.props as { __n?: string }).__n === 'summary'),
  );
  return (
    <details {...rest} className={['details', rest.className].filter(Boolean).join(' ')}>
      {summary === undefined ? (
        (ownSummary ?? <summary>Details</summary>)
      ) : typeof summary === 'string' ? (
        <summary>{summary}</summary>
      ) : (
        summary
      )}
      <div className="details-content">{parts.filter((part) => part !== ownSummary)}</div>
    </details>
  );
}
