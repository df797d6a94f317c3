// highlight.js's typings open with `/// <reference lib="dom" />`, which would give all of the engine the DOM's globals
// (`document` would type-check in Node code). tsconfig.engine.json maps the package to this file instead: the parts of
// its API that the engine and lowlight's typings use. The main tsconfig checks the same code against the real typings.
export interface Language {
  name?: string;
  aliases?: string[];
}

export interface HLJSApi {
  listLanguages(): string[];
  getLanguage(name: string): Language | undefined;
}

export type LanguageFn = (hljs: HLJSApi) => Language;

declare const hljs: HLJSApi;
export default hljs;
