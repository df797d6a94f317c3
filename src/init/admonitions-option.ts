import { isRecord, type Json } from './config-values.js';

/** A plugin's options in the Docusaurus config, and how its keys are named in the lines of what is not carried. */
export interface PluginOptionsAt {
  name: (key: string) => string;
  options: Json;
}

/**
 * Docusaurus's `admonitions` option of the docs, blog and pages plugins as docgen's one `markdown.admonitions`: the
 * docs' (the default instance's), else the first other plugin's that sets it. docgen gives every page the same
 * admonitions, so a plugin that sets others is named. Undefined when the site keeps the default keywords.
 */
export function admonitionsOf(docsOptions: Json, others: PluginOptionsAt[], notCarried: string[]): unknown {
  const all = [{ name: (key: string) => `docs.${key}`, options: docsOptions }, ...others];
  const carried = all.map((plugin) => normalized(plugin.options.admonitions)).find((value) => value !== undefined);
  const shown = JSON.stringify(carried);
  for (const plugin of all) {
    const own = normalized(plugin.options.admonitions);
    if (own !== undefined && JSON.stringify(own) !== shown)
      notCarried.push(
        `${plugin.name('admonitions')}: ${JSON.stringify(own)} (docgen gives every page the same admonitions: ${shown})`,
      );
  }
  return carried;
}

/** The option as docgen writes it: `false`, or the keywords with `extendDefaults: false` only where set. */
function normalized(value: unknown): unknown {
  if (value === false) return false;
  if (!isRecord(value)) return undefined;
  const keywords = Array.isArray(value.keywords) ? value.keywords.filter((k) => typeof k === 'string') : [];
  if (value.extendDefaults !== false && keywords.length === 0) return undefined;
  return { keywords, ...(value.extendDefaults === false && { extendDefaults: false }) };
}
