import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fg from 'fast-glob';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { rewriteAdmonitionSpellings } from '../../src/markdown/admonition-spellings.js';
import { ALL_SYNTAX, remarkSyntax, SYNTAX_EXTENSIONS, syntaxNeeded } from '../../src/markdown/syntax.js';
import { generatedBody, mutate, randomFor } from '../fuzz/generate.js';
import { ROOT } from '../helpers/site.js';

const full = unified().use(remarkParse).use(remarkSyntax, ALL_SYNTAX).freeze();
const parseWithNeeded = (source: string) =>
  unified().use(remarkParse).use(remarkSyntax, syntaxNeeded(source)).parse(source);

/** Sources where a syntax hides behind an escape, a character reference or an odd spelling. */
const TRICKY = [
  'mail me at a@b.co today',
  'escaped a\\@b.co',
  'a&#64;b.co',
  'named a&commat;b.co',
  'site WWW.example.com',
  'ww&#119;.example.com',
  'http\\://example.com',
  'http:\\/\\/x.y',
  'HTTPS://x.y',
  'xmpp:a@b.c/d mailto:x@y.z',
  'text[^1]\n\n[^1]: note',
  'text[\\^1]',
  '~one~ ~~two~~ \\~three~',
  '| a |\n| - |\n| 1 |',
  'a|b\n-|-\n1|2',
  '- [x] done\n- [ ] todo\n- [X] upper',
  '- [\t] tab',
  '- [\n] line ending',
  ':::note[Title]\nbody\n:::\n\n::badge{type="hook"}\n\ntext :abbr[x]{y=z}',
  'no syntax here at all, only words.',
  ":::tip What you'll learn\nbody\n:::\n\n::: warning\nx\n:::\n\n::::note[Outer]\n:::tip[Inner]\ny\n:::\n::::",
  '> [!NOTE]\n> An alert.\n\n> [!CAUTION] Title\n> body',
  'Time: 10:30, a ratio of 3:4, a fence of colons alone\n\n:::\nx\n:::\n\n::: \n\\:escaped and :9digit',
];

function sources(): { name: string; source: string }[] {
  const docs = fg
    .sync(['docs/**/*.md', 'test/fixtures/**/*.md'], { cwd: ROOT })
    .map((file) => ({ name: file, source: readFileSync(path.join(ROOT, file), 'utf8') }));
  const generated = Array.from({ length: 300 }, (_, i) => ({
    name: `generated #${i}`,
    source: generatedBody(randomFor(7, i)),
  }));
  const mutated = docs.flatMap((doc, i) =>
    [1, 2, 3].map((n) => ({ name: `${doc.name} mutated #${n}`, source: mutate(randomFor(i, n), doc.source) })),
  );
  const rewritten = TRICKY.map((source, i) => ({
    name: `tricky #${i} as parsed`,
    source: rewriteAdmonitionSpellings(source).text,
  }));
  return [
    ...TRICKY.map((source, i) => ({ name: `tricky #${i}`, source })),
    ...rewritten,
    ...docs,
    ...generated,
    ...mutated,
  ];
}

test('a page parses with only the syntax extensions it may use exactly as with all of them', () => {
  const inputs = sources();
  let skipped = 0;
  for (const { name, source } of inputs) {
    const needed = syntaxNeeded(source);
    if (needed === ALL_SYNTAX) continue;
    skipped++;
    assert.deepEqual(
      parseWithNeeded(source),
      full.parse(source),
      `${name} parses differently without ${SYNTAX_EXTENSIONS.filter((_, bit) => !(needed & (1 << bit)))
        .map((e) => e.name)
        .join(', ')}`,
    );
  }
  // The comparison means something only if many inputs leave extensions out.
  assert.ok(skipped > inputs.length / 2, `only ${skipped} of ${inputs.length} inputs leave an extension out`);
});

test('each syntax extension is needed only where its syntax may appear', () => {
  const names = (source: string) =>
    SYNTAX_EXTENSIONS.filter((_, bit) => syntaxNeeded(source) & (1 << bit)).map((e) => e.name);
  assert.deepEqual(names('# Title\n\nPlain words, and `code` with "quotes".'), []);
  assert.deepEqual(names("import { Editor } from '@craftjs/core';"), []);
  assert.deepEqual(names('write to a@b.co'), ['autolink literal']);
  assert.deepEqual(names('a&#64;b.co'), ['autolink literal']);
  assert.deepEqual(names('see www.example.com'), ['autolink literal']);
  assert.deepEqual(names('note[^1]'), ['footnote']);
  assert.deepEqual(names('~~gone~~'), ['strikethrough']);
  assert.deepEqual(names('| a |\n| - |'), ['table']);
  assert.deepEqual(names('- [x] done'), ['task list item']);
  assert.deepEqual(names(':::tip\nx\n:::'), ['directive']);
  assert.deepEqual(names('Note: a path /a/b: and ":" here.\n\n```json\n{ "a": 1, "b":"c" }\n```'), []);
  assert.deepEqual(names('at 10:30'), ['directive']);
  assert.deepEqual(names(rewriteAdmonitionSpellings('::: tip Title\nx\n:::').text), ['directive']);
  assert.deepEqual(names('> [!NOTE]\n> An alert needs no extension.'), []);
});
