import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LocalIndex } from '../../src/client/search/local-index.js';
import type { SearchResponse } from '../../src/client/search/types.js';
import {
  buildSearchIndex,
  createSearchIndexer,
  searchManifestUrl,
  type SearchablePage,
  type SearchIndexInput,
} from '../../src/search/build-index.js';
import MiniSearch from 'minisearch';
import {
  decodeShard,
  encodePostings,
  INDEX_OPTIONS,
  type IndexedSection,
  type SearchManifest,
} from '../../src/shared/search-index-format.js';
import { randomFor } from '../fuzz/generate.js';
import { retainedMB } from '../helpers/retained-memory.js';

const doc = (route: string, title: string, sections: SearchablePage['sections']): SearchablePage => ({
  kind: 'doc',
  route,
  title,
  sections,
});

const PAGES: SearchablePage[] = [
  doc('/docs/body', 'Body Page', [
    { anchor: '', heading: '', text: 'An introduction that mentions nothing special.' },
    { anchor: 'usage', heading: 'Usage', text: 'Call the widget factory before rendering anything else.' },
  ]),
  doc('/docs/heading', 'Heading Page', [
    { anchor: 'widget-options', heading: 'Widget options', text: 'Options are plain objects.' },
  ]),
  doc('/docs/title', 'Widget', [{ anchor: '', heading: '', text: 'The main component of the library.' }]),
  doc('/docs/draft', 'Draft Widget', [{ anchor: '', heading: '', text: 'Unfinished widget notes.' }]),
  { kind: 'page', route: '/support', title: 'Widget support', sections: [] },
  { kind: 'notFound', route: '/404', title: 'Page Not Found', sections: [] },
  { kind: 'redirect', route: '/docs', title: 'Redirecting…', sections: [] },
  { kind: 'search', route: '/search', title: 'Search', sections: [] },
];

const INPUT: SearchIndexInput = {
  pages: PAGES,
  // Every page but the draft: the routes of the docs version the index is for.
  routes: new Set(PAGES.map((p) => p.route).filter((r) => r !== '/docs/draft')),
  lang: 'en',
  version: 'current',
  baseUrl: '/base/',
  trailingSlash: false,
};

const routesOf = (pages: SearchablePage[]) => new Set(pages.map((p) => p.route));

/** Builds the index files and loads them as the browser would, from a map of URL to contents. */
function load(input: SearchIndexInput = INPUT) {
  const files = buildSearchIndex(input);
  const byUrl = new Map([files.manifest, ...files.shards].map((f) => [input.baseUrl + f.path, f.contents]));
  const manifest = JSON.parse(files.manifest.contents) as SearchManifest;
  const index = new LocalIndex(manifest, input.lang);
  // As the provider does: the shards a query needs, and when nothing matches, those its suggestions need.
  const search = (query: string, page = 0, pageSize = 10): SearchResponse => {
    for (const { key, url } of index.missingShards(query)) index.addShard(key, JSON.parse(byUrl.get(url)!));
    const response = index.search({ query, page, pageSize });
    if (response.total > 0) return response;
    for (const { key, url } of index.missingSuggestionShards(query)) index.addShard(key, JSON.parse(byUrl.get(url)!));
    return index.search({ query, page, pageSize });
  };
  return { files, manifest, search };
}

const text = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
const marked = (parts: { text: string; match?: true }[]) => parts.filter((p) => p.match).map((p) => p.text);

test('the index holds doc pages only: drafts, custom pages, redirects, search and not-found pages stay out', () => {
  const { manifest } = load();
  assert.deepEqual(manifest.pages, [
    ['/base/docs/body', 'Body Page'],
    ['/base/docs/heading', 'Heading Page'],
    ['/base/docs/title', 'Widget'],
  ]);
});

test("a page of a named part of the site (a blog's post) carries the name, and its results show it", () => {
  const { manifest, search } = load({ ...INPUT, sections: new Map([['/docs/title', 'Blog']]) });
  assert.deepEqual(manifest.pages[2], ['/base/docs/title', 'Widget', 'Blog']);
  const [title, heading] = search('widget').pages;
  assert.equal(title!.section, 'Blog');
  assert.equal(heading!.section, undefined);
});

