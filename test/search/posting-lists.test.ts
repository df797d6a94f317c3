import assert from 'node:assert/strict';
import test from 'node:test';
import { PostingLists } from '../../src/search/posting-lists.js';
import { encodePostings } from '../../src/shared/search-index-format.js';
import { retainedMB } from '../helpers/retained-memory.js';

test('each list reads back as encodePostings writes its postings, across many interleaved lists and block sizes', () => {
  const lists = new PostingLists();
  const flats: number[][] = [];
  const ids = Array.from({ length: 300 }, () => lists.create());
  for (let id = 0; id < 5000; id++) {
    for (const list of ids) {
      // List n gets every (n+1)th id, with counts of 1 mostly: short lists and lists of thousands.
      if (id % (list + 1) !== 0) continue;
      const count = id % 7 === 0 ? 3 : 1;
      lists.push(list, id, count);
      (flats[list] ??= []).push(id, count);
    }
  }
  for (const list of ids) {
    assert.deepEqual(lists.encoded(list), encodePostings(flats[list]!), `list ${list}`);
    assert.equal(lists.postings(list), flats[list]!.length / 2);
  }
});

test('a million postings take about 4 bytes each, not the 8 and more of arrays of numbers', () => {
  const lists = new PostingLists();
  const terms = Array.from({ length: 2000 }, () => lists.create());
  const growth = retainedMB(
    1,
    () => '',
    () => {
      for (let id = 0; id < 500; id++) for (const list of terms) lists.push(list, id * 3, 1);
    },
  );
  assert.ok(growth < 8, `a million postings grew the heap by ${growth.toFixed(1)} MB`);
});
