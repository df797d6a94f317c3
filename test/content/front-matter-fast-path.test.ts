/*
 * `knownGood`, the front matter check that spares zod, restates the schema's simple keys: for every key it decides
 * and every value of a simple type, it must accept what the schema accepts, as the schema gives it, and refuse what
 * the schema refuses. A change of the schema that `knownGood` does not follow fails here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frontMatterSchema, knownGood } from '../../src/content/front-matter.js';

const SAMPLES: unknown[] = [
  'intro',
  '',
  'a/b',
  0,
  1,
  2,
  6,
  7,
  1.5,
  -3,
  true,
  false,
  null,
  [],
  ['a'],
  [''],
  [1],
  ['a', null],
  { label: 'x' },
];

test('for every key knownGood decides, each simple value is accepted or refused as the schema does', () => {
  const decided = Object.keys(frontMatterSchema.shape).filter((key) =>
    SAMPLES.some((value) => knownGood({ [key]: value }) !== undefined),
  );
  assert.ok(decided.length >= 20, `knownGood decides ${decided.join(', ')}`);
  const differences: string[] = [];
  for (const key of decided)
    for (const value of SAMPLES) {
      const fast = knownGood({ [key]: value });
      const schema = frontMatterSchema.safeParse({ [key]: value });
      const shown = `${key}: ${JSON.stringify(value)}`;
      if ((fast !== undefined) !== schema.success)
        differences.push(
          `${shown}: knownGood ${fast ? 'accepts' : 'refuses'}, the schema ${schema.success ? 'accepts' : 'refuses'}`,
        );
      else if (fast && schema.success && JSON.stringify(fast) !== JSON.stringify(schema.data))
        differences.push(
          `${shown}: knownGood gives ${JSON.stringify(fast)}, the schema ${JSON.stringify(schema.data)}`,
        );
    }
  assert.deepEqual(differences, []);
});
