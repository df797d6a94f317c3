import type { ReactNode } from 'react';

type Props = {
  title: string;
  narrow: boolean;
  children?: ReactNode;
};

/** The page heading plus the way back to the docs, shared by both editors. */
export function PageChrome({ title, narrow, children }: Props) {
  return (
    <>
      <header className="ex-chrome">
        <h1>{title}</h1>
        {children}
        <nav aria-label="Site">
          <a href="/">Home</a>
          <a href="/docs/overview">Documentation</a>
        </nav>
      </header>
      {narrow ? (
        <aside className="ex-narrow-note" aria-label="Read-only preview" data-testid="narrow-note">
          Editing needs a wider screen (at least 997&nbsp;px). This is a read-only preview of the page.
        </aside>
      ) : null}
    </>
  );
}