test('each section keeps its anchor, heading and text; a page that opens with a heading still gets a first section for its title', () => {
  const { manifest } = load();
  assert.deepEqual(manifest.sections, [
    [0, '', '', 'An introduction that mentions nothing special.'],
    [0, 'usage', 'Usage', 'Call the widget factory before rendering anything else.'],
    [1, '', '', ''],
    [1, 'widget-options', 'Widget options', 'Options are plain objects.'],
    [2, '', '', 'The main component of the library.'],
  ]);
});

test('a title match ranks above a heading match, which ranks above a body match', () => {
  const result = load().search('widget');
  assert.deepEqual(
    result.pages.map((p) => p.url),
    ['/base/docs/title', '/base/docs/heading', '/base/docs/body'],
  );
  assert.equal(result.total, 3);
});

test('results link to the matching section, with the matching words marked', () => {
  const [, heading, body] = load().search('widget').pages;
  assert.equal(heading!.hits[0]!.url, '/base/docs/heading#widget-options');
  assert.deepEqual(marked(heading!.hits[0]!.heading), ['Widget']);
  assert.equal(body!.hits[0]!.url, '/base/docs/body#usage');
  assert.equal(text(body!.hits[0]!.snippet), 'Call the widget factory before rendering anything else.');
  assert.deepEqual(marked(body!.hits[0]!.snippet), ['widget']);
});

test('words match as prefixes and with a typo; every word of the query must match', () => {
  const { search } = load();
  assert.deepEqual(
    search('wid').pages.map((p) => p.url),
    ['/base/docs/title', '/base/docs/heading', '/base/docs/body'],
  );
  assert.equal(search('widgit').total, 3, 'one letter wrong');
  assert.deepEqual(
    search('widget factory').pages.map((p) => p.url),
    ['/base/docs/body'],
  );
  assert.equal(search('widget zebra').total, 0);
});

test('no results suggest the closest words of the index, as the docs write them; nothing close, no suggestion', () => {
  const { search } = load();
  // Two edits each (a swap counts as one here, as two for the typo forgiveness of the search itself).
  assert.equal(search('wigdet').total, 0);
  assert.deepEqual(search('wigdet').suggestions, ['Widget']);
  assert.deepEqual(search('widget facotry').suggestions, ['Widget factory']);
  assert.deepEqual(search('widget zebra').suggestions, []);
  assert.deepEqual(search('qqqq').suggestions, []);
  assert.deepEqual(search('widget').suggestions, []);
});

test('the suggestions of a sharded index come from the shards of words that start like the typed one', () => {
  const words = ['serialize', 'sample', 'select', 'connector', 'canvas', 'undo'];
  const pages = words.map((w, i) =>
    doc(`/docs/p${i}`, `Page ${i}`, [{ anchor: '', heading: '', text: `About ${w}.` }]),
  );
  const { search } = load({ ...INPUT, pages, routes: routesOf(pages), shardPostings: 2 });
  assert.equal(search('sreialise').total, 0);
  assert.deepEqual(search('sreialise').suggestions, ['serialize']);
  assert.deepEqual(search('cnonectro').suggestions, ['connector']);
});

test('English words also match the other forms of their stem, and a page whose title matches every word leads', () => {
  const pages = [
    doc('/docs/frame', 'Frame', [
      { anchor: '', heading: '', text: 'Frame loads serialized Nodes.' },
      {
        anchor: 'loading',
        heading: 'Loading serialized Nodes',
        text: 'Pass the output of serialize() to serialize the page again. Serialize!',
      },
    ]),
    doc('/docs/serializing', 'Serializing', [{ anchor: '', heading: '', text: 'How the state becomes JSON.' }]),
    doc('/docs/other', 'Other', [{ anchor: '', heading: '', text: 'Nothing about it.' }]),
  ];
  const english = load({ ...INPUT, pages, routes: routesOf(pages) });
  assert.deepEqual(
    english.search('serialize').pages.map((p) => p.url),
    ['/base/docs/serializing', '/base/docs/frame'],
  );
  assert.deepEqual(marked(english.search('serialize').pages[0]!.title), ['Serializing']);
  // Without an English stemmer, "Serializing" is not a form of "serialize".
  const french = load({ ...INPUT, lang: 'fr', pages, routes: routesOf(pages) });
  assert.deepEqual(
    french.search('serialize').pages.map((p) => p.url),
    ['/base/docs/frame'],
  );
});

