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
  return values
    ? text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
    : text;
}

/** Plural categories in CLDR's order, which is the order a message's `|`-separated forms follow (as in Docusaurus). */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a plural message (`One min read|{readingTime} min read`) that `count` takes in language `lang`: one
 * form per plural category the language has, in CLDR's order; a message with fewer forms gives its last for the rest.
 */
export function selectPlural(lang: string, count: number, message: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  const rules = new Intl.PluralRules(lang);
  const order = PLURAL_ORDER.filter((c) => (rules.resolvedOptions().pluralCategories as string[]).includes(c));
  const index = order.indexOf(rules.select(count));
  return forms[Math.min(index === -1 ? 0 : index, forms.length - 1)]!;
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
