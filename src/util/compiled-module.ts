import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Run from its sources (the tests), the engine starts its render threads and its config child on .ts modules, which
 * need tsx's loader: about 4 s of CPU for each render thread to load, 0.4 s compiled. The test runner
 * (scripts/run-tests.mjs) compiles those modules with the tests, under the same paths relative to the repository,
 * into the folder DOCGEN_COMPILED_SOURCES names; this is that compiled module of a `.ts` source, when there is one.
 */
export function compiledModule(source: string): string | undefined {
  const folder = process.env.DOCGEN_COMPILED_SOURCES;
  if (!folder || !source.endsWith('.ts')) return undefined;
  const compiled = path.join(folder, path.relative(ROOT, source).replace(/\.ts$/, '.mjs'));
  return existsSync(compiled) ? compiled : undefined;
}

/** `compiledModule` of a module's URL, as a URL. */
export function compiledModuleUrl(source: URL): URL | undefined {
  const compiled = compiledModule(fileURLToPath(source));
  return compiled === undefined ? undefined : pathToFileURL(compiled);
}
