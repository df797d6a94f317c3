import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlLinks } from '../../src/links/check-links.js';
import { retainedMB } from '../helpers/retained-memory.js';

// 400 pages of 100 KB: 40 MB (80 MB as UTF-16) if what is kept holds on to the pages.
const page = (i: number) =>
  `<!doctype html><html><head></head><body><a href="/docs/page-${i}-with-a-long-path">x</a><h2 id="section-${i}-long-anchor">y</h2>${'<p>filler text</p>'.repeat(5500)}<script id="__docgen_data"></script></body></html>`;

test("the link facts kept of each page do not keep the page's HTML in memory", () => {
  const growth = retainedMB(400, page, htmlLinks);
  assert.ok(growth < 8, `keeping the links of 400 pages of 100 KB grew the heap by ${growth.toFixed(1)} MB`);
});
