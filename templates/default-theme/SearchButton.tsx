import { useEffect, useState } from 'react';
import { translate } from 'docgen/client';
import { loadSearchModal, openSearchModal } from './search/modal-state.js';
import './search/search.css';
import { Icon } from './Icon.js';

const preload = () => void loadSearchModal();

/** Apple keyboards say ⌘ where the others say Ctrl; the server renders Ctrl, the browser corrects it on a Mac. */
function useModifierLabel(): string {
  const [label, setLabel] = useState('Ctrl');
  useEffect(() => {
    const platform =
      (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
      navigator.platform;
    if (/mac|iphone|ipad/i.test(platform)) setLabel('⌘');
  }, []);
  return label;
}

/**
 * Opens the search modal; the modal's code starts loading as soon as the pointer or focus reaches it.
 * The keycaps sit over the button's end but outside it: the shortcut is announced by aria-keyshortcuts,
 * and the button's name stays exactly its visible word.
 */
export function SearchButton() {
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search' });
  const modifier = useModifierLabel();
  return (
    <span className="navbar-search">
      <button
        type="button"
        className="navbar-search-button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearchModal}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Icon name="search" size={16} />
        <span className="navbar-search-label">{label}</span>
      </button>
      <span className="navbar-search-keys" aria-hidden="true">
        <kbd>{modifier}</kbd>
        <kbd>K</kbd>
      </span>
    </span>
  );
}
