import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { copyOfFixtureSite, serveFolder, tempDir } from '../helpers/site.js';

const NAMES: [file: string, url: string][] = [
  ['hash#tag', '/docs/hash%23tag'],
  ['what?', '/docs/what%3F'],
  ['with space', '/docs/with%20space'],
];
let site: { dir: string; config: string };
let out: string;
let served: { url: string; close(): Promise<void> };

before(async () => {
  site = await copyOfFixtureSite('mini-site');
  for (const [name] of NAMES)
    await writeFile(
      path.join(site.dir, `docs/${name}.md`),
      `---\ntitle: Page ${name}\n---\n\nThe page named ${name}.\n`,
    );
  out = path.join(await tempDir(), 'build');
  await build({ configFile: site.config, outDir: out });
  served = await serveFolder(out);
});
after(async () => {
  await served.close();
  await rm(site.dir, { recursive: true, force: true });
  await rm(path.dirname(out), { recursive: true, force: true });
});

const get = (url: string) => fetch(served.url + url);

test('docs with #, ? or a space in their names are reachable at their URL-encoded routes, with their Markdown', async () => {
  for (const [name, url] of NAMES) {
    const page = await get(url);
    assert.equal(page.status, 200, url);
    const html = await page.text();
    assert.match(html, new RegExp(`<title>Page ${name.replace('?', '\\?')} `), url);
    assert.ok(html.includes(`<link rel="canonical" href="https://mini.example.com${url}">`), `canonical of ${url}`);
    assert.match(await (await get(`${url}.md`)).text(), new RegExp(`The page named ${name.replace('?', '\\?')}\\.`));
  }
});

test('links, the sitemap and llms.txt write those routes URL-encoded', async () => {
  const intro = await (await get('/docs/intro')).text();
  const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
  const llms = await readFile(path.join(out, 'llms.txt'), 'utf8');
  for (const [name, url] of NAMES) {
    assert.ok(intro.includes(`href="${url}"`), `sidebar link to ${url}`);
    assert.ok(sitemap.includes(`<loc>https://mini.example.com${url}</loc>`), `sitemap entry ${url}`);
    assert.ok(llms.includes(`[Page ${name}](https://mini.example.com${url}.md)`), `llms.txt entry ${url}`);
  }
});

test('a name with % or \\ cannot make a route that leads back to it: a positioned error', async () => {
  const file = path.join(site.dir, 'docs/pct%41.md');
  await writeFile(file, '# Percent\n');
  try {
    await assert.rejects(build({ configFile: site.config, outDir: out }), (error: Error) => {
      assert.match(
        error.message,
        /docs\/pct%41\.md - the name "pct%41" contains "%", which cannot be part of a URL that leads back to this page/,
      );
      return true;
    });
  } finally {
    await rm(file);
  }
});
