import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BlogOptions } from '../../config/blog-schema.js';
import type { FrontMatterMemo } from '../../content/front-matter.js';
import { toDocSource } from '../../content/load-docs.js';
import { DocgenError } from '../../errors.js';
import type { BlogAuthor, BlogPostMeta, DocSource } from '../../shared/model.js';
import { kebabCase } from '../../site/tag-pages.js';
import { authorOf, type AuthorsMap } from './authors.js';
import { excerptOf, frontMatterLine, parsePostPath, readingMinutes, withoutJsxMarker } from './post-file.js';
import type { TagsFile } from './tags-file.js';

/** What reading a post needs besides its path. */
export interface PostFolder {
  siteDir: string;
  /** The blog folder, absolute. */
  root: string;
  routeBase: string;
  scope: string;
  authors: AuthorsMap;
  tags: TagsFile;
  options: Pick<BlogOptions, 'onInlineTags' | 'onInlineAuthors' | 'onUntruncatedBlogPosts' | 'authorsMapPath'> & {
    tags?: string | false | null;
  };
  frontMatter?: FrontMatterMemo;
}

/** A post's front matter beyond a doc's: Docusaurus's blog keys. */
interface PostFrontMatter {
  date?: unknown;
  authors?: unknown;
  author?: unknown;
  author_title?: unknown;
  author_url?: unknown;
  author_image_url?: unknown;
}

/** Where in the post a message points: its file, the line of a front matter key. */
type At = { file: string; line: number; column: number; key?: string };

/**
 * One post: a doc of the blog's scope with its date, authors, tags, reading time and excerpt. What it is warned of
 * (no date, inline tags or authors, no truncate marker) goes with it, and is reported with its page.
 */
export function readPost(postPath: string, folder: PostFolder): DocSource {
  const absolute = path.join(folder.root, postPath);
  const file = path.relative(folder.siteDir, absolute);
  const source = readFileSync(absolute, 'utf8');
  const doc = toDocSource(source, postPath, file, folder.routeBase, folder.frontMatter, folder.scope);
  const fm = doc.frontMatter as typeof doc.frontMatter & PostFrontMatter;
  const parsed = parsePostPath(postPath);
  const at = (key: string): At => ({ file, line: frontMatterLine(source, key) ?? 1, column: 1, key });
  const slug = fm.slug === undefined ? parsed.slug : `/${fm.slug.replace(/^\/+/, '')}`;
  const date = postDate(fm.date, at('date')) ?? parsed.date ?? fileDate(absolute);
  const body = doc.body;
  const excerpt = excerptOf(body);
  const tags = postTags(doc.frontMatter.tags ?? [], folder.tags);
  const authorsKey = fm.authors === undefined ? 'author' : 'authors';
  const post: BlogPostMeta = {
    date,
    authors: postAuthors(fm, folder.authors, at(authorsKey)),
    readingTime: readingMinutes(body),
    tags: tags.map((t) => t.tag),
    ...(excerpt !== undefined ? { excerpt } : {}),
    ...(fm.date === undefined && !parsed.date ? { undated: true } : {}),
  };
  const inlineTags = folder.tags ? tags.filter((t) => t.inline).map((t) => t.tag.label) : [];
  const problems = postProblems({
    post,
    doc,
    folder,
    inlineTags,
    at: (key) => at(key === 'authors' ? authorsKey : key),
  });
  const warnings = [...(doc.warnings ?? []), ...problems];
  return {
    ...doc,
    body: withoutJsxMarker(body),
    id: postPath
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, ''),
    route: `/${folder.routeBase}${slug}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'),
    post,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/**
 * A post of the default locale in a locale with an authors map or tags file of its own (in its translated folder, as
 * Docusaurus reads them): its authors by key from that map, its tags from that file by the keys it gives.
 */
export function withLocaleData(doc: DocSource, authors: AuthorsMap, tags: TagsFile): DocSource {
  const meta = doc.post!;
  return {
    ...doc,
    post: {
      ...meta,
      authors: meta.authors.map((author) => (author.key !== undefined && authors.get(author.key)) || author),
      tags: postTags(doc.frontMatter.tags ?? [], tags).map((t) => t.tag),
    },
  };
}

/** Each tag as Docusaurus reads it: a key of the tags file, else inline (its label, a permalink made of it). */
function postTags(
  tags: NonNullable<DocSource['frontMatter']['tags']>,
  file: TagsFile,
): { tag: BlogPostMeta['tags'][number]; inline: boolean }[] {
  return tags.map((tag) => {
    const predefined = typeof tag === 'string' ? file?.get(tag) : undefined;
    if (predefined) return { tag: predefined, inline: false };
    const { label, permalink, description } = typeof tag === 'string' ? { label: tag } : tag;
    const slug = (permalink ?? kebabCase(label)).replace(/^\/+/, '');
    return { tag: { label, permalink: `/${slug}`, ...(description ? { description } : {}) }, inline: true };
  });
}

/**
 * What Docusaurus reports of a post, each as its option asks (`warn` and `log` a warning, `throw` an error):
 * tags not in the tags file (`onInlineTags`, when there is one), authors not in the authors map
 * (`onInlineAuthors`), no truncate marker (`onUntruncatedBlogPosts`). A post with no date is always a warning.
 */
function postProblems(input: {
  post: BlogPostMeta;
  doc: DocSource;
  folder: PostFolder;
  /** Labels of the tags that are not in the tags file, when there is one. */
  inlineTags: string[];
  at: (key: string) => At;
}): { message: string; line: number; column: number }[] {
  const { post, doc, inlineTags, at } = input;
  const { options } = input.folder;
  const problems: { option: 'ignore' | 'log' | 'warn' | 'throw'; at: At; message: string; hint: string }[] = [];
  if (inlineTags.length > 0)
    problems.push({
      option: options.onInlineTags,
      at: at('tags'),
      message: `tags: ${inlineTags.map((t) => `"${t}"`).join(', ')} ${inlineTags.length === 1 ? 'is' : 'are'} not in ${options.tags ?? 'tags.yml'}`,
      hint: `add ${inlineTags.length === 1 ? 'it' : 'them'} to the tags file, or set the blog's onInlineTags to "ignore"`,
    });
  const inlineAuthors = post.authors.filter((a) => a.key === undefined);
  if (inlineAuthors.length > 0)
    problems.push({
      option: options.onInlineAuthors,
      at: at('authors'),
      message: `authors: ${inlineAuthors.map((a) => `"${a.name ?? a.url ?? a.imageUrl}"`).join(', ')} ${inlineAuthors.length === 1 ? 'is' : 'are'} not in ${options.authorsMapPath}`,
      hint: `add ${inlineAuthors.length === 1 ? 'the author' : 'them'} to the authors map and write the key, or set the blog's onInlineAuthors to "ignore"`,
    });
  if (post.excerpt === undefined && !doc.draft)
    problems.push({
      option: options.onUntruncatedBlogPosts,
      at: { file: doc.file, line: doc.bodyLine, column: 1 },
      message: 'the post has no truncate marker, so the list pages show it whole',
      hint: 'add <!-- truncate --> (or {/* truncate */} in MDX) after its first paragraphs, or set the blog\'s onUntruncatedBlogPosts to "ignore"',
    });
  const thrown = problems.find((p) => p.option === 'throw');
  if (thrown) throw new DocgenError(thrown.message, thrown.at, thrown.hint, 'blog-post');
  return [
    ...(post.undated
      ? [
          {
            message: `the post has no date (front matter "date:" or a file name such as 2024-05-31-${path.basename(doc.docPath)}): the file's own date ${post.date} is used`,
            line: 1,
            column: 1,
          },
        ]
      : []),
    ...problems
      .filter((p) => p.option === 'warn' || p.option === 'log')
      .map((p) => ({ message: `${p.message}: ${p.hint}`, line: p.at.line, column: p.at.column })),
  ];
}

