import { fillPlaceholders, pluralMessage } from '../shared/plural-message.js';

/**
 * The theme's own strings go through these two primitives, so that a site can translate them: each id's text in
 * the page's locale comes from the site data's `translations` (docgen's own translations of its theme, then the
 * site's `code.json`), else the message as written.
 */
export interface TranslateDescriptor {
  id?: string;
  message?: string;
  description?: string;
}

export class TranslationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationError';
  }
}

let translations: Record<string, string> = {};

/**
 * The strings of the locale about to be rendered: once in the browser (a page shows one locale), before each page
 * on the server, whose threads render every locale's pages one at a time.
 */
export function setTranslations(table: Record<string, string> | undefined): void {
  translations = table ?? {};
}

/** The text of `id` in the locale being rendered, if it has one. */
export function translatedText(id: string | undefined): string | undefined {
  return id === undefined ? undefined : translations[id];
}

export function translate(descriptor: TranslateDescriptor, values?: Record<string, string | number>): string {
  if (!descriptor || (!descriptor.id && !descriptor.message)) {
    throw new TranslationError('translate() needs an "id" or a "message"');
  }
  const text = translatedText(descriptor.id) ?? descriptor.message ?? descriptor.id!;
  return values ? fillPlaceholders(text, values) : text;
}

/**
 * A plural message (`{id: 'theme.blog.post.plurals', message: 'One post|{count} posts'}`) in the page's locale: the
 * form for `count` by the language's plural rules, placeholders filled (`count` among them).
 */
export function translatePlural(
  descriptor: TranslateDescriptor,
  count: number,
  lang: string,
  values: Record<string, string | number> = {},
): string {
  return fillPlaceholders(pluralMessage(translate(descriptor), count, lang), { count, ...values });
}

export function Translate({
  id,
  description,
  values,
  children,
}: {
  id?: string;
  description?: string;
  values?: Record<string, string | number>;
  children?: unknown;
}) {
  if (children !== undefined && typeof children !== 'string') {
    throw new TranslationError(`<Translate${id ? ` id="${id}"` : ''}> accepts one plain string as its children`);
  }
  return <>{translate({ id, message: children, description }, values)}</>;
}
