import { translate } from 'docgen/client';
import { loadSearchModal, openSearchModal } from './search/modal-state.js';
import './search/search.css';

const preload = () => void loadSearchModal();

/** Opens the search modal; the modal's code starts loading as soon as the pointer or focus reaches it. */
export function SearchButton() {
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search' });
  return (
    <button type="button" className="navbar-search-button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" onClick={openSearchModal} onPointerEnter={preload} onFocus={preload}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zm9.5 3-5-5" />
      </svg>
      <span>{label}</span>
    </button>
  );
}
