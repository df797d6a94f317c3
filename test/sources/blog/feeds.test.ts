/**
 * A blog's feeds carry each post's whole content, as Docusaurus's do, with its links and images made absolute;
 * the description stays the summary, and `limit` bounds the posts carried.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../../src/build.js';
import { siteFolders } from '../../helpers/site.js';

const site = siteFolders('docgen-feeds-');

const FILES = {
  'site.config.yaml': `title: Zoo
url: https://zoo.example.com
baseUrl: /zoo/
docs:
  sidebars:
    main: [intro]
blog:
  onUntruncatedBlogPosts: ignore
  feedOptions:
    type: all
    limit: 2
`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'blog/2024-03-01-pond/index.md': `---
description: A pond for the ducks.
---
# A new pond

The pond is **open**: see the [intro](../../docs/intro.md), [below](#ducks) and [the site](https://example.org/x?a=1&b=2).

![The pond](./pond.png)

## Ducks

Welcome.
`,
  'blog/2024-03-01-pond/pond.png': 'not really a picture',
  'blog/2024-02-01-feeding.md': '# Feeding\n\nAt noon.\n',
  'blog/2024-01-01-oldest.md': '# Oldest\n\nBeyond the limit.\n',
};

test('the feeds carry each post whole, its links and images absolute, its description as the summary', async () => {
  const dir = await site(FILES);
  await build({ configFile: path.join(dir, 'site.config.yaml') });
  const read = (file: string) => readFile(path.join(dir, 'build/blog', file), 'utf8');

  const rss = await read('rss.xml');
  assert.match(rss, /xmlns:content="http:\/\/purl.org\/rss\/1.0\/modules\/content\/"/);
  assert.equal((rss.match(/<item>/g) ?? []).length, 2);
  assert.doesNotMatch(rss, /Oldest/);
  assert.match(rss, /<description>A pond for the ducks\.<\/description>/);
  const encoded = /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(rss)?.[1] ?? '';
  assert.match(encoded, /The pond is <strong>open<\/strong>/);
  assert.match(encoded, /href="https:\/\/zoo.example.com\/zoo\/docs\/intro"/);
  assert.match(encoded, /href="https:\/\/zoo.example.com\/zoo\/blog\/2024\/03\/01\/pond#ducks"/);
  assert.match(encoded, /href="https:\/\/example.org\/x\?a=1&amp;b=2"/);
  assert.match(encoded, /<img[^>]+src="https:\/\/zoo.example.com\/zoo\/assets\/[^"]*pond[^"]*\.png"/);
  assert.match(encoded, /Welcome\./);
  // The post's title is the item's, not repeated in its content.
  assert.doesNotMatch(encoded, /<h1/);
  // A post without a description is summed up by its first words.
  assert.match(rss, /<description>At noon\.<\/description>/);

  const atom = await read('atom.xml');
  assert.match(atom, /<summary type="html">A pond for the ducks\.<\/summary>/);
  assert.match(atom, /<content type="html">[^<]*The pond is &lt;strong&gt;open&lt;\/strong&gt;/);
  assert.match(atom, /href=&quot;https:\/\/zoo.example.com\/zoo\/docs\/intro&quot;/);

  const json = JSON.parse(await read('feed.json')) as {
    items: { title: string; summary?: string; content_html?: string }[];
  };
  const pond = json.items.find((i) => i.title === 'A new pond')!;
  assert.equal(pond.summary, 'A pond for the ducks.');
  assert.match(pond.content_html ?? '', /src="https:\/\/zoo.example.com\/zoo\/assets\/[^"]*pond[^"]*\.png"/);
  assert.match(json.items.find((i) => i.title === 'Feeding')?.content_html ?? '', /<p>At noon\.<\/p>/);
});
