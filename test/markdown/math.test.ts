import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { ROOT, tempDir, writeFiles } from '../helpers/site.js';

let dir: string;
const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');

before(async () => {
  dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/math-'));
  await writeFiles(dir, {
    'site.config.yaml': 'title: Math\nurl: https://math.example.com\ntrailingSlash: false\nmarkdown:\n  math: true\n',
    'docs/energy.md': '# Energy\n\nInline $E = mc^2$ and a block:\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n',
    'docs/sum.mdx': '# Sum\n\nexport const n = 3;\n\nThe first {n}: $\\sum_{i=1}^{n} i$.\n',
    'docs/plain.md': '# Plain\n\nNo formulas here.\n',
  });
  await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: path.join(dir, 'build') });
});
after(() => rm(dir, { recursive: true, force: true }));

test('$…$ and $$…$$ are drawn by KaTeX at build time, in Markdown and MDX docs, without a script', async () => {
  const energy = await read('docs/energy.html');
  assert.match(
    energy,
    /<span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">/,
  );
  assert.match(energy, /<span class="katex-display">/);
  assert.match(energy, /<annotation encoding="application\/x-tex">E = mc\^2<\/annotation>/);
  assert.match(
    await read('docs/sum.html'),
    /<annotation encoding="application\/x-tex">\\sum_\{i=1\}\^\{n\} i<\/annotation>/,
  );
  assert.doesNotMatch(energy, /<script[^>]*katex/);
});

test("KaTeX's stylesheet and fonts are written once, and linked only by pages with math", async () => {
  const link = /<link rel="stylesheet" href="\/assets\/katex-[\d.]+\/katex\.min\.css" data-page-style>/;
  assert.match(await read('docs/energy.html'), link);
  assert.match(await read('docs/sum.html'), link);
  assert.doesNotMatch(await read('docs/plain.html'), /katex/);
  const [folder] = (await readdir(path.join(dir, 'build/assets'))).filter((f) => f.startsWith('katex-'));
  const fonts = await readdir(path.join(dir, 'build/assets', folder!, 'fonts'));
  assert.ok(fonts.includes('KaTeX_Main-Regular.woff2'), fonts.join());
  assert.match(await read(`assets/${folder}/katex.min.css`), /url\(fonts\/KaTeX_Main-Regular\.woff2\)/);
});