test("the page's opening section has no heading of its own; a page opening with a heading shows its first words", () => {
  const pages = [doc('/docs/widget', 'Widget', [{ anchor: 'setup', heading: 'Setup', text: 'Install it first.' }])];
  const [result] = load({ ...INPUT, pages, routes: routesOf(pages) }).search('widget').pages;
  assert.deepEqual(
    result!.hits.map((h) => [h.url, text(h.heading), text(h.snippet)]),
    [['/base/docs/widget', '', 'Install it first.']],
  );
});

test('a snippet shows the matching words of long sections, which keep the start of each block, from the start of the block', () => {
  // The first member's long description is cut to its start, so that the third member stays.
  const members = [0, 1, 2, 3].map(
    (i) => `member${i} — ${'Tells what this member does. '.repeat(i === 0 ? 20 : 2).trim()}`,
  );
  const pages = [doc('/docs/api', 'API', [{ anchor: 'returns', heading: 'Returns', text: members.join('\n') }])];
  const { manifest, search } = load({ ...INPUT, pages, routes: routesOf(pages) });
  assert.ok(manifest.sections[1]![3].length <= 401, 'the section is cut');
  const [result] = search('member2').pages;
  assert.match(
    text(result!.hits[0]!.snippet),
    /^…member2 — Tells what this member does\. Tells what this member does\. member3 —/,
  );
  assert.deepEqual(marked(result!.hits[0]!.snippet), ['member2']);
});

test('results come in pages', () => {
  const { search } = load();
  const first = search('widget', 0, 2);
  const second = search('widget', 1, 2);
  assert.deepEqual([first.pages.length, first.hasMore, second.pages.length, second.hasMore], [2, true, 1, false]);
});

test('a large index is split into shards; a query loads only those its words need, and finds the same', () => {
  // Three-letter words: short enough to match without typos, which are only looked for among words of the same two first letters.
  const words = Array.from(
    { length: 400 },
    (_, i) => `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}q`,
  );
  const pages = words.map((w, i) =>
    doc(`/docs/p${i}`, `Page ${i}`, [{ anchor: '', heading: '', text: `${w} shared ${i % 2 ? 'odd' : 'even'}` }]),
  );
  const small = load({ ...INPUT, pages, routes: routesOf(pages), shardPostings: 50 });
  assert.ok(small.files.shards.length > 10, `${small.files.shards.length} shards`);
  const index = new LocalIndex(small.manifest);
  assert.ok(index.missingShards('kcq').length < small.files.shards.length / 2, 'one word needs a few shards, not all');
  const whole = load({ ...INPUT, pages, routes: routesOf(pages) });
  assert.equal(whole.files.shards.length, 1);
  for (const query of ['kcq', 'shared odd', 'zbq odd', 'sha', 'k']) {
    assert.deepEqual(small.search(query, 0, 500), whole.search(query, 0, 500), query);
  }
});

test('shards encode postings as gaps and decode to MiniSearch entries', () => {
  const shard = [['term', 0, encodePostings([3, 1, 10, 2]), 2, encodePostings([7, 1])]];
  assert.deepEqual(shard, [['term', 0, [3, 7, -2], 2, [7]]]);
  assert.deepEqual(decodeShard(shard), [['term', { 0: { 3: 1, 10: 2 }, 2: { 7: 1 } }]]);
});

