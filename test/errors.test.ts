import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorLines } from '../src/cli/report.js';
import { DocgenError, ERROR_CATALOGUE, reportOf } from '../src/errors.js';

const plain = { mark: '✗', hint: (text: string) => text };

test('every error of the catalogue has its own permanent name', () => {
  const names = ERROR_CATALOGUE.map((e) => e.name);
  assert.deepEqual([...new Set(names)], names);
});

test('an error is named by the catalogue and gets its hint, printed under it with the name', () => {
  const error = new DocgenError('navbar.items[0]: the navbar links to doc "nowhere", which does not exist', { file: 'site.config.yaml', line: 13, column: 14 });
  assert.equal(reportOf(error).name, 'config-unknown-doc');
  assert.deepEqual(errorLines([error], plain), [
    '✗ site.config.yaml:13:14 - navbar.items[0]: the navbar links to doc "nowhere", which does not exist',
    '  hint: name a doc by its id: its path in the docs folder without extension, or its front matter id [config-unknown-doc]',
  ]);
});

test('a hint given where the error is made wins over the catalogue; a schema error of a key is a config error', () => {
  const own = new DocgenError('duplicate route /docs/a: claimed by docs/a.md and docs/b.md', { file: 'docs/a.md' }, 'rename one');
  assert.deepEqual(reportOf(own), { message: own.reason, file: 'docs/a.md', line: undefined, column: undefined, name: 'duplicate-route', hint: 'rename one' });
  assert.equal(reportOf(new DocgenError('docs.sidebar.hideable: expected boolean, received string', { file: 'c.yaml', line: 2, column: 3 })).name, 'config-invalid');
  assert.deepEqual(errorLines([new DocgenError('an error of no kind docgen knows')], plain), ['✗ an error of no kind docgen knows']);
});
