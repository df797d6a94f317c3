import path from 'node:path';
import { DOCGEN_ROOT } from '../bundle/theme-files.js';

/**
 * A module of docgen that a built-in plugin names for the render threads to import, by its path under `src/` without
 * its extension: the source when docgen runs from it (the tests), else the compiled file in `dist/` (each such module
 * is an entry of scripts/build-engine.mjs).
 */
export function engineModule(name: string): string {
  return import.meta.url.endsWith('.ts')
    ? path.join(DOCGEN_ROOT, 'src', `${name}.ts`)
    : path.join(DOCGEN_ROOT, 'dist', `${name}.js`);
}
