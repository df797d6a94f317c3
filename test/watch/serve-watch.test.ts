import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { painterFor } from '../../src/cli/report.js';
import { noChanges } from '../../src/pipeline/changes.js';
import { serveWatch } from '../../src/watch/serve-watch.js';
import { copyOfFixtureSite } from '../helpers/site.js';
import { save, startWatch, waitFor, watchFixtureSite } from '../helpers/watch.js';

const watch = watchFixtureSite('mini-site', { events: true });
const { file, get, text, editAndReload } = watch;

test('the site is built into memory and served; every page loads the live-reload script', async () => {
  // Lines saying how far the first pass is may come before, on a slow machine.
  assert.match(
    watch.log.find((line) => line.startsWith('✓'))!,
    /site\.config\.yaml → 8 pages in \d+ ms$/,
  );
  const html = await text('/docs/intro');
  assert.match(html, /<h1>Introduction<\/h1>/);
  assert.match(
    html,
    /<script type="module" src="\/__docgen\/live-reload\.js" data-file="docs\/intro\.html" data-base="\/"><\/script><\/body>/,
  );
  const script = await get('/__docgen/live-reload.js');
  assert.equal(script.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.match(await script.text(), /EventSource\("\/__docgen\/events"\)/);
  await assert.rejects(readFile(file('build/index.html')), 'nothing is written to disk');
});

test('a doc body edit re-renders that page only, and open pages learn which file changed, to update in place', async () => {
  const reload = await editAndReload(
    'docs/intro.md',
    (s) => `${s}\nA sentence added while watching.\n`,
    'docs/intro.html',
  );
  assert.deepEqual(reload.files, ['docs/intro.html']);
  assert.equal(reload.bodies, true);
  assert.match(await text('/docs/intro'), /<p>A sentence added while watching\.<\/p>/);
  // The event carries the page as served: an open page shows it without fetching it.
  assert.deepEqual(reload.pages, { 'docs/intro.html': await text('/docs/intro') });
  assert.ok(
    watch.log.some((line) => /^✓ docs\/intro\.md → 1 page in \d+ ms$/.test(line)),
    watch.log.join('\n'),
  );
  // The search index follows once the page is out.
  await waitFor('the search index to have the new text', async () =>
    (await text('/_docgen/search/en-current.json')).includes('A sentence added while watching.'),
  );
});

test('after a body edit, llms.txt gives the page its new first line, and a later body edit keeps the index files', async () => {
  await editAndReload(
    'docs/guide/setup.md',
    (s) => s.replace('Run the installer.', 'Run the new installer.'),
    'docs/guide/setup.html',
  );
  await waitFor('llms.txt to have the new description', async () =>
    (await text('/llms.txt')).includes('Run the new installer.'),
  );
  const sitemap = await text('/sitemap.xml');
  assert.match(sitemap, /<loc>https:\/\/mini\.example\.com\/docs\/guide\/setup<\/loc>/);

  // An edit further down leaves the description, and so the index files, as they were.
  await editAndReload('docs/guide/setup.md', (s) => `${s}\nA later paragraph.\n`, 'docs/guide/setup.html');
  await watch.server.idle();
  assert.match(await text('/docs/guide/setup'), /<p>A later paragraph\.<\/p>/);
  assert.match(await text('/llms.txt'), /Run the new installer\./);
  assert.equal(await text('/sitemap.xml'), sitemap);
});

test('a save written in place, truncated and then written, is one update of the open page, with what was written', async () => {
  const from = watch.events.received.length;
  const doc = file('docs/intro.md');
  const final = `${await readFile(doc, 'utf8')}\nWritten in place.\n`;
  // As an editor saving in place does it, and Node's writeFile: the file is empty a moment before its text is there,
  // longer than a file's size has to hold still for its change to be reported.
  const handle = await open(doc, 'w');
  await new Promise((resolve) => setTimeout(resolve, 30));
  await handle.writeFile(final);
  await handle.close();
  await waitFor('the page with what was written', async () =>
    (await text('/docs/intro')).includes('Written in place.'),
  );
  // A later save of another doc: every update of the first is told before its own.
  await editAndReload('docs/guide/api.md', (s) => `${s}\nAnother save.\n`, 'docs/guide/api.html');
  const updates = watch.events.received.slice(from).filter((e) => e.type === 'reload');
  assert.deepEqual(
    updates.map((e) => e.data.files),
    [['docs/intro.html'], ['docs/guide/api.html']],
  );
});

test('a save written in place in several chunks is one update of the open page, with the whole text', async () => {
  const from = watch.events.received.length;
  const doc = file('docs/intro.md');
  const final = `${await readFile(doc, 'utf8')}\n${'A long paragraph written in chunks. '.repeat(3000)}\nThe last chunk.\n`;
  const handle = await open(doc, 'w');
  for (let at = 0; at < final.length; at += 16_384) await handle.write(final.slice(at, at + 16_384));
  await handle.close();
  await waitFor('the page with what was written', async () => (await text('/docs/intro')).includes('The last chunk.'));
  await editAndReload('docs/guide/api.md', (s) => `${s}\nAfter the chunks.\n`, 'docs/guide/api.html');
  const updates = watch.events.received.slice(from).filter((e) => e.type === 'reload');
  assert.deepEqual(
    updates.map((e) => e.data.files),
    [['docs/intro.html'], ['docs/guide/api.html']],
  );
});

test('a title change refreshes the sidebar and the pages that show it', async () => {
  const reload = await editAndReload(
    'docs/intro.md',
    (s) => s.replace('title: Introduction', 'title: Getting started'),
    'docs/guide/api.html',
  );
  assert.ok((reload.files as string[]).includes('docs/intro.html'));
  assert.equal(reload.bodies, undefined, 'open pages reload');
  assert.match(await text('/docs/guide/api'), /<a class="sidebar-link" href="\/docs\/intro">Getting started<\/a>/);
  assert.match(await text('/docs/intro'), /<h1>Getting started<\/h1>/);
});

test('new, renamed and deleted docs appear, move and disappear', async () => {
  let from = watch.events.received.length;
  await save(file('docs/guide/extra.md'), '---\ntitle: Extra\nsidebar_position: 3\n---\n\nAn extra page.\n');
  await watch.events.next('reload', from, (d) => (d.files as string[]).includes('docs/guide/extra.html'));
  assert.match(await text('/docs/guide/extra'), /<p>An extra page\.<\/p>/);
  assert.match(await text('/docs/guide/api'), /href="\/docs\/guide\/extra">Extra<\/a>/);

  from = watch.events.received.length;
  await rename(file('docs/guide/extra.md'), file('docs/guide/more.md'));
  await watch.events.next('reload', from, (d) => (d.files as string[]).includes('docs/guide/more.html'));
  await waitFor('the old route to go', async () => (await get('/docs/guide/extra')).status === 404);
  assert.match(await text('/docs/guide/more'), /<p>An extra page\.<\/p>/);

  await unlink(file('docs/guide/more.md'));
  await waitFor('the deleted doc to go', async () => (await get('/docs/guide/more')).status === 404);
  assert.doesNotMatch(await text('/docs/guide/api'), /\/docs\/guide\/more/);
});

test('static files are served as they are added, and every page reloads', async () => {
  const from = watch.events.received.length;
  await save(file('static/img/new.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const reload = await watch.events.next('reload', from);
  assert.equal(reload.files, undefined);
  const res = await get('/img/new.svg');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/svg+xml');
});

/** Breaks a file, checks the errors event and that the last good page is still served, then mends it. */
async function breakAndMend(
  p: string,
  broken: string,
  expectError: (errors: Record<string, unknown>[]) => void,
  check: () => Promise<void>,
) {
  const good = await readFile(file(p), 'utf8');
  let from = watch.events.received.length;
  const logFrom = watch.log.length;
  await save(file(p), broken);
  const { errors } = (await watch.events.next('errors', from, (d) => (d.errors as unknown[]).length > 0)) as {
    errors: Record<string, unknown>[];
  };
  expectError(errors);
  await check();
  assert.ok(
    watch.log.slice(logFrom).some((line) => line.startsWith('✗ ')),
    'the error is printed',
  );
  from = watch.events.received.length;
  await save(file(p), good);
  await watch.events
    .next('errors', from, (d) => (d.errors as unknown[]).length === 0)
    .catch((error: Error) => {
      throw new Error(`${error.message}; the server said:\n${watch.log.join('\n')}`);
    });
}

test('a broken front matter is reported with its line; the last good page keeps being served', async () => {
  const before = await text('/docs/intro');
  await breakAndMend(
    'docs/intro.md',
    '---\ntitle: Oops\nsidebar_position: first\n---\n\nNew body.\n',
    (errors) =>
      assert.deepEqual(errors, [
        {
          file: 'docs/intro.md',
          line: 3,
          column: 19,
          message: 'front matter "sidebar_position": expected number, received string',
          name: 'front-matter',
          hint: 'fix the YAML between the two "---" lines at the top of the doc',
        },
      ]),
    async () => assert.equal(await text('/docs/intro'), before),
  );
  assert.ok(
    watch.log.includes('✗ docs/intro.md:3:19 - front matter "sidebar_position": expected number, received string'),
  );
});

test('a syntax error in site.config.yaml is reported with its line; fixing it clears it', async () => {
  await breakAndMend(
    'site.config.yaml',
    (await readFile(file('site.config.yaml'), 'utf8')).replace('tagline: A tiny site', 'tagline: A tiny: site'),
    ([e]) => {
      assert.match(e!.file as string, /site\.config\.yaml$/);
      assert.deepEqual(
        [e!.line, e!.column, e!.message],
        [2, 10, 'invalid YAML: Nested mappings are not allowed in compact mappings'],
      );
    },
    async () => assert.equal((await get('/docs/intro')).status, 200),
  );
});

test('a TSX syntax error is reported with file, line and column; the page is served as it was', async () => {
  const before = await text('/support');
  await breakAndMend(
    'pages/support.tsx',
    'export default function Support() {\n  return <main><h1>Help</main>;\n}\n',
    ([e]) => {
      assert.equal(e!.file, 'pages/support.tsx');
      assert.equal(e!.line, 2);
      assert.equal(typeof e!.column, 'number');
    },
    async () => assert.equal(await text('/support'), before),
  );
});

test('a component that throws while rendering a page is reported; the server stays up', async () => {
  await breakAndMend(
    'pages/support.tsx',
    "export default function Support() {\n  throw new Error('the support page is broken');\n}\n",
    ([e]) => {
      assert.equal(e!.file, 'pages/support.tsx');
      assert.equal(e!.line, 2);
      assert.equal(e!.message, 'rendering failed: the support page is broken');
    },
    async () => assert.equal((await get('/support')).status, 200),
  );
  assert.match(await text('/support'), /<h1>Support<\/h1>/);
});

test('a doc that vanishes before it is read counts as deleted, not as an error', async () => {
  await watch.server.idle();
  await watch.server.builder.update({ ...noChanges(), docs: new Set([file('docs/gone-already.md')]) });
  assert.deepEqual(watch.server.builder.currentErrors(), []);
});

test('a site that does not build at start is served once it is fixed; until then pages answer with the errors', async () => {
  const broken = await copyOfFixtureSite('mini-site');
  const good = await readFile(path.join(broken.dir, 'site.config.yaml'), 'utf8');
  await save(path.join(broken.dir, 'site.config.yaml'), good.replace('tagline: A tiny site', 'tagline: A tiny: site'));
  const second = await startWatch(broken.config);
  try {
    assert.match(second.log[0]!, /^✗ .*site\.config\.yaml:2:10 - invalid YAML: /);
    const waiting = await fetch(new URL('/docs/intro', second.server.url));
    assert.equal(waiting.status, 500);
    const html = await waiting.text();
    assert.match(html, /<pre>error \S*site\.config\.yaml:2:10 - invalid YAML: /);
    assert.match(html, /<script type="module" src="\/__docgen\/live-reload\.js"/);
    await save(path.join(broken.dir, 'site.config.yaml'), good);
    await waitFor(
      'the fixed site',
      async () => (await fetch(new URL('/docs/intro', second.server.url))).status === 200,
    );
  } finally {
    await second.server.close();
    await rm(broken.dir, { recursive: true, force: true });
  }
});

/**
 * `serve --watch` on a copy of the mini site; `edit` runs on each report line, the first of which comes once the
 * first build has read and rendered every doc, before it serves them. `check` then looks at the served site.
 */
async function editDuringFirstBuild(
  edit: (siteDir: string, line: string) => void,
  check: (url: string) => Promise<unknown>,
): Promise<void> {
  const site = await copyOfFixtureSite('mini-site');
  const session = await serveWatch({
    configFile: site.config,
    host: '127.0.0.1',
    port: 0,
    paint: painterFor({}),
    log: (line) => line.startsWith('✓') && edit(site.dir, line),
  });
  try {
    await check(session.url);
  } finally {
    await session.close();
    await rm(site.dir, { recursive: true, force: true });
  }
}

test('a doc deleted while the first build runs, after that build read it, is gone once it is done', async () => {
  await editDuringFirstBuild(
    (siteDir) => {
      const doc = path.join(siteDir, 'docs/guide/api.md');
      if (existsSync(doc)) rmSync(doc);
    },
    (url) =>
      waitFor(
        'the page of the doc deleted during the first build to go',
        async () => (await fetch(new URL('/docs/guide/api', url))).status === 404,
      ),
  );
});

test('a doc saved while the first build runs, after that build read it, is built again once it is done', async () => {
  let text: string | undefined;
  await editDuringFirstBuild(
    (siteDir, line) => {
      const doc = path.join(siteDir, 'docs/intro.md');
      text ??= readFileSync(doc, 'utf8');
      if (!line.includes('intro.md')) writeFileSync(doc, `${text}\nSaved during the first build.\n`);
    },
    (url) =>
      waitFor('the edit saved during the first build', async () =>
        (await (await fetch(new URL('/docs/intro', url))).text()).includes('Saved during the first build.'),
      ),
  );
});

/** `serve --watch` as soon as it tells its address, printing nothing. */
const quietWatch = (configFile: string) =>
  serveWatch({ configFile, host: '127.0.0.1', port: 0, paint: painterFor({}), log: () => {} });

test('a page asked for while the first pass runs is served at once, and one whose first render fails shows its error', async () => {
  const site = await copyOfFixtureSite('mini-site');
  await writeFile(
    path.join(site.dir, 'pages/support.tsx'),
    "export default function Support() {\n  throw new Error('the support page is broken');\n}\n",
  );
  const session = await quietWatch(site.config);
  try {
    const [intro, support] = await Promise.all(['/docs/intro', '/support'].map((p) => fetch(new URL(p, session.url))));
    assert.equal(intro!.status, 200);
    assert.match(await intro!.text(), /<h1>Introduction<\/h1>/);
    assert.equal(support!.status, 500);
    const html = await support!.text();
    assert.match(
      html,
      /<h1>The page does not render<\/h1><pre>error \S*pages\/support\.tsx:2:\d+ - rendering failed: the support page is broken/,
    );
    assert.match(html, /<script type="module" src="\/__docgen\/live-reload\.js"/);
  } finally {
    await session.close();
    await rm(site.dir, { recursive: true, force: true });
  }
});

test('the server answers from the start: a page asked for before the site is planned waits for it and comes first', async () => {
  const site = await copyOfFixtureSite('mini-site');
  const session = await quietWatch(site.config);
  try {
    // The address is told once the config is read, before the docs are: no page is rendered yet.
    assert.equal(session.builder.built || session.builder.rendering, false);
    const intro = await fetch(new URL('/docs/intro', session.url));
    assert.equal(intro.status, 200);
    assert.match(await intro.text(), /<h1>Introduction<\/h1>/);
  } finally {
    await session.close();
    await rm(site.dir, { recursive: true, force: true });
  }
});
