/*
 * `@docusaurus/Link` and `useBaseUrl` on a page of another locale (issues #33, #34): a site path leads into the page's
 * locale, as Docusaurus writes it (each of its locales has its own base URL), in an MDX doc and in a React page of
 * the pages folder alike; a path already in the locale, a file's path and a full URL stay as written.
 */
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildInto, tempDir, writeFiles } from '../../../helpers/site.js';

const LINKS = `<Link to="/docs/b">to b</Link> <Link to="/fr/docs/b">to fr b</Link> <Link to="/img/a.png">to file</Link> <Link href="https://example.com/x">away</Link>`;

const FILES = {
  'site.config.yaml': `title: Links
url: https://links.example.com
baseUrl: /base/
pagesDir: pages
i18n:
  defaultLocale: en
  locales: [en, fr]
docs:
  sidebars:
    main: [a, b]
`,
  'static/img/a.png': 'png',
  'docs/a.mdx': `# A

import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';

export function Paths() {
  return <span data-doc={useBaseUrl('/docs/b')} data-file={useBaseUrl('/img/a.png')} data-relative={useBaseUrl('docs/b')} />;
}

${LINKS}

<Paths />
`,
  'docs/b.md': '# B\n\nB.\n',
  'pages/hello.tsx': `import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
export default function Hello() {
  return (
    <main>
      <h1><Translate id="hello.title">Hello</Translate></h1>
      ${LINKS}
      <span data-doc={useBaseUrl('/docs/b')} data-file={useBaseUrl('/img/a.png')} data-relative={useBaseUrl('docs/b')} />
      <img className="none" src={useBaseUrl('') || undefined} alt="" />
    </main>
  );
}
`,
  'i18n/fr/code.json': '{ "hello.title": { "message": "Bonjour" } }\n',
};

let dir: string;
let built: Awaited<ReturnType<typeof buildInto>>;

before(async () => {
  dir = await tempDir('docgen-link-locale-');
  await writeFiles(dir, FILES);
  built = await buildInto(path.join(dir, 'site.config.yaml'));
});
after(async () => {
  await built?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** What the links and paths of a built page lead to, in the order written. */
async function targets(route: string) {
  const html = await readFile(path.join(built.outDir, route, 'index.html'), 'utf8');
  const main = html.slice(html.indexOf('to b') - 200);
  return {
    links: [...main.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(?:to b|to fr b|to file|away)<\/a>/g)].map((m) => m[1]),
    paths: /data-doc="([^"]*)" data-file="([^"]*)" data-relative="([^"]*)"/.exec(main)!.slice(1),
  };
}

test('in the default locale, a site path gets the base URL only', async () => {
  for (const route of ['docs/a', 'hello'])
    assert.deepEqual(await targets(route), {
      links: ['/base/docs/b', '/base/fr/docs/b', '/base/img/a.png', 'https://example.com/x'],
      paths: ['/base/docs/b', '/base/img/a.png', '/base/docs/b'],
    });
});

test('on a French page, Link and useBaseUrl lead into the French site, an MDX doc and a React page alike', async () => {
  for (const route of ['fr/docs/a', 'fr/hello'])
    assert.deepEqual(await targets(route), {
      links: ['/base/fr/docs/b', '/base/fr/docs/b', '/base/img/a.png', 'https://example.com/x'],
      paths: ['/base/fr/docs/b', '/base/img/a.png', '/base/fr/docs/b'],
    });
  // The React page renders with the French site data: its strings are French too.
  assert.match(await readFile(path.join(built.outDir, 'fr/hello/index.html'), 'utf8'), /<h1>Bonjour<\/h1>/);
});

test('useBaseUrl of an empty path gives it back, as Docusaurus does: a page that draws an image only for a path draws none', async () => {
  // ha-developers' home page passes each feature's empty imageUrl through useBaseUrl and draws an <img> when it is set.
  const html = await readFile(path.join(built.outDir, 'hello', 'index.html'), 'utf8');
  assert.match(html, /<img class="none" alt=""\/?>/);
});
