/**
 * The browser's generated entry: Infima's classes (Docusaurus's CSS framework) come with a site whose pages are
 * written in them, after docgen's theme and before the site's custom CSS; a site without such pages has none.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ThemeBundleInput } from '../../src/bundle/bundle-theme.js';
import { clientEntry } from '../../src/bundle/client-entry.js';
import type { PageKind } from '../../src/bundle/page-kinds.js';

const input = {
  siteDir: '/site',
  pagesDir: 'src/pages',
  pageModules: ['index.tsx'],
  customCss: ['src/css/custom.css'],
} as ThemeBundleInput;
const page = (infima: boolean): Record<string, PageKind> => ({
  'index.tsx': { interactive: true, styles: [], infima },
});
const imports = (entry: string) => [...entry.matchAll(/^import "([^"]+\.css)";$/gm)].map((m) => m[1]!.split('/').pop());

test("a site whose pages are written in Infima's classes has them, before its custom CSS; another has none", () => {
  assert.deepEqual(imports(clientEntry(input, new Map(), page(true))), [
    'infima-classes.css',
    'infima-alerts-tables.css',
    'infima-utilities.css',
    'custom.css',
  ]);
  assert.deepEqual(imports(clientEntry(input, new Map(), page(false))), ['custom.css']);
});

test("a site's clientModules stylesheets come after its custom CSS, as Docusaurus orders them", () => {
  const withModules = { ...input, siteClientModules: ['/site/src/analytics.js', '/site/src/css/extra.css'] };
  assert.deepEqual(imports(clientEntry(withModules, new Map(), page(false))), ['custom.css', 'extra.css']);
});
