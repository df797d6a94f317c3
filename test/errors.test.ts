import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fg from 'fast-glob';
import ts from 'typescript';
import { errorLines } from '../src/cli/report.js';
import { ERROR_CATALOGUE } from '../src/error-catalogue.js';
import { DocgenError, fromPlainError, reportOf, systemErrorAsUserError, toPlainError } from '../src/errors.js';

const plain = { mark: '✗', hint: (text: string) => text };

test('every error of the catalogue has its own permanent name', () => {
  const names = ERROR_CATALOGUE.map((e) => e.name);
  assert.deepEqual([...new Set(names)], names);
});

test('an error is named by the catalogue and gets its hint, printed under it with the name', () => {
  const error = new DocgenError('navbar.items[0]: the navbar links to doc "nowhere", which does not exist', {
    file: 'site.config.yaml',
    line: 13,
    column: 14,
  });
  assert.equal(reportOf(error).name, 'config-unknown-doc');
  assert.deepEqual(errorLines([error], plain), [
    '✗ site.config.yaml:13:14 - navbar.items[0]: the navbar links to doc "nowhere", which does not exist',
    '  hint: name a doc by its id: its path in the docs folder without extension, or its front matter id [config-unknown-doc]',
  ]);
});

test('a hint given where the error is made wins over the catalogue; a schema error of a key is a config error', () => {
  const own = new DocgenError(
    'duplicate route /docs/a: claimed by docs/a.md and docs/b.md',
    { file: 'docs/a.md' },
    'rename one',
  );
  assert.deepEqual(reportOf(own), {
    message: own.reason,
    file: 'docs/a.md',
    line: undefined,
    column: undefined,
    name: 'duplicate-route',
    hint: 'rename one',
  });
  assert.equal(
    reportOf(
      new DocgenError('docs.sidebar.hideable: expected boolean, received string', {
        file: 'c.yaml',
        line: 2,
        column: 3,
      }),
    ).name,
    'config-invalid',
  );
  assert.deepEqual(errorLines([new DocgenError('an error of no kind docgen knows')], plain), [
    '✗ an error of no kind docgen knows',
  ]);
});

/** The messages a `new DocgenError(…)` can make, with each `${…}` filled in as a word and as a number. */
function sampleMessages(node: ts.Expression): string[] | undefined {
  if (ts.isParenthesizedExpression(node)) return sampleMessages(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return ['x', '1'].map(
      (value) => node.head.text + node.templateSpans.map((span) => value + span.literal.text).join(''),
    );
  if (ts.isConditionalExpression(node)) {
    const [a, b] = [sampleMessages(node.whenTrue), sampleMessages(node.whenFalse)];
    return a && b ? [...a, ...b] : undefined;
  }
  return undefined;
}

/** Every place in src/ that makes a DocgenError whose catalogue entry cannot be told, as "file:line message". */
function uncatalogued(): string[] {
  const names = new Set(ERROR_CATALOGUE.map((e) => e.name));
  const found: string[] = [];
  for (const file of fg.sync('src/**/*.{ts,tsx}')) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && node.expression.getText() === 'DocgenError' && node.arguments?.[0]) {
        const [message, , , name] = node.arguments;
        const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${message.getText().slice(0, 90)}`;
        if (name) {
          // A copy of another DocgenError keeps its entry; otherwise the name must be one of the catalogue.
          const copied = ts.isPropertyAccessExpression(name) && name.name.text === 'catalogueName';
          if (!copied && !(ts.isStringLiteral(name) && names.has(name.text))) found.push(`${where} (names no entry)`);
        } else {
          const samples = sampleMessages(message);
          if (!samples) found.push(`${where} (a message of other words needs its entry's name)`);
          else if (!samples.some((text) => ERROR_CATALOGUE.some((e) => e.matches?.test(text))))
            found.push(`${where} (no entry matches)`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

test('every DocgenError docgen makes has its entry in the catalogue, with a hint', () => {
  assert.deepEqual(uncatalogued(), []);
  for (const entry of ERROR_CATALOGUE) assert.ok(entry.hint.length > 0, entry.name);
});

test("an error carrying a parser's words is named where it is made, and keeps its name across a thread", () => {
  const error = fromPlainError(
    toPlainError(
      new DocgenError(
        'Unexpected character `!`',
        { file: 'docs/a.md', line: 3, column: 2 },
        undefined,
        'markdown-syntax',
      ),
    ),
  );
  assert.deepEqual(errorLines([error], plain), [
    '✗ docs/a.md:3:2 - Unexpected character `!`',
    '  hint: fix the Markdown or the HTML in it at that place [markdown-syntax]',
  ]);
});

test("the operating system's refusals are told in plain words, named file-system", () => {
  const error = systemErrorAsUserError(
    Object.assign(new Error('EROFS'), { code: 'EROFS', syscall: 'mkdir', path: '/srv/site' }),
  )!;
  assert.equal(reportOf(error).name, 'file-system');
  assert.equal(reportOf(error).hint, 'build into a writable folder with --out-dir');
});
