import path from 'node:path';
import type { BlogOptions } from '../../config/blog-schema.js';
import type { BlogAuthor, DocSource } from '../../shared/model.js';
import { escapeHtml } from '../../render/document.js';
import { generatedDoc, markdownText } from '../../site/generated-pages.js';
import type { ThemeText } from '../../i18n/theme-text.js';

/** What the pages of one blog are made from. */
export interface BlogPagesInput {
  /** The listed posts (no drafts, no unlisted posts), newest first. */
  posts: DocSource[];
  options: BlogOptions;
  /** "/blog". */
  routeBase: string;
  scope: string;
  locale: string;
  /** The theme's strings in that locale: the pages' own words (titles, "Read more", the paginator). */
  text: ThemeText;
  /** The authors map: the authors page lists them, and those with a `page` get one. */
  authors: Map<string, BlogAuthor>;
  /** What is wrong with the authors map (a missing avatar): the authors page reports it. */
  authorWarnings?: DocSource['warnings'];
}

/** A blog's tag as its pages name it: the label, and the route of its page. */
export interface PostTag {
  label: string;
  route: string;
  description?: string;
}

export function postTags(post: DocSource, routeBase: string, tagsBasePath: string): PostTag[] {
  return post.post!.tags.map(({ label, permalink, description }) => ({
    label,
    route: `${routeBase}/${tagsBasePath}${permalink}`,
    ...(description ? { description } : {}),
  }));
}

/** "May 31, 2024" in the site's language; dates are days, read in UTC so every machine writes the same. */
export function formatPostDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(date),
  );
}

/** An excerpt that is plain Markdown: MDX syntax (imports, components, expressions) cannot go into a list page. */
function isPlainMarkdown(text: string): boolean {
  return (
    !/^\s*(import|export)\s/m.test(text) &&
    !/<[A-Z]/.test(text) &&
    !/\{[^}]*\}/.test(text.replace(/```[\s\S]*?```/g, ''))
  );
}

/**
 * Relative links and images of an excerpt made relative to the blog folder, where the list pages are. A translated
 * post's files (not its links to posts, which name the same posts as the original's) are beside it in its translated
 * folder, not in the blog folder: they are named from the site's folder (`@site/…`).
 */
