import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sharedBuild, type SharedBuild } from '../helpers/shared-build.js';
import { FIXTURES } from '../helpers/site.js';

let built: SharedBuild;

before(async () => {
  built = await sharedBuild(path.join(FIXTURES, 'images-site/site.config.yaml'));
});
after(() => built?.cleanup());

/** Each image of a page as alt text → its width and height attributes ("" for none). */
async function sizes(route: string): Promise<Record<string, string>> {
  const html = await readFile(path.join(built.outDir, `${route}.html`), 'utf8');
  return Object.fromEntries(
    [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => [
      /alt="([^"]*)"/.exec(tag)![1]!.replace(/&#x27;/g, "'"),
      ['width', 'height'].map((name) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? '').join(' x '),
    ]),
  );
}

test('local images of a Markdown doc get the width and height read from their files, in every format', async () => {
  assert.deepEqual(await sizes('docs/formats'), {
    'A PNG beside the doc': '16 x 9',
    'A JPEG': '12 x 8',
    'A GIF': '5 x 3',
    'An SVG with a viewBox': '30 x 20',
    'A WebP of the static folder': '10 x 6',
    'An SVG of the static folder': '24 x 12',
    'Raw HTML': '16 x 9',
    "The author's width": '400 x 200',
    "The author's height": '200 x 100',
    'A relative width': '50% x ',
    "Both the author's": '10 x 10',
    'A remote image': ' x ',
  });
});

test("an MDX doc's images, Markdown and JSX, and a blog post's, on its page and in the list, get them too", async () => {
  assert.deepEqual(await sizes('docs/mdx-page'), {
    'A PNG beside the doc': '16 x 9',
    'A JSX image of the static folder': '10 x 6',
    "A JSX image with the author's width": '200 x 100',
  });
  assert.deepEqual(await sizes('blog/2024/01/02/shapes'), {
    'A PNG beside the post': '16 x 9',
    'A static WebP': '10 x 6',
  });
  assert.deepEqual(await sizes('blog'), { 'A PNG beside the post': '16 x 9' });
});
