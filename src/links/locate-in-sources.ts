import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { linksUnder } from '../util/folder-links.js';
import type { BrokenLink } from './check-links.js';

export interface SourceFolders {
  siteDir: string;
  configPath: string;
  /** Folders of TSX sources that may write links into pages (theme, pages). */
  folders: string[];
  baseUrl: string;
}

/**
 * A broken link found in a page's HTML but not in its Markdown was written by the theme, a page
 * module or the config (navbar, footer). Finds the first place the URL is written as a literal,
 * so that the report points at the line to fix; links not found keep their page as the source.
 */
export async function locateInSources(links: BrokenLink[], where: SourceFolders): Promise<BrokenLink[]> {
  if (!links.some((l) => l.fromHtml)) return links;
  const files = [where.configPath];
  for (const folder of new Set(where.folders)) {
    // The pages folder's loops were refused before; a theme folder that loops is not searched for the line.
    if ((await linksUnder(folder)).some((link) => link.loops)) continue;
    const found = await fg('**/*.{tsx,ts,jsx,js}', {
      cwd: folder,
      absolute: true,
      ignore: ['**/node_modules/**'],
    }).catch(() => []);
    files.push(...found.sort());
  }
  // A raw <a> or src of an MDX doc is written in the doc itself.
  for (const link of links) if (link.rawLink) files.push(path.resolve(where.siteDir, link.source));
  const sources = [...new Set(files)];
  const texts = new Map<string, string>();
  await Promise.all(sources.map(async (f) => texts.set(f, await readFile(f, 'utf8').catch(() => ''))));

  return links.map((link) => {
    if (!link.fromHtml) return link;
    const pageSource = path.resolve(where.siteDir, link.source);
    const order = texts.has(pageSource) ? [pageSource, ...sources.filter((f) => f !== pageSource)] : sources;
    for (const file of order) {
      for (const literal of spellings(link.url, where.baseUrl)) {
        const at = findLiteral(texts.get(file)!, literal);
        if (at) return { ...link, source: path.relative(where.siteDir, file) || file, ...at };
      }
    }
    const writer = link.rawLink ? 'the page' : 'the theme';
    return { ...link, reason: `${link.reason}; in the HTML ${writer} writes for ${link.fromHtml.route}` };
  });
}

/** The written URL carries the base URL and trailing-slash policy; its source may not. */
function spellings(url: string, baseUrl: string): string[] {
  const variants = [url];
  if (baseUrl !== '/' && url.startsWith(baseUrl)) variants.push(`/${url.slice(baseUrl.length)}`);
  for (const v of [...variants]) if (v.length > 1 && v.endsWith('/')) variants.push(v.slice(0, -1));
  return variants;
}

/** The literal as a whole token: in quotes, after a YAML key, or between spaces. */
function findLiteral(text: string, literal: string): { line: number; column: number } | undefined {
  for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + 1)) {
    const before = text[at - 1] ?? '\n';
    const after = text[at + literal.length] ?? '\n';
    if (!/["'`\s:=({]/.test(before) || !/["'`\s)}]/.test(after)) continue;
    const lines = text.slice(0, at).split('\n');
    return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
  }
  return undefined;
}
