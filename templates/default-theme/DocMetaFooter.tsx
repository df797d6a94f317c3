import type { DocPageData } from 'docgen/client';
import { translate, useSite } from 'docgen/client';

/** Below a doc: its tags, the link to edit it, and when and by whom it was last changed. */
export function DocMetaFooter({ page }: { page: DocPageData }) {
  const site = useSite();
  if (!page.tags && !page.editUrl && !page.lastUpdate) return null;
  const { date, author } = page.lastUpdate ?? {};
  // In UTC, so that the server's text and the browser's hydration agree wherever the reader is.
  const shownDate =
    date &&
    new Intl.DateTimeFormat(site.lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(date),
    );
  return (
    <footer className="doc-meta">
      {page.tags && (
        <div className="doc-tags">
          <b>{translate({ id: 'theme.tags.tagsListLabel', message: 'Tags:' })}</b>
          <ul>
            {page.tags.map((tag) => (
              <li key={tag.href}>
                <a className="doc-tag" href={tag.href} rel="tag">
                  {tag.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(page.editUrl || page.lastUpdate) && (
        <div className="doc-meta-row">
          {page.editUrl && (
            <a className="doc-edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
              {translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })}
            </a>
          )}
          {page.lastUpdate && (
            <span className="doc-last-updated">
              {`${translate({ id: 'theme.lastUpdated.lastUpdatedAtBy', message: 'Last updated' })}${shownDate ? ` ${translate({ id: 'theme.lastUpdated.atDate', message: 'on' })} ` : ''}`}
              {shownDate && <time dateTime={date}>{shownDate}</time>}
              {author && ` ${translate({ id: 'theme.lastUpdated.byUser', message: 'by' })} `}
              {author && <b>{author}</b>}
            </span>
          )}
        </div>
      )}
    </footer>
  );
}
