import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { localeUrl, translate, translatePlural, useSite } from 'docgen/client';
import { closeSearchModal } from './modal-state.js';
import { ErrorScreen, NoResultsScreen } from './SearchScreens.js';
import { SearchResultList } from './SearchResultList.js';
import { useSearch } from './useSearch.js';

/** Pages of results the modal shows; the search page has the rest. */
const MODAL_PAGES = 8;

/** Keeps Tab inside the dialog, as a modal dialog must. */
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])'),
  ];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/** The page behind the modal does not scroll while it is open. */
function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}

export function SearchModal() {
  const site = useSite();
  const [query, setQuery] = useState('');
  const search = useSearch(query, MODAL_PAGES);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useScrollLock();

  const options = search.pages.flatMap((page) => page.hits.map((hit) => ({ page, hit })));
  const optionId = (i: number) => `${id}-option-${i}`;
  const activeIndex = Math.min(active, options.length - 1);
  const showResults =
    options.length > 0 && search.status !== 'error' && !(search.status === 'done' && search.total === 0);
  const allResultsUrl = `${localeUrl('/search', site)}?q=${encodeURIComponent(query)}`;

  useEffect(() => setActive(0), [search.query]);
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0)
        setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // A click on the link itself, so that the theme's client-side navigation handles it like any other.
      const link = showResults ? document.getElementById(optionId(activeIndex)) : null;
      if (link) link.click();
      else if (query.trim()) location.assign(allResultsUrl);
    }
  };

  const chooseSuggestion = (suggestion: string) => {
    setQuery(suggestion);
    input.current?.focus();
  };

  const dialog = (
    <div className="search-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && closeSearchModal()}>
      <div
        className="search-modal"
        role="dialog"
        aria-modal="true"
        aria-label={translate({ id: 'theme.SearchModal.label', message: 'Search the documentation' })}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            closeSearchModal();
          } else trapTab(e);
        }}
      >
        <form className="search-modal-bar" role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            ref={input}
            className="search-modal-input"
            type="search"
            autoFocus
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showResults}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={showResults ? optionId(activeIndex) : undefined}
            aria-label={translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' })}
            placeholder={translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' })}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={256}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className="search-modal-cancel" onClick={closeSearchModal}>
            {translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' })}
          </button>
        </form>
        <div className="search-modal-body" aria-busy={search.status === 'loading'}>
          {search.status === 'error' && <ErrorScreen />}
          {search.status === 'done' && search.total === 0 && (
            <NoResultsScreen query={search.query} suggestions={search.suggestions} onSuggestion={chooseSuggestion} />
          )}
          <SearchResultList
            pages={search.pages}
            listbox={{
              id,
              label: translate({ id: 'theme.SearchModal.resultsLabel', message: 'Search results' }),
              hidden: !showResults,
              activeIndex,
              optionId,
              onActivate: setActive,
              onChoose: closeSearchModal,
            }}
          />
        </div>
        {showResults && (
          // Not a <footer>: inside the dialog it would be a second "contentinfo" landmark beside the page's.
          <div className="search-modal-footer">
            <a href={allResultsUrl} onClick={() => closeSearchModal()}>
              {translatePlural(
                {
                  id: 'theme.SearchModal.footer.seeAllResultsText',
                  message: 'See the one result|See all {count} results',
                },
                search.total,
                site.lang,
              )}
            </a>
          </div>
        )}
      </div>
    </div>
  );
  return createPortal(dialog, document.body);
}