test('the index holds exactly the terms, counts and field lengths MiniSearch computes for the same sections', () => {
  const r = randomFor(3, 0);
  const WORDS = [
    'Widget',
    'widget',
    'WIDGET',
    'node',
    'résumé',
    'naïve',
    '日本語',
    'useNode()',
    '<Editor />',
    'a.b',
    'x-y',
    '10:30',
    '',
    '  ',
    'émoji 🎉',
    'the',
  ];
  const sentence = () => r.times(0, 30, () => r.pick(WORDS)).join(r.pick([' ', ', ', '\n', '  ']));
  const pages = Array.from({ length: 60 }, (_, i) =>
    doc(
      `/docs/p${i}`,
      sentence(),
      r.times(0, 5, () => ({
        anchor: r.pick(['', 'a', 'b']),
        heading: sentence(),
        text: sentence(),
        names: r.times(0, 3, () => r.pick(WORDS)),
        code: { names: r.times(0, 3, () => `${r.pick(WORDS)}Fn`), lines: [] },
      })),
    ),
  );
  const files = buildSearchIndex({ ...INPUT, pages, routes: routesOf(pages), shardPostings: 40 });
  const manifest = JSON.parse(files.manifest.contents) as SearchManifest;
  // The sections as the index numbers them: a page that does not open with text gets an empty first section.
  const sections = pages.flatMap((page) => {
    const [first, ...rest] =
      page.sections[0]?.anchor === '' ? page.sections : [{ anchor: '', heading: '', text: '' }, ...page.sections];
    return [{ ...first!, title: page.title }, ...rest.map((section) => ({ ...section, title: '' }))];
  });
  const reference = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
  sections.forEach(({ title, heading, text, names, code }, id) =>
    reference.add({ id, title, heading, text, names: (names ?? []).join(' '), code: (code?.names ?? []).join(' ') }),
  );
  assert.equal(manifest.sections.length, sections.length);
  const expected = reference.toJSON();
  const entries = files.shards.flatMap((shard) => decodeShard(JSON.parse(shard.contents)));
  assert.ok(files.shards.length > 5);
  assert.deepEqual(Object.fromEntries(entries), Object.fromEntries(expected.index));
  assert.deepEqual(
    manifest.fieldLengths,
    manifest.sections.flatMap((_, id) => expected.fieldLength[id]!),
  );
  assert.deepEqual(manifest.averageFieldLength, expected.averageFieldLength);
});

test('the manifest keeps one address per locale and version; the shards it lists are named by their content', () => {
  const files = buildSearchIndex(INPUT);
  assert.equal(files.manifest.path, '_docgen/search/en-current.json');
  assert.equal(searchManifestUrl('/base/', { lang: 'en', version: 'current' }), '/base/_docgen/search/en-current.json');
  const manifest = JSON.parse(files.manifest.contents);
  assert.deepEqual(
    manifest.shards.map(([, url]: [string, string]) => url),
    files.shards.map((f) => `${INPUT.baseUrl}${f.path}`),
  );
  for (const shard of files.shards) assert.match(shard.path, /^assets\/data\/search-en-current-[A-Za-z0-9]{10}\.json$/);
  assert.deepEqual(
    buildSearchIndex(INPUT).shards.map((f) => f.path),
    files.shards.map((f) => f.path),
    'the same input gives the same names',
  );
});

test('the search index does not keep the text it was fed in memory, only its terms and snippets', () => {
  const text = (i: number) => `term${i}x${'a'.repeat(40)} ${'filler words repeated '.repeat(4000)}`;
  const route = (t: string) => `/docs/p${t.slice(4, 10)}`;
  const routes = new Set(Array.from({ length: 200 }, (_, i) => route(text(i))));
  const indexer = createSearchIndexer({ routes, lang: 'en', version: 'current', baseUrl: '/' });
  const growth = retainedMB(200, text, (t) =>
    indexer.add({
      kind: 'doc',
      route: route(t),
      title: 'T',
      sections: [{ anchor: '', heading: '', text: t }],
    }),
  );
  assert.ok(growth < 8, `indexing 200 sections of 90 KB grew the heap by ${growth.toFixed(1)} MB`);
});

