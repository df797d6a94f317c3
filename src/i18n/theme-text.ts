import { fillPlaceholders, pluralMessage } from '../shared/plural-message.js';
import type { ThemeStrings } from './theme-strings.js';

/** The theme's text in one locale, for what the build writes itself (the blog's list, tag and author pages). */
export interface ThemeText {
  /** The text of `id` (the site's `code.json`, else docgen's translation, else `message`), placeholders filled. */
  (id: string, message: string, values?: Record<string, string | number>): string;
  /** A `|`-separated plural message, in the form for `count` by the locale's plural rules; `{count}` is filled. */
  plural(id: string, message: string, count: number, values?: Record<string, string | number>): string;
}

/** `strings`: the locale's table, as its site data holds it (docgen's translations with the site's own over them). */
export function themeText(strings: ThemeStrings, locale: string): ThemeText {
  const text = (id: string, message: string, values: Record<string, string | number> = {}) =>
    fillPlaceholders(strings[id] ?? message, values);
  return Object.assign(text, {
    plural: (id: string, message: string, count: number, values: Record<string, string | number> = {}) =>
      fillPlaceholders(pluralMessage(strings[id] ?? message, count, locale), { count, ...values }),
  });
}
