import { setColorMode, translate, useColorMode } from 'docgen/client';

/** Both icons are rendered and CSS shows the right one, so the first paint is right before hydration. */
export function ColorModeToggle() {
  const mode = useColorMode();
  const current =
    mode === 'dark'
      ? translate({ id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode' })
      : translate({ id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode' });
  const label = translate({ id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' }, { mode: current });
  return (
    <button
      type="button"
      className="navbar-icon-button color-mode-toggle"
      onClick={() => setColorMode(mode === 'dark' ? 'light' : 'dark')}
      aria-label={label}
      title={label}
    >
      <svg className="icon-light" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5a1 1 0 0 1 1 1v2a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1zm0 17a1 1 0 0 1 1 1v2a1 1 0 1 1-2 0v-2a1 1 0 0 1 1-1zM3 11h2a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2zm16 0h2a1 1 0 1 1 0 2h-2a1 1 0 1 1 0-2zM5.6 4.2l1.4 1.4A1 1 0 1 1 5.6 7L4.2 5.6a1 1 0 0 1 1.4-1.4zm12.8 12.8 1.4 1.4a1 1 0 1 1-1.4 1.4L17 18.4a1 1 0 0 1 1.4-1.4zM4.2 18.4 5.6 17A1 1 0 1 1 7 18.4l-1.4 1.4a1 1 0 0 1-1.4-1.4zM17 5.6l1.4-1.4a1 1 0 1 1 1.4 1.4L18.4 7A1 1 0 0 1 17 5.6z" />
      </svg>
      <svg className="icon-dark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M9.4 2.5a1 1 0 0 1 .2 1.1A8 8 0 0 0 20.4 14.4a1 1 0 0 1 1.3 1.3A10 10 0 1 1 8.3 2.3a1 1 0 0 1 1.1.2z" />
      </svg>
    </button>
  );
}
