import type { ReactNode } from 'react';
import { translate } from 'docgen/client';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main-content">
        {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className="main-wrapper" id="main-content" tabIndex={-1}>
        {children}
      </div>
      <Footer />
    </>
  );
}
