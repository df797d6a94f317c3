import type { CrashProps } from 'docgen/client';
import { translate } from 'docgen/client';

/** Takes the place of a page that threw while rendering; the navbar around it keeps working. */
export function PageCrash({ error, tryAgain }: CrashProps) {
  return (
    <main className="container page-state" role="alert">
      <h1>{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</h1>
      <p className="page-crash-message">{error.message}</p>
      <button type="button" className="page-state-button" onClick={tryAgain}>
        {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
      </button>
    </main>
  );
}
