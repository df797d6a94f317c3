import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenErrors, reportOf } from '../../src/errors.js';
import { copyOfFixtureSite, writeFiles } from '../helpers/site.js';

const content = (html: string) => /data-docgen-content="[^"]*">([\s\S]*?)<\/article>/.exec(html)![1]!;

test("YAML imported as data: webpack's `!!yaml-loader!` in a `.md` doc, `-!yaml-loader!@site/…`, and a plain `.yml` import", async () => {
  const site = await copyOfFixtureSite('mdx-site');
  try {
    await writeFiles(site.dir, {
      'intents/intents.yaml':
        '# Intents\nHassTurnOn:\n  supported: true\n  slots: [name, area]\nHassNevermind:\n  supported: false\nHassGetState:\n  supported: true\n',
      'data/languages.yaml': 'languages:\n  - en\n  - nl\nversion: 1.2\n',
      'docs/colors.yml': '- red\n- "green: grass"\n',
      'docs/intents.md': [
        '---',
        'title: Built-in intents',
        '---',
        '',
        "import intents from '!!yaml-loader!../intents/intents.yaml';",
        "import data from '-!yaml-loader!@site/data/languages.yaml';",
        "import colors from './colors.yml';",
        '',
        'Supported: {Object.entries(intents).filter(([, info]) => info.supported).map(([name]) => name).join(", ")}.',
        '',
        'Languages: {data.languages.join(" and ")} (version {String(data.version)}); {intents.HassTurnOn.slots.length} slots; {colors[1]}.',
        '',
      ].join('\n'),
    });
    const { outDir } = await build({ configFile: site.config, outDir: path.join(site.dir, 'build') });
    const html = content(await readFile(path.join(outDir, 'docs/intents.html'), 'utf8'));
    assert.match(html, /<p>Supported: HassTurnOn, HassGetState\.<\/p>/);
    assert.match(html, /<p>Languages: en and nl \(version 1\.2\); 2 slots; green: grass\.<\/p>/);
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test('a YAML file a doc imports with a mistake in it fails the build at its line and column in that file', async () => {
  const site = await copyOfFixtureSite('mdx-site');
  try {
    await writeFiles(site.dir, {
      'data/broken.yaml': 'first: 1\nsecond: [a, b\nthird: 3\n',
      'docs/broken.mdx': "import broken from '!!yaml-loader!../data/broken.yaml';\n\n# Broken\n\n{broken.first}\n",
    });
    const failure = await build({ configFile: site.config, outDir: path.join(site.dir, 'build') }).then(
      () => assert.fail('the build succeeded'),
      (error: unknown) => error,
    );
    assert.ok(failure instanceof DocgenErrors);
    assert.deepEqual(
      failure.errors.map((e) => [e.message, reportOf(e).name]),
      [
        [
          'data/broken.yaml:3:1 - invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
          'yaml-data',
        ],
      ],
    );
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test("an import written from the site folder's root (`/docs/_partial.mdx`, `!!raw-loader!/samples/x.go`) is found there, as webpack finds it", async () => {
  const site = await copyOfFixtureSite('mdx-site');
  try {
    await mkdir(path.join(site.dir, 'samples'));
    await writeFile(path.join(site.dir, 'samples/hi.go'), 'package main\n');
    await writeFile(path.join(site.dir, 'docs/_partial.mdx'), 'Written once, shown twice.\n');
    const doc =
      "import Partial from '/docs/_partial.mdx';\nimport Hi from '!!raw-loader!/samples/hi.go';\n\n# Rooted\n\n<Partial />\n\n<pre>{Hi}</pre>\n";
    await writeFile(path.join(site.dir, 'docs/rooted.mdx'), doc);
    const { outDir } = await build({ configFile: site.config, outDir: path.join(site.dir, 'build') });
    const html = content(await readFile(path.join(outDir, 'docs/rooted.html'), 'utf8'));
    assert.match(html, /<p>Written once, shown twice\.<\/p>/);
    assert.match(html, /<pre>package main\n<\/pre>/);
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test('code samples imported as text: `!!raw-loader!@site/…` from the site folder, `raw-loader!./…` beside the doc', async () => {
  const site = await copyOfFixtureSite('mdx-site');
  try {
    await mkdir(path.join(site.dir, 'samples'));
    await writeFile(path.join(site.dir, 'samples/hello.ts'), 'export const site = 1;\n');
    await writeFile(path.join(site.dir, 'docs/beside.txt'), 'beside the doc\n');
    const doc =
      "import FromSite from '!!raw-loader!@site/samples/hello.ts';\nimport Beside from 'raw-loader!./beside.txt';\n\n# Samples\n\n<pre>{FromSite}</pre>\n\n<pre>{Beside}</pre>\n";
    await writeFile(path.join(site.dir, 'docs/samples.mdx'), doc);
    const { outDir } = await build({ configFile: site.config, outDir: path.join(site.dir, 'build') });
    const html = content(await readFile(path.join(outDir, 'docs/samples.html'), 'utf8'));
    assert.match(html, /<pre>export const site = 1;\n<\/pre>/);
    assert.match(html, /<pre>beside the doc\n<\/pre>/);
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

test("`require('./x.png').default` is the image's URL, as webpack's asset modules give it, for a png, a jpg and through @site/", async () => {
  const site = await copyOfFixtureSite('mdx-site');
  try {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await mkdir(path.join(site.dir, 'docs/img'), { recursive: true });
    await writeFile(path.join(site.dir, 'docs/img/shot.png'), png);
    await writeFile(path.join(site.dir, 'docs/img/photo.jpg'), png);
    await writeFiles(site.dir, {
      'docs/required.mdx': [
        '# Required',
        '',
        '<img src={require(\'./img/shot.png\').default} alt="Shot" />',
        '',
        '<img src={require(\'@site/docs/img/photo.jpg\').default} alt="Photo" />',
        '',
      ].join('\n'),
    });
    const { outDir } = await build({ configFile: site.config, outDir: path.join(site.dir, 'build') });
    const html = content(await readFile(path.join(outDir, 'docs/required.html'), 'utf8'));
    const sources = [...html.matchAll(/<img src="([^"]*)" alt="(\w+)"/g)].map(([, src, alt]) => [alt, src]);
    assert.deepEqual(
      sources.map(([alt, src]) => [
        alt,
        /^\/assets\/media\/(shot|photo)-\w+\.(png|jpg)$/.exec(src!)?.slice(1).join('.'),
      ]),
      [
        ['Shot', 'shot.png'],
        ['Photo', 'photo.jpg'],
      ],
    );
    for (const [, src] of sources) assert.ok(existsSync(path.join(outDir, src!)), `${src} is written`);
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});
