import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseWithPositions } from '../../config/parse-with-positions.js';
import { DocgenError } from '../../errors.js';
import { kebabCase } from '../../site/tag-pages.js';

/** A tag of the tags file: the label shown, its page's path under the tags route, a description. */
export interface PredefinedTag {
  label: string;
  permalink: string;
  description?: string;
}

/** The tags file by key; undefined when the blog has none, and inline tags are all there is. */
export type TagsFile = Map<string, PredefinedTag> | undefined;

const tagsFileSchema = z
  .record(
    z.string(),
    z
      .strictObject({
        label: z.string().optional(),
        permalink: z.string().optional(),
        description: z.string().optional(),
      })
      .nullable(),
  )
  .nullable();

/**
 * Reads the blog's tags file as Docusaurus does: `tags` names it relative to the blog folder (an error when it is
 * missing), `false` or `null` turn it off, and without the option `tags.yml` is read when there is one.
 */
export function readTagsFile(blogDir: string, tags: string | false | null | undefined, shownDir: string): TagsFile {
  if (tags === false || tags === null) return undefined;
  const name = tags ?? 'tags.yml';
  const file = path.join(blogDir, name);
  const shown = path.posix.join(shownDir, name);
  if (!existsSync(file)) {
    if (tags === undefined) return undefined;
    throw new DocgenError(
      `tags: the tags file ${shown} is missing`,
      { file: shown },
      'write it (each tag\'s key with its label, permalink and description), or leave the blog\'s "tags" option out',
    );
  }
  const data = parseWithPositions(readFileSync(file, 'utf8'), shown, tagsFileSchema) ?? {};
  const read = new Map<string, PredefinedTag>();
  const keyOf = new Map<string, string>();
  for (const [key, value] of Object.entries(data)) {
    const tag: PredefinedTag = {
      label: value?.label || key.charAt(0).toUpperCase() + key.slice(1).toLowerCase(),
      permalink: value?.permalink || `/${kebabCase(key)}`,
      ...(value?.description ? { description: value.description } : {}),
    };
    const other = keyOf.get(tag.permalink);
    if (other !== undefined)
      throw new DocgenError(
        `the tags "${other}" and "${key}" have the one permalink ${tag.permalink}`,
        { file: shown, key },
        'give each tag a permalink of its own',
      );
    keyOf.set(tag.permalink, key);
    read.set(key, tag);
  }
  return read;
}
