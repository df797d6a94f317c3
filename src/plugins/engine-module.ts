import path from 'node:path';
import { DOCGEN_ROOT } from '../bundle/theme-files.js';
import { compiledModule } from '../util/compiled-module.js';

/**
 * A module of docgen that a built-in plugin names for the render threads to import, by its path under `src/` without
 * its extension: the source when docgen runs from it (the tests), else the compiled file in `dist/` (each such module
 * is an entry of scripts/build-engine.mjs), or the one the test runner compiled from the source (compiledModule), which
 * a render thread that is itself compiled can import.
 */
export function engineModule(name: string): string {
  if (!import.meta.url.endsWith('.ts')) return path.join(DOCGEN_ROOT, 'dist', `${name}.js`);
  const source = path.join(DOCGEN_ROOT, 'src', `${name}.ts`);
  return compiledModule(source) ?? source;
}