function fromBlogRoot(markdown: string, post: DocSource, blogPath: string): string {
  const dir = path.posix.dirname(post.docPath);
  const file = post.file.split(path.sep).join('/');
  const translated = !file.startsWith(`${path.posix.normalize(blogPath)}/`);
  if (dir === '.' && !translated) return markdown;
  return markdown.replace(
    /(\]\()(?!<|[a-z][a-z0-9+.-]*:|\/|#|@site\/)([^)\s]*)/gi,
    (link, open: string, url: string) => {
      if (translated && /\.\w+(?:[?#]|$)/.test(url) && !/\.mdx?(?:[?#]|$)/i.test(url))
        return `${open}@site/${path.posix.join(path.posix.dirname(file), url)}`;
      return dir === '.' ? link : `${open}${dir}/${url}`;
    },
  );
}

/**
 * An author's avatar as raw HTML in a list page's Markdown, named by its alt text (the name beside it is a link the
 * reader may not reach first); a site path gets the base URL as every image of a doc does.
 */
function avatarHtml(author: BlogAuthor): string {
  if (!author.imageUrl) return '';
  const alt = escapeHtml(author.name ?? author.key ?? '');
  return `<img class="blog-post-avatar" src="${escapeHtml(author.imageUrl)}" alt="${alt}" width="32" height="32" loading="lazy"> `;
}

/** Docusaurus's id and English text of a post's reading time (the post page's header, a theme file, says it too). */
const READING_TIME = {
  id: 'theme.blog.post.readingTime.plurals',
  message: 'One min read|{readingTime} min read',
};

/** One post as the list pages show it: title, byline, excerpt and "Read more". */
export function postSummary(post: DocSource, input: Pick<BlogPagesInput, 'options' | 'locale' | 'text'>): string {
  const meta = post.post!;
  const { text } = input;
  const readingTime = text.plural(READING_TIME.id, READING_TIME.message, meta.readingTime, {
    readingTime: meta.readingTime,
  });
  const byline = [
    formatPostDate(meta.date, input.locale),
    ...(input.options.showReadingTime ? [readingTime] : []),
  ].join(' · ');
  const authors = meta.authors
    .filter((a) => a.name)
    .map((a) => avatarHtml(a) + (a.url ? `[${markdownText(a.name!)}](${a.url})` : markdownText(a.name!)))
    .join(', ');
  // As Docusaurus, a post without a truncate marker is listed whole.
  // The post's own "# Title" is the list's "## [Title]" already.
  const shown = (meta.excerpt ?? post.body).replace(/^\s*#\s+[^\n]*\n/, '');
  const excerpt = isPlainMarkdown(shown)
    ? fromBlogRoot(shown, post, input.options.path)
    : post.frontMatter.description
      ? markdownText(post.frontMatter.description)
      : '';
  return [
    `## [${markdownText(post.title)}](${post.route})`,
    `*${byline}*${authors ? `  \n${authors}` : ''}`,
    excerpt,
    meta.excerpt !== undefined
      ? `[${text('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: markdownText(post.title) })}](${post.route})`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The posts cut into pages of `postsPerPage`: the first at `base`, the others at `base/<pageBasePath>/N`. */
function paginated(
  posts: DocSource[],
  base: string,
  input: BlogPagesInput,
  page: { id: string; title: string; intro?: string; description?: string; source: string; searchTag: string },
): DocSource[] {
  const { postsPerPage, pageBasePath } = input.options;
  const size = postsPerPage === 'ALL' ? Math.max(posts.length, 1) : postsPerPage;
  const count = Math.max(1, Math.ceil(posts.length / size));
  const routeOf = (n: number) => (n === 1 ? base : `${base}/${pageBasePath}/${n}`);
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const nav = [
      n > 1 ? `[${input.text('theme.blog.paginator.newerEntries', 'Newer entries')}](${routeOf(n - 1)})` : '',
      n < count ? `[${input.text('theme.blog.paginator.olderEntries', 'Older entries')}](${routeOf(n + 1)})` : '',
    ].filter(Boolean);
    const label = input.text('theme.blog.paginator.navAriaLabel', 'Blog list page navigation');
    // A landmark of its own, named as Docusaurus names it, around the Markdown links (which the link check sees).
    const paginator =
      nav.length > 0
        ? `<nav class="blog-list-paginator" aria-label="${escapeHtml(label)}">\n\n${nav.join(' · ')}\n\n</nav>`
        : '';
    const body = [
      page.intro ?? '',
      ...posts.slice(i * size, n * size).map((post) => postSummary(post, input)),
      paginator,
    ]
      .filter(Boolean)
      .join('\n\n');
    const doc = generatedDoc({
      id: `${page.id}-${n}`,
      scope: input.scope,
      route: routeOf(n),
      title: page.title,
      body: `${body}\n`,
      source: page.source,
      searchTag: page.searchTag,
      ...(page.description ? { description: page.description } : {}),
    });
    return { ...doc, quotesPosts: true };
  });
}

/** The list pages, tag pages, archive and author pages of a blog, each a generated doc of the blog's scope. */
export function blogPages(input: BlogPagesInput): DocSource[] {
  const { posts, options, routeBase } = input;
  const pages = paginated(posts, routeBase, input, {
    id: '__blog-list',
    title: options.blogTitle,
    description: options.blogDescription,
    source: `docgen (the list of ${options.path})`,
    searchTag: 'blog_posts_list',
  });
  const byTag = new Map<string, { tag: PostTag; posts: DocSource[] }>();
  for (const post of posts)
    for (const tag of postTags(post, routeBase, options.tagsBasePath)) {
      const entry = byTag.get(tag.route) ?? { tag, posts: [] };
      if (!entry.posts.includes(post)) entry.posts.push(post);
      byTag.set(tag.route, entry);
    }
  if (byTag.size > 0) {
    const tags = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
    const list = tags.map(
      ({ tag, posts: tagged }) => `- [${markdownText(tag.label)}](${tag.route}) (${tagged.length})`,
    );
    pages.push(
      generatedDoc({
        id: '__blog-tags',
        scope: input.scope,
        route: `${routeBase}/${options.tagsBasePath}`,
        title: input.text('theme.tags.tagsPageTitle', 'Tags'),
        body: `${list.join('\n')}\n`,
        source: `docgen (the tags of ${options.path})`,
        searchTag: 'blog_tags_list',
      }),
    );
    for (const { tag, posts: tagged } of tags) {
      const nPosts = input.text.plural('theme.blog.post.plurals', 'One post|{count} posts', tagged.length);
      const title = input.text('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', {
        nPosts,
        tagName: tag.label,
      });
      pages.push(
        ...paginated(tagged, tag.route, input, {
          id: `__blog-tag-${tag.route}`,
          title,
          intro: [
            tag.description ? markdownText(tag.description) : '',
            `[${input.text('theme.tags.tagsPageLink', 'View all tags')}](${routeBase}/${options.tagsBasePath})`,
          ]
            .filter(Boolean)
            .join('\n\n'),
          source: `docgen (tag page, from the tags of ${tagged[0]!.file})`,
          searchTag: 'blog_tags_posts',
        }),
      );
    }
  }
  if (options.archiveBasePath !== null && posts.length > 0) pages.push(archivePage(input));
  if (input.authors.size > 0) pages.push(...authorPages(input));
  return pages;
}

/** Every post by year, newest first, as Docusaurus's archive. */
function archivePage(input: BlogPagesInput): DocSource {
  const byYear = new Map<string, string[]>();
  for (const post of input.posts) {
    const year = post.post!.date.slice(0, 4);
    byYear.set(year, [
      ...(byYear.get(year) ?? []),
      `- ${formatPostDate(post.post!.date, input.locale)} - [${markdownText(post.title)}](${post.route})`,
    ]);
  }
  const body = [...byYear].map(([year, lines]) => `## ${year}\n\n${lines.join('\n')}`).join('\n\n');
  return generatedDoc({
    id: '__blog-archive',
    scope: input.scope,
    route: `${input.routeBase}/${input.options.archiveBasePath}`,
    title: input.text('theme.blog.archive.title', 'Archive'),
    body: `${body}\n`,
    source: `docgen (the archive of ${input.options.path})`,
  });
}

/**
 * The authors list and, as Docusaurus 3.10, each author's posts paginated under the author's route with the
 * blog's `pageBasePath` (`/blog/authors/<key>/page/2`).
 */
function authorPages(input: BlogPagesInput): DocSource[] {
  const { options, routeBase } = input;
  const routeOf = (author: BlogAuthor) => `${routeBase}/${options.authorsBasePath}/${author.page}`;
  const postsOf = (key: string) => input.posts.filter((p) => p.post!.authors.some((a) => a.key === key));
  const list = [...input.authors].map(([key, author]) => {
    const name = markdownText(author.name ?? key);
    return `- ${avatarHtml(author)}${author.page ? `[${name}](${routeOf(author)})` : name} (${postsOf(key).length})`;
  });
  const warnings = input.authorWarnings ?? [];
  const pages = [
    {
      ...generatedDoc({
        id: '__blog-authors',
        scope: input.scope,
        route: `${routeBase}/${options.authorsBasePath}`,
        title: input.text('theme.blog.authorsList.pageTitle', 'Authors'),
        body: `${list.join('\n')}\n`,
        source: `docgen (the authors of ${options.path})`,
        searchTag: 'blog_authors_list',
      }),
      ...(warnings.length > 0 ? { warnings } : {}),
    },
  ];
  for (const [key, author] of input.authors) {
    const posts = postsOf(key);
    if (!author.page || posts.length === 0) continue;
    pages.push(
      ...paginated(posts, routeOf(author), input, {
        id: `__blog-author-${key}`,
        title: author.name ?? key,
        intro: [avatarHtml(author).trim(), author.title ? markdownText(author.title) : ''].filter(Boolean).join(' '),
        source: `docgen (the posts of author "${key}" of ${options.path})`,
        searchTag: 'blog_authors_posts',
      }),
    );
  }
  return pages;
}
