import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { ROOT } from '../helpers/site.js';

/** The modules `file` imports for their values, as the engine's bundle loads them at once: type imports and import() left out. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    const loads =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier);
    if (loads) found.push(((statement as ts.ImportDeclaration).moduleSpecifier as ts.StringLiteral).text);
  }
  return found;
}

/** Every engine file and package that loading `entry` loads, following relative imports through src/. */
function loadedBy(entry: string): Set<string> {
  const loaded = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('node:')) continue;
      if (!specifier.startsWith('.')) {
        loaded.add(specifier);
        continue;
      }
      const target = path.posix.join(path.posix.dirname(file), specifier).replace(/\.js$/, '');
      const resolved = ['.ts', '.tsx'].map((ext) => target + ext).find((f) => existsSync(path.join(ROOT, f)));
      if (resolved) todo.push(resolved);
    }
  }
  return loaded;
}

test('the CLI loads no site-building code before it knows the command: `--version` and the start of every command pay for none', () => {
  const loaded = [...loadedBy('src/cli/main.ts')];
  const heavy = loaded.filter((m) =>
    /^(src\/(config|links|pipeline|site|sources|markdown|bundle)\/|yaml$|zod|js-yaml|unified|esbuild|fast-glob)/.test(
      m,
    ),
  );
  assert.deepEqual(heavy, []);
});

test('serve --watch loads no translation of the theme, js-yaml nor image-size before a site needs one (issue #37)', () => {
  const loaded = [...loadedBy('src/watch/serve-watch.ts')];
  // Else the test would pass for want of reading docs at all.
  for (const reader of ['src/content/front-matter.ts', 'src/i18n/theme-strings.ts', 'src/assets/image-sizes.ts'])
    assert.ok(loaded.includes(reader), reader);
  assert.deepEqual(
    loaded.filter((m) => m === 'js-yaml' || m === 'image-size' || m.startsWith('src/i18n/theme/')),
    [],
  );
});
