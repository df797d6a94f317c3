import type { ReactNode } from 'react';
import type { ThemeAppProps } from 'docgen/client';
import { ErrorBoundary, PageModule } from 'docgen/client';
import './styles/brand.css';
import './styles/base.css';
import './styles/icons.css';
import './styles/navbar.css';
import './styles/announcement-bar.css';
import './styles/doc-layout.css';
import './styles/footer.css';
import './styles/narrow-layout.css';
import './styles/doc-meta.css';
import './styles/markdown.css';
import './styles/kit.css';
import './styles/code.css';
import './styles/states.css';
import './styles/print.css';
import { DocPage } from './DocPage.js';
import { Home } from './Home.js';
import { Layout } from './Layout.js';
import { Loading } from './Loading.js';
import { NotFound } from './NotFound.js';
import { PageCrash } from './PageCrash.js';
import { ProgressBar } from './ProgressBar.js';
import { Redirect } from './Redirect.js';
import { SearchPage } from './SearchPage.js';

/**
 * A page of the pages folder inside its <main>, so that its own <header> (a Docusaurus hero) is part of the page
 * rather than a second banner beside the navbar's. A page with a <main> of its own has its landmarks already.
 */
function PageFrame({ ownMain, children }: { ownMain?: boolean; children: ReactNode }) {
  return ownMain ? <>{children}</> : <main className="page-frame">{children}</main>;
}

export default function App({ page }: ThemeAppProps) {
  return (
    <>
      <ProgressBar />
      <Layout>
        {/* A crash stays on its page: the navbar still works, and the next page starts afresh. */}
        <ErrorBoundary resetKey={page.route} fallback={(crash) => <PageCrash {...crash} />}>
          {page.kind === 'doc' && <DocPage page={page} />}
          {page.kind === 'page' && (
            <PageFrame ownMain={page.ownMain}>
              <PageModule loading={Loading} />
            </PageFrame>
          )}
          {page.kind === 'search' && <SearchPage />}
          {page.kind === 'home' && <Home page={page} />}
          {page.kind === 'redirect' && <Redirect to={page.to} />}
          {page.kind === 'notFound' && <NotFound />}
        </ErrorBoundary>
      </Layout>
    </>
  );
}
