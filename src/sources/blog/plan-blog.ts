import { readFileSync } from 'node:fs';
import type { SiteConfig } from '../../config/schema.js';
import { escapeHtml } from '../../render/document.js';
import type { RoutePlan } from '../../routes/build-routes.js';
import type { DocSource, Sidebar, SiteData } from '../../shared/model.js';
import { routeInLocale, withBaseUrl } from '../../shared/urls.js';
import type { DocPlacement } from '../../sidebar/place-docs.js';
import type { OutputFile } from '../../output/write-site.js';
import { sidebarFilesOf } from '../../sidebar/sidebar-files.js';
import type { ScopePlan } from '../content-source.js';
import { blogPages, postTags } from './blog-pages.js';
import { themeText } from '../../i18n/theme-text.js';
import type { BlogContent } from './blog-source.js';
import { FEED_FILES, feedPosts, feedTypes, type FeedPlan } from './feeds.js';

/** A blog planned: its posts and generated pages, its sidebar and its feeds. */
export interface BlogPlan extends ScopePlan {
  content: BlogContent;
  routeBase: string;
  /** The authors' local avatars, copied beside the site's other images. */
  files: OutputFile[];
  /** What the feeds are made of once the posts they carry are rendered (see `blogFeeds`). */
  feed: FeedPlan;
  /** The feeds as `<link rel="alternate">` tags, which every page of the blog carries in its head. */
  head: string[];
}

const FEED_MIME = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;

/**
 * The recent posts as the blog's sidebar: `blogSidebarCount` of them (`ALL`: every one, 0: none), under the
 * sidebar's title, grouped by year.
 */
function blogSidebar(content: BlogContent, posts: DocSource[], link: (route: string) => string): Sidebar | undefined {
  const { blogSidebarCount, blogSidebarTitle } = content.instance.options;
  const shown = blogSidebarCount === 'ALL' ? posts : posts.slice(0, blogSidebarCount);
  if (shown.length === 0) return undefined;
  const years = new Map<string, DocSource[]>();
  for (const post of shown)
    years.set(post.post!.date.slice(0, 4), [...(years.get(post.post!.date.slice(0, 4)) ?? []), post]);
  return {
    id: content.locale.isDefault
      ? `${content.scope.source}/recent`
      : `${content.scope.source}:${content.locale.name}/recent`,
    items: [
      { type: 'html', value: `<p class="blog-sidebar-title">${escapeHtml(blogSidebarTitle)}</p>` },
      ...[...years].map(([year, yearPosts]) => ({
        type: 'category' as const,
        label: year,
        collapsed: false,
        collapsible: false as const,
        items: yearPosts.map((p) => ({
          type: 'link' as const,
          label: p.frontMatter.sidebar_label ?? p.title,
          href: link(p.route),
          docId: p.id,
        })),
      })),
    ],
  };
}

/** Where a post's edit link leads: `custom_edit_url`, else `editUrl` followed by the file's path in the site. */
function editUrlOf(post: DocSource, editUrl: string | undefined): string | undefined {
  const custom = post.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  return editUrl && `${editUrl.replace(/\/$/, '')}/${post.file.split('\\').join('/')}`;
}

export function planBlog(content: BlogContent, site: { config: SiteConfig; siteData: SiteData }): BlogPlan {
  const { config, siteData } = site;
  const { options } = content.instance;
  const routeBase = routeInLocale(`/${options.routeBasePath}`.replace(/\/$/, ''), content.locale.prefix);
  const link = (route: string) => withBaseUrl(route, config.baseUrl, config.trailingSlash);
  const written = content.docs;
  const listed = written.filter((p) => !p.frontMatter.unlisted);
  const locale = content.locale.name;
  const generated = blogPages({
    posts: listed,
    options,
    routeBase: routeBase || '/',
    scope: content.key,
    locale,
    text: themeText(siteData.translations ?? {}, locale),
    authors: content.authors,
    authorWarnings: content.avatars.warnings,
  });
  const docs = [...written, ...generated];
  const sidebar = blogSidebar(content, listed, link);
  const sidebarId = sidebar?.id;
  const inFeed = new Set(feedTypes(options).length > 0 ? feedPosts(listed, options) : []);
  const placements = new Map<string, DocPlacement>();
  for (const page of generated) placements.set(page.id, sidebarId ? { sidebarId } : {});
  written.forEach((post) => {
    const at = listed.indexOf(post);
    const newer = at > 0 ? listed[at - 1] : undefined;
    const older = at >= 0 ? listed[at + 1] : undefined;
    const tags = postTags(post, routeBase, options.tagsBasePath).map((t) => ({ label: t.label, href: link(t.route) }));
    const editUrl = editUrlOf(post, options.editUrl);
    const meta = post.post!;
    placements.set(post.id, {
      ...(sidebarId ? { sidebarId } : {}),
      ...(newer ? { prev: { label: newer.title, href: link(newer.route) } } : {}),
      ...(older ? { next: { label: older.title, href: link(older.route) } } : {}),
      ...(tags.length > 0 ? { tags } : {}),
      ...(editUrl ? { editUrl } : {}),
      post: {
        date: meta.date,
        authors: meta.authors,
        ...(options.showReadingTime ? { readingTime: meta.readingTime } : {}),
      },
      ...(inFeed.has(post) ? { feed: true as const } : {}),
    });
  });
  const feed: FeedPlan = { posts: [...inFeed], options, routeBase, site: siteData };
  const head = feedTypes(options).map(
    (type) =>
      `<link rel="alternate" type="${FEED_MIME[type]}" href="${escapeHtml(withBaseUrl(`${routeBase}/${FEED_FILES[type]}`, config.baseUrl))}" title="${escapeHtml(options.feedOptions.title ?? `${siteData.title} Blog`)}">`,
  );
  const { sidebars, files: sidebarFiles } = sidebarFilesOf(sidebar ? [sidebar] : [], config.baseUrl);
  const candidates: RoutePlan[] = docs.map((doc) => ({
    kind: 'doc',
    route: doc.route,
    source: doc.file,
    docId: doc.id,
    scope: content.key,
    ...(content.locale.isDefault ? {} : { locale: content.locale.name }),
    ...(doc.generated ? { generated: doc } : {}),
  }));
  return {
    scope: content.scope,
    key: content.key,
    content,
    routeBase,
    candidates,
    docs,
    sidebars,
    sidebarFiles,
    placements,
    files: [...content.avatars.avatars].map(([output, file]) => ({ path: output, contents: readFileSync(file) })),
    feed,
    head,
  };
}
