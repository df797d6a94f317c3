/** The plural categories in the order Docusaurus's messages list their forms ("One post|{count} posts"). */
const CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const rules = new Map<string, { select(n: number): Intl.LDMLPluralRule; forms: Intl.LDMLPluralRule[] }>();

function rulesOf(locale: string) {
  let found = rules.get(locale);
  if (!found) {
    const plural = new Intl.PluralRules(locale);
    const own = plural.resolvedOptions().pluralCategories;
    found = { select: (n) => plural.select(n), forms: CATEGORIES.filter((c) => own.includes(c)) };
    rules.set(locale, found);
  }
  return found;
}

/**
 * The form of a `|`-separated plural message for `count` in `locale`: one form per plural category the language has,
 * in the order zero, one, two, few, many, other; a message with fewer forms gives its last for the categories it lacks.
 */
export function pluralMessage(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  const { select, forms: categories } = rulesOf(locale);
  return forms[Math.min(categories.indexOf(select(count)), forms.length - 1)]!;
}

/** `{name}` placeholders filled from `values`; unknown ones stay as written. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
