import { Fragment } from 'react';
import type { TextPart } from 'docgen/client';
import { translate, useSite } from 'docgen/client';

/** Matching words as <mark> elements: results are rendered as text, never as HTML. */
export function Highlighted({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}

export function NoResultsScreen({
  query,
  suggestions,
  onSuggestion,
}: {
  query: string;
  suggestions: string[];
  onSuggestion: (query: string) => void;
}) {
  const { search } = useSite();
  return (
    <div className="search-screen" role="status">
      <p className="search-screen-title">
        {translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for' })} "
        <strong>{query}</strong>"
      </p>
      {suggestions.length > 0 && (
        <>
          <p>{translate({ id: 'theme.SearchModal.noResultsScreen.didYouMeanText', message: 'Did you mean' })}</p>
          <ul className="search-suggestions">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="search-suggestion" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {search.feedbackUrl && (
        <p className="search-screen-help">
          {translate({
            id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
            message: 'Believe this query should return results?',
          })}{' '}
          <a href={search.feedbackUrl} target="_blank" rel="noopener noreferrer">
            {translate({
              id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
              message: 'Let us know.',
            })}
          </a>
        </p>
      )}
    </div>
  );
}

export function ErrorScreen() {
  return (
    <div className="search-screen" role="alert">
      <p className="search-screen-title">
        {translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}
      </p>
      <p className="search-screen-help">
        {translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
        })}
      </p>
    </div>
  );
}
