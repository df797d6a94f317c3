import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DocgenError } from '../errors.js';

/** A Docusaurus translation file read: each id's message (`{"id": {"message": "…", "description": "…"}}`). */
export type Messages = Record<string, string>;

/** One id of a translation file as Docusaurus writes it. */
export interface TranslationEntry {
  message: string;
  description?: string;
}

/** A translation file's entries by id, in the file's order. */
export type TranslationEntries = Record<string, TranslationEntry>;

/** Where JSON.parse stopped, as a line and column of the text (Node names the character's offset). */
function jsonErrorPosition(text: string, error: Error): { line: number; column: number } | undefined {
  const offset = /at position (\d+)/.exec(error.message)?.[1];
  const at = offset !== undefined ? Number(offset) : /end of JSON input/.test(error.message) ? text.length : undefined;
  if (at === undefined) return undefined;
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * The entries of one of Docusaurus's translation files (`i18n/<locale>/code.json`, `…/navbar.json`,
 * `…/current.json`), relative to the site; none when the file is not there. A string value is read as its message.
 */
export function readTranslationEntries(siteDir: string, file: string): TranslationEntries {
  let text: string;
  try {
    text = readFileSync(path.join(siteDir, file), 'utf8');
  } catch {
    return {};
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = (error as Error).message.replace(/ in JSON at position \d+.*$/, '');
    throw new DocgenError(`a translation file that is not valid JSON (${reason})`, {
      file,
      ...jsonErrorPosition(text, error as Error),
    });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new DocgenError('a translation file that is not an object of translations, {"id": {"message": "…"}}', {
      file,
    });
  const entries: TranslationEntries = {};
  for (const [id, entry] of Object.entries(json)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') throw new DocgenError(`the translation "${id}" has no "message" string`, { file });
    const description = (entry as { description?: unknown }).description;
    entries[id] = typeof description === 'string' ? { message, description } : { message };
  }
  return entries;
}

/** The messages of a translation file (see `readTranslationEntries`), by id. */
export function readMessages(siteDir: string, file: string): Messages {
  return Object.fromEntries(
    Object.entries(readTranslationEntries(siteDir, file)).map(([id, entry]) => [id, entry.message]),
  );
}

/** What a locale's translation files say of the site itself: the theme's and pages' ids, the navbar's and the footer's. */
export interface LocaleMessages {
  /** `i18n/<locale>/code.json`: `<Translate>`/`translate()` ids of the theme, the pages and MDX. */
  code: Messages;
  /** `docusaurus-theme-classic/navbar.json`: `title`, `logo.alt`, `item.label.<label>`. */
  navbar: Messages;
  /** `docusaurus-theme-classic/footer.json`: `link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`. */
  footer: Messages;
}

/** `localeFolder`: the locale's translations folder (`SiteLocale.dir`). */
export function readLocaleMessages(siteDir: string, localeFolder: string): LocaleMessages {
  return {
    code: readMessages(siteDir, `${localeFolder}/code.json`),
    navbar: readMessages(siteDir, `${localeFolder}/docusaurus-theme-classic/navbar.json`),
    footer: readMessages(siteDir, `${localeFolder}/docusaurus-theme-classic/footer.json`),
  };
}
