/**
 * What the craft.js docs must say that no code sample can show: install commands pinned to the
 * version the docs describe, one spelling of the name, links that say what they lead to, and the
 * difference between child and linked Nodes explained where Nodes are introduced (issue 38).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { ALL_SYNTAX, remarkSyntax } from '../src/markdown/syntax.js';
import { ROOT } from './helpers/site.js';
import { DOC_ROUTES } from './helpers/spec-routes.js';

const DOCS = path.join(ROOT, 'docs');
const pages = readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ file, text: readFileSync(path.join(DOCS, file), 'utf8') }));
const version = (name: string): string =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

test('every install command of a craft.js package names the version the docs describe', () => {
  const unpinned: string[] = [];
  for (const { file, text } of pages) {
    const tree = unified().use(remarkParse).use(remarkSyntax, ALL_SYNTAX).parse(text) as Root;
    visit(tree, 'code', (node: Code) => {
      if (!['bash', 'sh', 'shell'].includes(node.lang ?? '')) return;
      for (const line of node.value.split('\n').filter((l) => /\b(npm (install|i)|yarn add|pnpm add)\b/.test(l)))
        for (const [, name, pinned] of line.matchAll(/(@craftjs\/[\w-]+)(@\S+)?/g))
          if (pinned !== `@${version(name!)}`) unpinned.push(`docs/${file}: ${line.trim()}`);
    });
  }
  // Without the version, npm takes @craftjs/layers 0.2.7, which refuses core 0.2.0-beta.10 (ERESOLVE)
  assert.deepEqual(unpinned, []);
});

test('the name is spelt "craft.js"; only the dev page keeps the title the site spec fixes', () => {
  const fixedTitle = DOC_ROUTES['/docs/dev']!;
  const offenders = pages.flatMap(({ file, text }) =>
    text
      .split('\n')
      .map((line, i) => ({ line: line.replace(`title: ${fixedTitle}`, ''), at: `docs/${file}:${i + 1}` }))
      .filter(({ line }) => /\bCraft\.?js\b|\bCraftJS\b/.test(line))
      .map(({ at }) => at),
  );
  assert.deepEqual(offenders, []);
});

test("the tutorial's link to the repository's example says it is built with Next.js and Material-UI", () => {
  const tutorial = readFileSync(path.join(DOCS, 'guides/basic-tutorial.md'), 'utf8');
  const links = [
    ...tutorial.matchAll(/\[([^\]]+)\]\((https:\/\/github\.com\/prevwong\/craft\.js\/tree\/[^)]*examples\/basic)\)/g),
  ];
  assert.ok(links.length > 0, 'the tutorial links to the example');
  for (const [, label] of links) assert.match(label!, /Next\.js.*Material-UI/);
});

test('the Nodes page tells child Nodes and linked Nodes apart where it introduces Nodes', () => {
  const nodes = readFileSync(path.join(DOCS, 'concepts/nodes.md'), 'utf8');
  const section = nodes.slice(nodes.indexOf('## Node\n'), nodes.indexOf('## Canvas Node'));
  assert.match(section, /### Child Nodes and linked Nodes/);
  assert.match(section, /\*\*Child Nodes\*\*, listed in `data.nodes`/);
  assert.match(section, /\*\*Linked Nodes\*\*, listed in `data.linkedNodes`/);
});
