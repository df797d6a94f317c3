import { isRecord } from './config-values.js';

/**
 * Docusaurus's `admonitions` option of one docs, blog or pages plugin as docgen writes it for that instance: `false`,
 * or the keywords with `extendDefaults: false` only where set. Undefined when the plugin keeps the default keywords.
 */
export function admonitionsOption(value: unknown): false | { keywords: string[]; extendDefaults?: false } | undefined {
  if (value === false) return false;
  if (!isRecord(value)) return undefined;
  const keywords = Array.isArray(value.keywords) ? value.keywords.filter((k) => typeof k === 'string') : [];
  if (value.extendDefaults !== false && keywords.length === 0) return undefined;
  return { keywords, ...(value.extendDefaults === false && { extendDefaults: false as const }) };
}
