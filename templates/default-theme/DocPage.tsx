import { memo, useEffect, useState } from 'react';
import type { DocPageData } from 'docgen/client';
import { rememberReadVersion, translate, useRoute, useSite, versionClassName, withBaseUrl } from 'docgen/client';
import { BlogPostHeader } from './BlogPostHeader.js';
import { DocMetaFooter } from './DocMetaFooter.js';
import { Sidebar } from './Sidebar.js';
import { Toc, TocCollapsible, useHeadingInView } from './Toc.js';
import { Icon } from './Icon.js';
import { DocVersionBadge, DocVersionBanner } from './DocVersion.js';
import { UnlistedBanner } from './UnlistedBanner.js';

// The heading being read changes as the reader scrolls and re-renders the page: the sidebar, long and
// unchanged by it, is left out of those renders.
const DocSidebar = memo(Sidebar);

/**
 * The id of the title's header, as Starlight names its title: `#_top` links to the top of any doc (the h1 itself
 * stays as Docusaurus writes it). A heading of the content that has that id already (titled "_top", or given it as
 * `{#_top}`) keeps it, and the title then goes without one.
 */
const TITLE_ID = '_top';
const titleId = (page: DocPageData) => (page.html.includes(`id="${TITLE_ID}"`) ? undefined : TITLE_ID);

/**
 * The version's classes on `<html>`, where the server wrote them, for as long as a doc of that version is shown: a
 * client-side navigation to another version or off the docs takes them away.
 */
function useVersionClassName(page: DocPageData) {
  const className = versionClassName(page);
  useEffect(() => {
    if (!className) return;
    const classes = className.split(/\s+/).filter(Boolean);
    document.documentElement.classList.add(...classes);
    return () => document.documentElement.classList.remove(...classes);
  }, [className]);
}

export function DocPage({ page }: { page: DocPageData }) {
  const site = useSite();
  const { sidebar } = useRoute();
  const { version } = page;
  useEffect(() => rememberReadVersion(version ?? site.docs.version, site.docs), [site, version]);
  useVersionClassName(page);
  const currentHref = withBaseUrl(page.route, site.baseUrl, site.trailingSlash);
  const activeHeading = useHeadingInView(page.hideToc ? [] : page.toc);
  // With `hideable`, the reader can fold the sidebar away; it stays so while they move between docs.
  const [sidebarHidden, setSidebarHidden] = useState(false);
  return (
    <div className={`doc-layout${sidebarHidden ? ' sidebar-hidden' : ''}`}>
      {sidebar && (
        <aside
          className="doc-sidebar"
          aria-label={translate({ id: 'theme.docs.sidebar.label', message: 'Docs navigation' })}
        >
          {sidebarHidden ? (
            <button
              type="button"
              className="sidebar-hide-toggle sidebar-show"
              onClick={() => setSidebarHidden(false)}
              aria-label={translate({ id: 'theme.docs.sidebar.expandButtonAriaLabel', message: 'Expand sidebar' })}
              title={translate({ id: 'theme.docs.sidebar.expandButtonTitle', message: 'Expand sidebar' })}
            >
              <Icon name="chevrons-right" size={18} />
            </button>
          ) : (
            <>
              <DocSidebar sidebar={sidebar} currentHref={currentHref} />
              {site.docs.sidebarOptions.hideable && (
                <button
                  type="button"
                  className="sidebar-hide-toggle"
                  onClick={() => setSidebarHidden(true)}
                  aria-label={translate({
                    id: 'theme.docs.sidebar.collapseButtonAriaLabel',
                    message: 'Collapse sidebar',
                  })}
                  title={translate({ id: 'theme.docs.sidebar.collapseButtonTitle', message: 'Collapse sidebar' })}
                >
                  <Icon name="chevrons-left" size={18} />
                </button>
              )}
            </>
          )}
        </aside>
      )}
      <main className="doc-main">
        <article className="doc-article">
          {page.unlisted && <UnlistedBanner />}
          {version && <DocVersionBanner version={version} />}
          {version && <DocVersionBadge version={version} />}
          {!page.hideTitle && (
            <header id={titleId(page)}>
              <h1>{page.title}</h1>
              {page.post && <BlogPostHeader post={page.post} />}
            </header>
          )}
          {!page.hideToc && <TocCollapsible items={page.toc} active={activeHeading} />}
          <div className="markdown" data-docgen-content dangerouslySetInnerHTML={{ __html: page.html }} />
          <DocMetaFooter page={page} />
        </article>
        {(page.prev || page.next) && (
          <nav
            className="pagination"
            aria-label={
              page.post
                ? translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })
                : translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })
            }
          >
            {page.prev ? (
              <a className="pagination-link pagination-prev" href={page.prev.href} rel="prev">
                <span className="pagination-sublabel">
                  {page.post
                    ? translate({ id: 'theme.blog.post.paginator.newerPost', message: 'Newer post' })
                    : translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })}
                </span>
                <span className="pagination-label">{page.prev.label}</span>
              </a>
            ) : (
              <span />
            )}
            {page.next && (
              <a className="pagination-link pagination-next" href={page.next.href} rel="next">
                <span className="pagination-sublabel">
                  {page.post
                    ? translate({ id: 'theme.blog.post.paginator.olderPost', message: 'Older post' })
                    : translate({ id: 'theme.docs.paginator.next', message: 'Next' })}
                </span>
                <span className="pagination-label">{page.next.label}</span>
              </a>
            )}
          </nav>
        )}
      </main>
      {!page.hideToc && page.toc.length > 0 && (
        <aside className="doc-toc" aria-label={translate({ id: 'theme.TOC.asideLabel', message: 'Table of contents' })}>
          <Toc items={page.toc} active={activeHeading} />
        </aside>
      )}
    </div>
  );
}
