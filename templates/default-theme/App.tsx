import type { ThemeAppProps } from 'docgen/client';
import { ErrorBoundary, PageModule } from 'docgen/client';
import './styles/brand.css';
import './styles/base.css';
import './styles/icons.css';
import './styles/layout.css';
import './styles/markdown.css';
import './styles/code.css';
import './styles/states.css';
import { DocPage } from './DocPage.js';
import { Home } from './Home.js';
import { Layout } from './Layout.js';
import { Loading } from './Loading.js';
import { NotFound } from './NotFound.js';
import { PageCrash } from './PageCrash.js';
import { ProgressBar } from './ProgressBar.js';
import { Redirect } from './Redirect.js';
import { SearchPage } from './SearchPage.js';

export default function App({ page }: ThemeAppProps) {
  return (
    <>
      <ProgressBar />
      <Layout>
        {/* A crash stays on its page: the navbar still works, and the next page starts afresh. */}
        <ErrorBoundary resetKey={page.route} fallback={(crash) => <PageCrash {...crash} />}>
          {page.kind === 'doc' && <DocPage page={page} />}
          {page.kind === 'page' && <PageModule loading={Loading} />}
          {page.kind === 'search' && <SearchPage />}
          {page.kind === 'home' && <Home page={page} />}
          {page.kind === 'redirect' && <Redirect to={page.to} />}
          {page.kind === 'notFound' && <NotFound />}
        </ErrorBoundary>
      </Layout>
    </>
  );
}
