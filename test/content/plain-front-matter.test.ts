import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseDocument } from 'yaml';
import { plainFrontMatter } from '../../src/content/plain-front-matter.js';
import { splitFrontMatter } from '../../src/content/front-matter.js';
import { DocgenErrors } from '../../src/errors.js';

const root = path.resolve(import.meta.dirname, '../..');

/** What the YAML parser reads, or undefined where it finds errors. */
function parsed(yamlText: string): unknown {
  const doc = parseDocument(yamlText, { prettyErrors: false });
  return doc.errors.length > 0 ? undefined : (doc.toJS() ?? {});
}

/** The fast reader either leaves the text to the parser, or reads exactly what the parser reads, keys in order. */
function assertSameAsParser(yamlText: string): void {
  const plain = plainFrontMatter(yamlText);
  if (plain === undefined) return;
  const expected = parsed(yamlText);
  assert.deepStrictEqual(plain, expected, `read differently: ${JSON.stringify(yamlText)}`);
  assert.deepStrictEqual(Object.keys(plain), Object.keys(expected as object), JSON.stringify(yamlText));
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : markdownFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

test("every front matter of the repository's docs and fixtures is read as the YAML parser reads it", () => {
  let plain = 0;
  for (const file of ['docs', 'test', 'templates'].flatMap((dir) => markdownFiles(path.join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    const yamlText = text.startsWith('---') ? /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*$/m.exec(text)?.[1] : undefined;
    if (yamlText === undefined) continue;
    assertSameAsParser(yamlText);
    if (plainFrontMatter(yamlText)) plain++;
  }
  assert.ok(plain > 0, 'some front matter is plain');
});

/** Read without the parser, each: the shapes of front matter most docs have. */
const PLAIN = [
  'title: Hello world\nsidebar_position: 3\n',
  'id: close-track\ntitle: "Close Track Origin Native"\nsidebar_label: \'Close Track\'\nsidebar_position: 9\n',
  'draft: true\nhide_title: False\nunlisted: FALSE\n',
  'keywords: [docs, api, "v2"]\ntags:\n  - one\n  - two\n',
  'tags:\n- one\n- 2\n\n# a comment line\nslug: /a/b\n',
  'description: a:b http://example.com/x?y=1#z C# it\'s "quoted" in the middle\n',
  'date: 2024-01-02\nversion: 1.10\nzip: 0123\noctal: 0o17\nhex: 0x1F\nexp: 1e3\nneg: -.5\n',
  'none: ~\nalso: null\nempty:\nyes: yes\nno: no\non: off\n',
  'inf: .inf\nminus: -.Inf\nnan: .NaN\nplus: +12\nunder: 1_000\nbig: 123456789012345678901234567890\n',
  'spaces:    padded value   \nempty_list: []\ndashed-key: -value\n',
  '',
  '# only a comment\n',
];

test('plain front matter is read without the YAML parser, as the parser reads it', () => {
  for (const yamlText of PLAIN) {
    assert.ok(plainFrontMatter(yamlText), `read without the parser: ${JSON.stringify(yamlText)}`);
    assertSameAsParser(yamlText);
  }
});

/** Left to the parser, or read the same: escapes, comments after values, several lines, anchors, tabs, flow maps… */
const TRICKY = [
  'title: "a \\" b"\n',
  'title: "a\\tb"\n',
  "title: 'it''s'\n",
  'title: a # comment\n',
  'title: a #comment\nsidebar_position: 1 # one\n',
  'title: "a" # comment\n',
  'title: #only a comment\n',
  'title: a\n  continued\n',
  'title: >\n  folded\n',
  'title: |\n  literal\n',
  'title: "open\n  close"\n',
  'a: &x 1\nb: *x\n',
  'title: !!str 1\n',
  'map: {a: 1}\n',
  'map:\n  a: 1\n',
  'list: [a, [b]]\n',
  'list: [a: b]\n',
  'list: ["a,b", c]\n',
  'list: [a, b,]\n',
  'list: [a, b] # c\n',
  'title: a: b\n',
  'title: a:\n',
  'title:\ta\n',
  'title: a\tb\n',
  '\ttitle: a\n',
  'title: a\r\nid: b\r\n',
  'title: a\rb\n',
  'title: a\u0085b\n',
  'title: a\n title2: b\n',
  'title: a\ntitle: b\n',
  'list:\n- a\nlist: b\n',
  'true: a\n',
  'null: a\n',
  '__proto__: a\n',
  'constructor: a\ntoString: b\n',
  'key : a\n',
  'key:a\n',
  '- a\n- b\n',
  'list:\n  - a\n  - b: c\n',
  'list:\n  - a\n - b\n',
  'list:\n- a\n  - b\n',
  'list:\n  - - a\n',
  'list:\n  -\n',
  'list:\n  - [a]\n',
  'list:\n  - a #c\n',
  'title: [a\n',
  'title: ]a\n',
  'title: ,a\n',
  'title: %a\n',
  'title: @a\n',
  'title: `a\n',
  'title: ? a\n',
  'title: - a\n',
  'title: -\n',
  'title: :a\n',
  'title: ?a\n',
  '%YAML 1.2\n---\ntitle: a\n',
  'title: a\n...\n',
  'title: a\n---\n',
  'title: "a"b\n',
  "title: 'a'b\n",
  'title: """\n',
  'title: x\u2028y\n',
  'title: \ufeffx\n',
  '<<: {a: 1}\n',
  'a-b_c: 1\n_x: 2\n',
  'title: ...\nother: ---\n',
];

test('tricky front matter is left to the YAML parser or read exactly as it reads it', () => {
  for (const yamlText of TRICKY) assertSameAsParser(yamlText);
});

test('front matter made of random plain-looking lines is left to the parser or read as it reads it', () => {
  const keys = ['title', 'id', 'tags', 'a', 'b-c', 'd_e'];
  const oddKeys = ['True', '  title', '- ', '', 'title ', 'a.b'];
  const values = ['', 'word', 'two  words', '"quoted"', "'single'", '12', '012', '-3', '1.50', '.5', '1e-2', '+7'];
  values.push(
    '0o7',
    '0x1f',
    '.inf',
    '.NaN',
    '~',
    'Null',
    'TRUE',
    'false',
    'yes',
    'a:b',
    'C#',
    '[x, 2, "y"]',
    '[]',
    '-x',
  );
  const oddValues = [
    '"esc\\"aped"',
    'a: b',
    'a #c',
    'b:',
    '[x',
    '{a: 1}',
    '&anchor v',
    '*alias',
    '!tag v',
    '|',
    '- item',
  ];
  oddValues.push('\tv', 'v\t', "'it''s'", '"a" #c', '[a, b] x', '[a,]', '- ', '%x', '@x', '`x', '? x', ': x');
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const pick = (usual: string[], odd: string[]) =>
    next(12) === 0 ? odd[next(odd.length)]! : usual[next(usual.length)]!;
  for (let doc = 0; doc < 5000; doc++) {
    const lines: string[] = [];
    for (let line = next(6); line >= 0; line--) {
      const kind = next(7);
      if (kind === 0) lines.push(`${' '.repeat(next(3))}- ${pick(values, oddValues)}`);
      else if (kind === 1) lines.push(next(2) ? '# comment' : '');
      else lines.push(`${pick(keys, oddKeys)}${next(20) ? ':' : ''}${next(20) ? ' ' : ''}${pick(values, oddValues)}`);
    }
    assertSameAsParser(lines.join('\n') + '\n');
  }
});

test("front matter read without the parser gives the schema's keys first, as validation gives them", () => {
  const { frontMatter } = splitFrontMatter(
    '---\ncustom: 1\ntitle: T\nsidebar_position: 2\nid: a\n---\nBody\n',
    'docs/a.md',
  );
  assert.deepStrictEqual(Object.entries(frontMatter), [
    ['id', 'a'],
    ['title', 'T'],
    ['sidebar_position', 2],
    ['custom', 1],
  ]);
});

test('values the quick checks do not pass are still validated, with their messages and positions', () => {
  const cases = [
    ['sidebar_position: .inf', 'docs/a.md:2:19 - front matter "sidebar_position": expected number, received Infinity'],
    ['id: a/b', 'docs/a.md:2:5 - front matter "id": expected an id without "/"'],
    [
      'toc_max_heading_level: 7',
      'docs/a.md:2:24 - front matter "toc_max_heading_level": Too big: expected number to be <=6',
    ],
    ['tags: [a, ""]', 'docs/a.md:2:11 - front matter "tags.1": Too small: expected string to have >=1 characters'],
  ];
  for (const [line, message] of cases)
    assert.throws(
      () => splitFrontMatter(`---\n${line}\n---\n`, 'docs/a.md'),
      (e: unknown) => e instanceof DocgenErrors && e.errors[0]!.message === message,
      line,
    );
});
