import { useRef, type MouseEvent, type ReactNode } from 'react';
import { translate, useRoute } from 'docgen/client';
import { AnnouncementBar } from './AnnouncementBar.js';
import { useCopyButtons } from './copy-buttons.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { SearchModalHost } from './search/SearchModalHost.js';

/**
 * Skips past the navbar and, on doc pages, the sidebar too: focus goes to the page's <main>, wherever
 * the page put it. Without JavaScript the link still leads to the wrapper around the page.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  main.tabIndex = -1;
  main.focus();
}

export function Layout({ children }: { children: ReactNode }) {
  const { page } = useRoute();
  const wrapper = useRef<HTMLDivElement>(null);
  useCopyButtons(wrapper);
  return (
    <>
      <a className="skip-link" href="#main-content" onClick={skipToContent}>
        {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
      </a>
      <AnnouncementBar />
      <Navbar />
      <div ref={wrapper} className="main-wrapper" id="main-content" tabIndex={-1}>
        {children}
      </div>
      {!(page.kind === 'page' && page.noFooter) && <Footer />}
      <SearchModalHost />
    </>
  );
}
