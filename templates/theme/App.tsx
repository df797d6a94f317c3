import type { ThemeAppProps } from 'docgen/client';
import { useRoute } from 'docgen/client';
import './styles/base.css';
import './styles/layout.css';
import './styles/markdown.css';
import './styles/code.css';
import { DocPage } from './DocPage.js';
import { Layout } from './Layout.js';
import { NotFound } from './NotFound.js';
import { Redirect } from './Redirect.js';
import { SearchPage } from './SearchPage.js';

export default function App({ page }: ThemeAppProps) {
  const { PageComponent } = useRoute();
  return (
    <Layout>
      {page.kind === 'doc' && <DocPage page={page} />}
      {page.kind === 'page' && PageComponent && <PageComponent />}
      {page.kind === 'search' && <SearchPage />}
      {page.kind === 'redirect' && <Redirect to={page.to} />}
      {page.kind === 'notFound' && <NotFound />}
    </Layout>
  );
}
