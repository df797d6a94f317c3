// `serve --watch` starts from the pages an earlier session kept in the cache, and serves what it would
// have rendered; an edit after such a start renders the page as usual.
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { copyOfFixtureSite } from '../helpers/site.js';
import { save, startWatch, waitFor } from '../helpers/watch.js';

let site: { dir: string; config: string };
before(async () => {
  site = await copyOfFixtureSite('mini-site');
});
after(async () => {
  await rm(site.dir, { recursive: true, force: true });
});

async function pagesServed(url: string, paths: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const p of paths) {
    const res = await fetch(new URL(p, url));
    assert.equal(res.status, 200, p);
    pages.set(p, await res.text());
  }
  return pages;
}

test('a second watch session serves the cached pages as the first rendered them, and renders edits', async () => {
  const paths = ['/docs/intro', '/docs/guide/setup', '/docs/guide/api', '/support'];
  const first = await startWatch(site.config);
  await first.server.idle();
  const rendered = await pagesServed(first.server.url, paths);
  await first.server.close();

  const second = await startWatch(site.config);
  try {
    await second.server.idle();
    assert.deepEqual(await pagesServed(second.server.url, paths), rendered);
    const doc = path.join(site.dir, 'docs/guide/api.md');
    await save(doc, `${await readFile(doc, 'utf8')}\nWritten after a cached start.\n`);
    await waitFor('the edited page', async () =>
      (await (await fetch(new URL('/docs/guide/api', second.server.url))).text()).includes(
        'Written after a cached start.',
      ),
    );
    assert.deepEqual(
      second.log.filter((line) => /damaged/.test(line)),
      [],
    );
  } finally {
    await second.server.close();
  }
});

test('an edit saved the moment a cached start serves is rendered, though some folders it watches do not exist', async () => {
  // The mini site has no static, templates or src folder: chokidar, given such a path, reported itself
  // ready before it watched the docs, and a save in the first milliseconds was lost.
  const first = await startWatch(site.config);
  await first.server.idle();
  await first.server.close();
  const doc = path.join(site.dir, 'docs/guide/setup.md');
  const before = await readFile(doc, 'utf8');
  for (const attempt of [1, 2, 3]) {
    const session = await startWatch(site.config);
    try {
      await writeFile(doc, `${before}\nSaved at once, attempt ${attempt}.\n`);
      await waitFor(`the edit of attempt ${attempt}`, async () =>
        (await (await fetch(new URL('/docs/guide/setup', session.server.url))).text()).includes(
          `Saved at once, attempt ${attempt}.`,
        ),
      );
    } finally {
      await session.server.close();
    }
  }
});
