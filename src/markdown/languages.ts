import { createRequire } from 'node:module';
import type { LanguageFn } from 'highlight.js';
import { common, createLowlight } from 'lowlight';

// highlight.js grammars emit class names, so the light and dark palettes are plain CSS and
// the page switches colours without re-highlighting; nothing of this ships to the browser.
export const lowlight = createLowlight(common);

const require = createRequire(import.meta.url);

/** Fence names that mean "no highlighting" (or another tool's diagram); they are shown as written and not reported. */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'mermaid', 'math', 'ascii', 'output', 'log']);
/** Names Prism (Docusaurus's highlighter) and others give languages that highlight.js spells differently or lacks. */
const SPELLINGS: Record<string, string> = {
  mdx: 'markdown',
  jsonl: 'json',
  'objective-c': 'objectivec',
  flow: 'javascript',
  'js-extras': 'javascript',
  'shell-session': 'shell',
  'sh-session': 'shell',
  batch: 'dos',
  vue: 'xml',
  svelte: 'xml',
};

/** A grammar's file is named by its language's key (`powershell`); a fence may also use an alias (`ps1`). */
const GRAMMAR_NAME = /^[a-z0-9][a-z0-9_-]*$/;

let aliasKeys: Map<string, string> | undefined;
const unknown = new Set<string>();

/**
 * The key of every alias of every grammar, read once per thread and only when a fence names a language
 * by an alias of one that is not loaded: that means loading every grammar, which most sites never need.
 */
function keyOfAlias(name: string): string | undefined {
  if (!aliasKeys) {
    aliasKeys = new Map();
    const hljs = require('highlight.js') as typeof import('highlight.js').default;
    for (const key of hljs.listLanguages()) {
      for (const alias of hljs.getLanguage(key)?.aliases ?? []) aliasKeys.set(alias.toLowerCase(), key);
    }
  }
  return aliasKeys.get(name);
}

function loadGrammar(key: string): LanguageFn | undefined {
  try {
    const loaded = require(`highlight.js/lib/languages/${key}`) as LanguageFn | { default: LanguageFn };
    return typeof loaded === 'function' ? loaded : loaded.default;
  } catch {
    return undefined;
  }
}

/**
 * The name to highlight a fence's language with, registering its grammar on first use: the common
 * languages are loaded with the engine, every other language highlight.js knows only for the pages that
 * use it. Answers undefined for a language highlight.js does not know, or one meant to stay plain.
 */
export function highlightLanguage(language: string): string | undefined {
  const name = SPELLINGS[language] ?? language;
  if (lowlight.registered(name)) return name;
  if (PLAIN.has(name) || unknown.has(name) || !GRAMMAR_NAME.test(name)) return undefined;
  const key = loadGrammar(name) ? name : keyOfAlias(name);
  const grammar = key && loadGrammar(key);
  if (!key || !grammar) {
    unknown.add(name);
    return undefined;
  }
  lowlight.register(key, grammar);
  return lowlight.registered(name) ? name : key;
}

/** Whether a fence's language is one meant to be shown without highlighting. */
export function isPlainLanguage(language: string): boolean {
  return PLAIN.has(language);
}
