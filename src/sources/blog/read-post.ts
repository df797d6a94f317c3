import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FrontMatterMemo } from '../../content/front-matter.js';
import { toDocSource } from '../../content/load-docs.js';
import { DocgenError } from '../../errors.js';
import type { BlogAuthor, DocSource } from '../../shared/model.js';
import { authorOf, type AuthorsMap } from './authors.js';
import { excerptOf, frontMatterLine, parsePostPath, readingMinutes } from './post-file.js';

/** What reading a post needs besides its path. */
export interface PostFolder {
  siteDir: string;
  /** The blog folder, absolute. */
  root: string;
  routeBase: string;
  scope: string;
  authors: AuthorsMap;
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

/** One post: a doc of the blog's scope with its date, authors, reading time and excerpt. */
export function readPost(postPath: string, folder: PostFolder): DocSource {
  const absolute = path.join(folder.root, postPath);
  const file = path.relative(folder.siteDir, absolute);
  const source = readFileSync(absolute, 'utf8');
  const doc = toDocSource(source, postPath, file, folder.routeBase, folder.frontMatter, folder.scope);
  const fm = doc.frontMatter as typeof doc.frontMatter & PostFrontMatter;
  const parsed = parsePostPath(postPath);
  const at = (key: string) => ({ file, line: frontMatterLine(source, key) ?? 1, column: 1, key });
  const slug = fm.slug === undefined ? parsed.slug : `/${fm.slug.replace(/^\/+/, '')}`;
  const date = postDate(fm.date, at('date')) ?? parsed.date ?? fileDate(absolute);
  const body = doc.body;
  const excerpt = excerptOf(body);
  return {
    ...doc,
    id: postPath
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, ''),
    route: `/${folder.routeBase}${slug}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'),
    post: {
      date,
      authors: postAuthors(fm, folder.authors, at('authors')),
      readingTime: readingMinutes(body),
      ...(excerpt !== undefined ? { excerpt } : {}),
      ...(fm.date === undefined && !parsed.date ? { undated: true } : {}),
    },
  };
}

/** The front matter's `date`: a YAML date, or a string `Date` reads. */
function postDate(value: unknown, at: { file: string; line: number; column: number; key: string }): string | undefined {
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
function postAuthors(
  fm: PostFrontMatter,
  map: AuthorsMap,
  at: { file: string; line: number; column: number; key: string },
): BlogAuthor[] {
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
