import type { LoadingProps } from 'docgen/client';
import { translate } from 'docgen/client';

/** Stands in for a page whose code is loading: nothing for a moment, then a spinner, or a way to try again. */
export function Loading({ error, pastDelay, retry }: LoadingProps) {
  if (error) {
    return (
      <main className="container page-state">
        <p role="alert">{translate({ id: 'theme.loading.failed', message: 'The page could not be loaded.' })}</p>
        <button type="button" className="page-state-button" onClick={retry}>
          {translate({ id: 'theme.loading.retry', message: 'Retry' })}
        </button>
      </main>
    );
  }
  if (!pastDelay) return null;
  return (
    <main className="container page-state" aria-busy="true">
      <div
        className="spinner"
        role="status"
        aria-label={translate({ id: 'theme.loading.label', message: 'Loading…' })}
      />
    </main>
  );
}
