import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { JSON_SCHEMA_FILE } from '../config/json-schema.js';
import { DOCGEN_ROOT } from '../bundle/theme-files.js';

/** Files of a new site, by path relative to its folder. */
export type SiteFiles = Record<string, string>;

const STARTER_DIR = path.join(DOCGEN_ROOT, 'templates', 'starter');

/** "my-docs" → "My Docs": a title for the site from its folder's name. */
export function titleFromFolder(dir: string): string {
  const words = path
    .basename(path.resolve(dir))
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words.length > 0 ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') : 'My Docs';
}

/**
 * The starter site: a commented config, docs in two categories, an admonition and a titled code block.
 * The config names the JSON Schema by a path from the site's folder, so editors find it where docgen is installed.
 */
export async function starterSiteFiles(
  dir: string,
  address: { url: string; baseUrl: string } = { url: 'https://example.com', baseUrl: '/' },
): Promise<SiteFiles> {
  const relative = path.relative(path.resolve(dir), path.join(DOCGEN_ROOT, JSON_SCHEMA_FILE)).split(path.sep).join('/');
  const schema = relative.startsWith('.') ? relative : `./${relative}`;
  const fill = (text: string) =>
    text
      .replaceAll('{{title}}', titleFromFolder(dir))
      .replaceAll('{{schema}}', schema)
      .replaceAll('{{url}}', address.url)
      .replaceAll('{{baseUrl}}', address.baseUrl);
  const names = (await fg('**/*', { cwd: STARTER_DIR, dot: true })).sort();
  const files: SiteFiles = {};
  for (const name of names) files[name] = fill(await readFile(path.join(STARTER_DIR, name), 'utf8'));
  return files;
}