/** The front matter's `date`: a YAML date, or a string `Date` reads. */
function postDate(value: unknown, at: At): string | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime()))
    throw new DocgenError(
      `date: expected a date such as 2024-05-31 or 2024-05-31T10:00:00Z, got ${JSON.stringify(value)}`,
      at,
      'write the date as YYYY-MM-DD, or leave it out to take it from the file name',
    );
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** As Docusaurus without a date anywhere: when the file was last changed, by its clock (a warning says so). */
function fileDate(file: string): string {
  return statSync(file).mtime.toISOString().slice(0, 10);
}

/**
 * `authors`: a key of the authors map, an author written out, or a list of both; also the older single
 * `author`, `author_title`, `author_url`, `author_image_url`.
 */
function postAuthors(fm: PostFrontMatter, map: AuthorsMap, at: At): BlogAuthor[] {
  if (fm.authors === undefined) {
    if (typeof fm.author !== 'string') return [];
    return [
      authorOf({
        name: fm.author,
        title: fm.author_title,
        url: fm.author_url,
        image_url: fm.author_image_url,
      }),
    ];
  }
  const list = Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  return list.map((entry) => {
    if (typeof entry === 'string') {
      const author = map.get(entry);
      if (!author)
        throw new DocgenError(
          `authors: no author "${entry}" in the authors map`,
          at,
          map.size > 0
            ? `the map has ${[...map.keys()].map((k) => `"${k}"`).join(', ')}`
            : "add the author to the blog folder's authors.yml (or the file authorsMapPath names)",
        );
      return author;
    }
    if (typeof entry === 'object' && entry) {
      const raw = entry as Record<string, unknown>;
      const known = typeof raw.key === 'string' ? map.get(raw.key) : undefined;
      if (typeof raw.key === 'string' && !known)
        throw new DocgenError(`authors: no author "${raw.key}" in the authors map`, at);
      return { ...known, ...authorOf(raw, known?.key) };
    }
    throw new DocgenError(`authors: expected an author key or an author's details, got ${JSON.stringify(entry)}`, at);
  });
}
