import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { DocgenError } from '../../errors.js';
import type { BlogAuthor } from '../../shared/model.js';

/** The authors map (`authors.yml` or `.json` in the blog folder), by key. */
export type AuthorsMap = Map<string, BlogAuthor>;

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
    ...authorPage(raw.page, key),
  };
  return author;
}

/** `page: true` (named after the key) or `page: {permalink}`: the author gets a page of their posts. */
function authorPage(page: unknown, key: string | undefined): { page?: string } {
  if (page === true && key) return { page: key };
  if (typeof page === 'object' && page && typeof (page as { permalink?: unknown }).permalink === 'string')
    return { page: (page as { permalink: string }).permalink.replace(/^\/+/, '') };
  return {};
}

/** Reads the authors map; a missing file is an empty map, as in Docusaurus. */
export function readAuthorsMap(blogDir: string, authorsMapPath: string, shownDir: string): AuthorsMap {
  const file = path.join(blogDir, authorsMapPath);
  const shown = path.posix.join(shownDir, authorsMapPath);
  if (!existsSync(file)) return new Map();
  const text = readFileSync(file, 'utf8');
  let data: unknown;
  if (file.endsWith('.json')) {
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new DocgenError(`the authors map is not valid JSON: ${(error as Error).message}`, { file: shown });
    }
  } else {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter });
    const first = doc.errors[0];
    if (first) {
      const { line, col } = lineCounter.linePos(first.pos[0]);
      throw new DocgenError(`the authors map is not valid YAML: ${first.message.split('\n')[0]}`, {
        file: shown,
        line,
        column: col,
      });
    }
    data = doc.toJS();
  }
  if (data === null || data === undefined) return new Map();
  if (typeof data !== 'object' || Array.isArray(data))
    throw new DocgenError(
      'the authors map must map each author key to its details',
      { file: shown },
      'write it as "key: {name: …, title: …, url: …, image_url: …}"',
    );
  return new Map(
    Object.entries(data as Record<string, unknown>).map(([key, value]) => [
      key,
      authorOf(typeof value === 'object' && value ? (value as Record<string, unknown>) : {}, key),
    ]),
  );
}
