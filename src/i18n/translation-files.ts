import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DocgenError } from '../errors.js';

/** A Docusaurus translation file read: each id's message (`{"id": {"message": "…", "description": "…"}}`). */
export type Messages = Record<string, string>;

/**
 * The messages of one of Docusaurus's translation files (`i18n/<locale>/code.json`, `…/navbar.json`,
 * `…/current.json`), relative to the site; none when the file is not there.
 */
export function readMessages(siteDir: string, file: string): Messages {
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
    throw new DocgenError(`a translation file that is not valid JSON (${(error as Error).message})`, { file });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new DocgenError('a translation file that is not an object of translations, {"id": {"message": "…"}}', {
      file,
    });
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(json)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') throw new DocgenError(`the translation "${id}" has no "message" string`, { file });
    messages[id] = message;
  }
  return messages;
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

export function readLocaleMessages(siteDir: string, locale: string): LocaleMessages {
  return {
    code: readMessages(siteDir, `i18n/${locale}/code.json`),
    navbar: readMessages(siteDir, `i18n/${locale}/docusaurus-theme-classic/navbar.json`),
    footer: readMessages(siteDir, `i18n/${locale}/docusaurus-theme-classic/footer.json`),
  };
}
