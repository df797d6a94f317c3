import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeEntry, decodeHead, encodeEntry, ENTRY_PREFIX, headerLength } from '../../src/cache/entry-file.js';

const NAME = 'page-key';
const entry = () => encodeEntry(NAME, { paths: ['a.html', 'a.json'] }, ['<p>é</p>', new Uint8Array([1, 2, 3])]);

test('an entry reads back as its header and parts', () => {
  const read = decodeEntry<{ paths: string[] }>(entry(), NAME);
  assert.deepEqual(read?.meta, { paths: ['a.html', 'a.json'] });
  assert.deepEqual(
    read?.parts.map((p) => [...p]),
    [[...Buffer.from('<p>é</p>')], [1, 2, 3]],
  );
});

test('an entry cut short, one changed byte, trailing bytes or another file read as no entry', () => {
  const whole = entry();
  for (let length = 0; length < whole.length; length += 7)
    assert.equal(decodeEntry(whole.subarray(0, length), NAME), undefined, `cut at ${length}`);
  for (let at = 0; at < whole.length; at += 5) {
    const changed = Buffer.from(whole);
    changed[at] = changed[at]! ^ 0x20;
    assert.equal(decodeEntry(changed, NAME), undefined, `byte ${at} changed`);
  }
  assert.equal(decodeEntry(Buffer.concat([whole, Buffer.from('x')]), NAME), undefined);
  assert.equal(decodeEntry(Buffer.from('{"meta": 1, "sizes": []}'), NAME), undefined);
});

test('a whole entry read under the name of another reads as no entry', () => {
  assert.equal(decodeEntry(entry(), 'page-another-key'), undefined);
});

test("an entry's header reads back from its start alone, and not from a file cut short or another entry's", () => {
  const whole = entry();
  const head = whole.subarray(0, ENTRY_PREFIX + headerLength(whole)!);
  assert.deepEqual(decodeHead(head, NAME, whole.length), { paths: ['a.html', 'a.json'] });
  assert.equal(decodeHead(head, NAME, whole.length - 1), undefined);
  assert.equal(decodeHead(head, 'page-another-key', whole.length), undefined);
  for (let at = 0; at < head.length; at += 5) {
    const changed = Buffer.from(head);
    changed[at] = changed[at]! ^ 0x20;
    assert.equal(decodeHead(changed, NAME, whole.length), undefined, `byte ${at} changed`);
  }
});
