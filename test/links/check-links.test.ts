import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlLinks } from '../../src/links/check-links.js';

const page = (body: string) => `<html><head><meta name="description" content="x"></head><body>${body}</body></html>`;

test('an <a name="x"> in a page is a link target, as browsers scroll to it', () => {
  const { ids } = htmlLinks(page('<a name="old-name"></a><a id="old-id"></a><h2 id="heading">H</h2><a class="x" href="#y" name="after-href">t</a>'));
  assert.deepEqual(ids.sort(), ['after-href', 'heading', 'old-id', 'old-name']);
});

test('a name on another element (a form field, a meta tag) is no link target', () => {
  const { ids } = htmlLinks(page('<input name="q"><map name="m"></map><abbr name="nope">x</abbr>'));
  assert.deepEqual(ids, []);
});
