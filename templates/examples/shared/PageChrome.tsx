import { useEffect, useState, type ReactNode } from 'react';
import { currentMode, setMode } from './theme.js';

type Props = {
  title: string;
  narrow: boolean;
  children?: ReactNode;
};

/** The docs' light/dark switch, for readers who open an editor on its own page. */
function ColorModeSwitch() {
  // Rendered on the client only (the examples are not server-rendered), so the real mode is known at once.
  const [mode, setShown] = useState(currentMode);
  useEffect(() => {
    const follow = () => setShown(currentMode());
    window.addEventListener('ex-theme-change', follow);
    return () => window.removeEventListener('ex-theme-change', follow);
  }, []);
  const label = `Switch between dark and light mode (currently ${mode} mode)`;
  return (
    <button
      type="button"
      className="ex-mode-toggle"
      aria-label={label}
      title={label}
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
    >
      {/* The docs theme's icons, as classes (base.css): no icon code in the editor's bundle. */}
      <span
        className={`icon icon-${mode === 'dark' ? 'moon' : 'sun'}`}
        style={{ width: 18, height: 18 }}
        aria-hidden="true"
      />
    </button>
  );
}

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
        <ColorModeSwitch />
      </header>
      {narrow ? (
        <aside className="ex-narrow-note" aria-label="Read-only preview" data-testid="narrow-note">
          Editing needs a wider screen (at least 997&nbsp;px). This is a read-only preview of the page.
        </aside>
      ) : null}
    </>
  );
}
