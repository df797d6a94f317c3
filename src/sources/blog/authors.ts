import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { kebabCase } from '../../site/tag-pages.js';
import { escapeRegExp } from '../../util/escape-regexp.js';
import { parseWithPositions } from '../../config/parse-with-positions.js';
import type { BlogAuthor, DocSource } from '../../shared/model.js';

/** The authors map (`authors.yml` or `.json` in the blog folder), by key. */
export type AuthorsMap = Map<string, BlogAuthor>;

/** The authors map as read, with the local avatar images it names and what is wrong with them. */
export interface ReadAuthors {
  authors: AuthorsMap;
  /** The avatars beside the map, by their path in the output ("assets/images/ana-1a2b3c4d.png") → the file. */
  avatars: Map<string, string>;
  /** An avatar that is not there, at its `image_url` line of the map. */
  warnings: NonNullable<DocSource['warnings']>;
}

/** Where the avatars are looked for: the site (for `/img/x.png` in its static folder) and the map's own folder. */
export interface AvatarFolders {
  siteDir: string;
  staticDir: string;
}

/** An author as Docusaurus writes one (`image_url`, `imageURL`…), in docgen's names. */
export function authorOf(raw: Record<string, unknown>, key?: string): BlogAuthor {
  const text = (...names: string[]) => {
    for (const name of names) if (typeof raw[name] === 'string') return raw[name] as string;
    return undefined;
  };
  const author: BlogAuthor = {
    ...(key ? { key } : {}),
    ...(text('name') ? { name: text('name') } : {}),
    ...(text('title') ? { title: text('title') } : {}),
    ...(text('url') ? { url: text('url') } : {}),
    ...(text('image_url', 'imageURL', 'image_URL') ? { imageUrl: text('image_url', 'imageURL', 'image_URL') } : {}),
    ...(text('email') ? { email: text('email') } : {}),
    ...(isRecord(raw.socials) ? { socials: socialLinks(stringValues(raw.socials)) } : {}),
    ...authorPage(raw.page, key),
  };
  return author;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entries whose values are text (a number, as YAML reads a Stack Overflow id, made text). */
function stringValues(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([k, v]) =>
      typeof v === 'string' || typeof v === 'number' ? [[k, String(v)]] : [],
    ),
  );
}

/** `page: true` (named after the key) or `page: {permalink}`: the author gets a page of their posts. */
function authorPage(page: unknown, key: string | undefined): { page?: string } {
  if (page === true && key) return { page: kebabCase(key) };
  if (typeof page === 'object' && page && typeof (page as { permalink?: unknown }).permalink === 'string')
    return { page: (page as { permalink: string }).permalink.replace(/^\/+/, '') };
  return {};
}

/** Socials as Docusaurus's authors write them: a handle of a known platform, or a full URL. */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

const authorSchema = z.looseObject({
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  email: z.string().optional(),
  description: z.string().optional(),
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).optional(),
  socials: z
    .record(
      z.string(),
      // A Stack Overflow id is a number to YAML.
      z
        .union([z.string(), z.number()])
        .transform(String)
        .refine(
          (value) => /^(https?:|mailto:)/.test(value) || !value.includes('/'),
          'expected a handle (such as "ana") or a full URL',
        ),
    )
    .optional(),
});

const authorsMapSchema = z.record(z.string(), authorSchema.nullable()).nullable();

/** Each social as a link: a handle of a known platform made its profile's URL, a URL as written. */
export function socialLinks(socials: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!socials) return undefined;
  return Object.fromEntries(
    Object.entries(socials).map(([platform, value]) => {
      const known = SOCIAL_URLS[platform.toLowerCase()];
      return /^(https?:|mailto:)/.test(value) || !known ? [platform, value] : [platform.toLowerCase(), known(value)];
    }),
  );
}

/** An image address that is a site path or a file, not a URL. */
const isLocal = (url: string) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url);

/** The line of an author's `image_url` in the map's text (YAML or JSON), for a warning about it. */
function imageLine(text: string, key: string): number {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^\\s*["']?${escapeRegExp(key)}["']?\\s*:`).test(l));
  const at = lines.findIndex((l, i) => i >= start && /\b(image_url|imageURL|image_URL)\b/.test(l));
  return (at === -1 ? Math.max(start, 0) : at) + 1;
}

/**
 * Reads the authors map (YAML or JSON); a missing file is an empty map, as in Docusaurus. A local avatar is a site
 * path (`/img/ana.png`, from the static folder) or a path from the map's folder (`./ana.png`), which is copied to the
 * output under a name made of its content, as images beside docs are; one that is not there is a warning at its line.
 */
export function readAuthorsMap(
  blogDir: string,
  authorsMapPath: string,
  shownDir: string,
  folders: AvatarFolders,
): ReadAuthors {
  const file = path.join(blogDir, authorsMapPath);
  const avatars = new Map<string, string>();
  const warnings: ReadAuthors['warnings'] = [];
  if (!existsSync(file)) return { authors: new Map(), avatars, warnings };
  const text = readFileSync(file, 'utf8');
  const shown = path.posix.join(shownDir, authorsMapPath);
  const data = parseWithPositions(text, shown, authorsMapSchema);
  const authors: AuthorsMap = new Map();
  for (const [key, value] of Object.entries(data ?? {})) {
    const author = authorOf(value ?? {}, key);
    const image = author.imageUrl;
    if (image && isLocal(image)) {
      const local = image.startsWith('/')
        ? path.join(folders.siteDir, folders.staticDir, image)
        : path.resolve(path.dirname(file), image);
      if (!existsSync(local)) {
        warnings.push({
          source: shown,
          line: imageLine(text, key),
          column: 1,
          message: `${key}.image_url: the avatar ${image} is not there (looked for ${path.relative(folders.siteDir, local).split(path.sep).join('/')}): the author is shown without it`,
          once: `avatar:${shown}:${key}`,
        });
        delete author.imageUrl;
      } else if (!image.startsWith('/')) {
        const hash = createHash('sha256').update(readFileSync(local)).digest('hex').slice(0, 8);
        const extension = path.extname(local);
        const output = `assets/images/${path.basename(local, extension)}-${hash}${extension}`;
        avatars.set(output, local);
        author.imageUrl = `/${output}`;
      }
    }
    authors.set(key, author);
  }
  return { authors, avatars, warnings };
}
