import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseNumberPrefix } from '../../src/content/number-prefix.js';

test('number prefixes are stripped as Docusaurus strips them; version- and date-like names keep their digits', () => {
  const cases: [string, string, number | undefined][] = [
    ['01-intro', 'intro', 1],
    ['1 - Intro', 'Intro', 1],
    ['002_setup', 'setup', 2],
    ['5.1', '5.1', undefined],
    ['7.4-notes', '7.4-notes', undefined],
    ['v1.2', 'v1.2', undefined],
    ['2021-01-31-release', '2021-01-31-release', undefined],
    ['12.05', '12.05', undefined],
    ['1-', '1-', undefined],
    ['intro', 'intro', undefined],
  ];
  for (const [name, stripped, prefix] of cases)
    assert.deepEqual(
      parseNumberPrefix(name),
      { name: stripped, ...(prefix === undefined ? {} : { numberPrefix: prefix }) },
      name,
    );
});
