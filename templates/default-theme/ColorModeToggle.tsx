import { setColorMode, translate, useColorMode } from 'docgen/client';
import { Icon } from './Icon.js';

/** Both icons are rendered and CSS shows the right one, so the first paint is right before hydration. */
export function ColorModeToggle() {
  const mode = useColorMode();
  const current =
    mode === 'dark'
      ? translate({ id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode' })
      : translate({ id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode' });
  const label = translate(
    { id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' },
    { mode: current },
  );
  return (
    <button
      type="button"
      className="navbar-icon-button color-mode-toggle"
      onClick={() => setColorMode(mode === 'dark' ? 'light' : 'dark')}
      aria-label={label}
      title={label}
    >
      <Icon name="sun" className="color-mode-light" />
      <Icon name="moon" className="color-mode-dark" />
    </button>
  );
}