test('the API members a section documents weigh more than its text; a hit names the member its text does not show', () => {
  const members = ['connectors', 'actions', 'query', 'serialize'].map(
    (name) => `${name} — ${'What this member does, in some detail. '.repeat(4).trim()}`,
  );
  const pages = [
    doc('/docs/api/use-editor', 'useEditor()', [
      {
        anchor: 'returns',
        heading: 'Returns',
        text: members.join('\n'),
        names: ['connectors', 'actions', 'query', 'serialize'],
      },
    ]),
    doc('/docs/guide', 'Guide', [
      {
        anchor: '',
        heading: '',
        text: `${'Some words first. '.repeat(3)}Then serialize the page, and serialize it again.`,
      },
    ]),
  ];
  const [first] = load({ ...INPUT, pages, routes: routesOf(pages) }).search('serialize').pages;
  assert.equal(first!.url, '/base/docs/api/use-editor', 'a member name weighs more than words of the text');
  assert.deepEqual(first!.hits[0]!.heading, [{ text: 'Returns' }, { text: ' › ' }, { text: 'serialize', match: true }]);
  const [api] = load({ ...INPUT, pages, routes: routesOf(pages) }).search('connectors').pages;
  assert.deepEqual(api!.hits[0]!.heading, [{ text: 'Returns' }], 'shown in the snippet: not repeated');
});

test('names used in code find their section, below any page whose prose holds them; the hit shows the line of code', () => {
  const pages = [
    doc('/docs/example', 'Example', [
      {
        anchor: 'start',
        heading: 'Start',
        text: 'Start a server.',
        code: {
          names: ['createServer', 'server', 'listen', 'retries', 'port'],
          lines: ["import { createServer } from 'node:http';", 'server.listen({ retries: 3, port });'],
        },
      },
    ]),
    doc('/docs/options', 'Options', [{ anchor: 'retries', heading: 'retries', text: 'How often to try again.' }]),
  ];
  const { search, manifest } = load({ ...INPUT, pages, routes: routesOf(pages) });
  const found = search('createServer').pages;
  assert.deepEqual(
    found.map((p) => p.url),
    ['/base/docs/example'],
  );
  assert.deepEqual(found[0]!.hits[0], {
    url: '/base/docs/example#start',
    heading: [{ text: 'Start' }],
    snippet: [{ text: 'import { ' }, { text: 'createServer', match: true }, { text: " } from 'node:http';" }],
    code: true,
  });
  assert.deepEqual(
    search('retries').pages.map((p) => p.url),
    ['/base/docs/options', '/base/docs/example'],
    'the page whose heading holds the name first, though the other uses it in code',
  );
  assert.deepEqual(
    manifest.sections.map((s) => s[4]),
    [
      undefined,
      "import { createServer } from 'node:http';\nserver.listen({ retries: 3, port });",
      undefined,
      undefined,
    ],
    'a section without code keeps no line of it',
  );
});

test('a name in code that the section’s prose holds is found by the prose; a name past the lines kept is named in the hit’s heading', () => {
  const calls = Array.from({ length: 12 }, (_, i) => `computeTheValue${i}`);
  const pages = [
    doc('/docs/long', 'Long', [
      {
        anchor: 'setup',
        heading: 'Setup',
        text: 'Call computeTheValue0 first.',
        code: {
          names: [...calls, 'lastName'],
          lines: [...calls.map((call) => `${call}();`), 'lastName();'],
        },
      },
    ]),
  ];
  const { search, manifest } = load({ ...INPUT, pages, routes: routesOf(pages) });
  assert.ok(
    !manifest.sections[1]![4]!.includes('computeTheValue0()'),
    'the prose shows it: no line of code kept for it',
  );
  assert.deepEqual(search('computeTheValue0').pages[0]!.hits[0]!.snippet, [
    { text: 'Call ' },
    { text: 'computeTheValue0', match: true },
    { text: ' first.' },
  ]);
  const hit = search('lastName').pages[0]!.hits[0]!;
  assert.deepEqual(hit.heading, [{ text: 'Setup' }, { text: ' › ' }, { text: 'lastName', match: true }]);
  assert.equal(hit.code, undefined);
});
