import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fg from 'fast-glob';
import ts from 'typescript';

// The engine (Node) and the browser runtime (the DOM) meet only in src/shared/: each may import shared code, shared code
// imports neither, and neither imports the other. Otherwise DOM code ends up in the engine's build, or Node code in the
// browser's bundle, and the two tsconfigs cannot keep their types apart.
type Side = 'engine' | 'runtime' | 'shared';

function sideOf(file: string): Side {
  if (file.startsWith('src/shared/')) return 'shared';
  if (file.startsWith('src/client/') || file.startsWith('src/watch/browser/') || file.startsWith('templates/'))
    return 'runtime';
  return 'engine';
}

const allowed: Record<Side, Side[]> = {
  engine: ['engine', 'shared'],
  runtime: ['runtime', 'shared'],
  shared: ['shared'],
};

/** The module names that stand for a folder of the tree (tsconfig paths), as the bundler resolves them. */
const aliases: [RegExp, string][] = [
  [/^docgen\/client$/, 'src/client/index.ts'],
  [/^docgen:/, 'src/client/'],
  [/^@theme(-original)?\//, 'templates/'],
  [/^@docusaurus\//, 'src/client/mdx/docusaurus/'],
];

function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return aliases.find(([pattern]) => pattern.test(specifier))?.[1];
}

/** Every import that runs the wrong way, as "file imports specifier (side → side)". */
function crossings(sources: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    const from = sideOf(file);
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      if (specifier.startsWith('node:') && from !== 'engine') {
        found.push(`${file} imports ${specifier} (Node's own module in ${from} code)`);
        continue;
      }
      const to = target(file, specifier);
      if (to !== undefined && !allowed[from].includes(sideOf(to)))
        found.push(`${file} imports ${specifier} (${from} → ${sideOf(to)})`);
    }
  }
  return found;
}

test('imports run engine → shared and runtime → shared only, never between the engine and the browser runtime', async () => {
  const files = await fg(['src/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}']);
  assert.ok(files.length > 100, 'the tree was found');
  const sources = Object.fromEntries(files.map((file) => [file, readFileSync(file, 'utf8')]));
  assert.deepEqual(crossings(sources), []);
});

test('a forbidden import is named with its file and specifier', () => {
  assert.deepEqual(
    crossings({
      'src/client/head.ts':
        "import { pageMeta } from '../render/document.js';\nimport { withBaseUrl } from '../shared/urls.js';",
      'src/render/inline-scripts.ts': "import type { RouteState } from '../client/context.js';",
      'src/shared/urls.ts': "import { readFile } from 'node:fs/promises';\nexport { useSite } from 'docgen/client';",
      'src/build.ts': "import Root from '@theme/Root';",
    }),
    [
      'src/client/head.ts imports ../render/document.js (runtime → engine)',
      'src/render/inline-scripts.ts imports ../client/context.js (engine → runtime)',
      "src/shared/urls.ts imports node:fs/promises (Node's own module in shared code)",
      'src/shared/urls.ts imports docgen/client (shared → runtime)',
      'src/build.ts imports @theme/Root (engine → runtime)',
    ],
  );
});
