/*
 * `docgen serve` of a translated site, over HTTP: each locale's not-found page is in its folder and its language, as
 * Docusaurus writes it, and a missing path in a locale's folder is answered with that locale's; `serve --locale fr`
 * builds and serves that locale alone, at the site's base URL.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { after, test } from 'node:test';
import { serveBuilt } from '../../src/cli/serve-command.js';
import { siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-serve-locales-');
const servers: Server[] = [];
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const FILES = {
  'site.config.yaml': `title: Atlas
url: https://atlas.example.com
trailingSlash: false
i18n:
  defaultLocale: en
  locales: [en, fr]
docs:
  sidebars:
    main: [intro]
`,
  'docs/intro.md': '# Introduction\n\nHello.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Présentation\n\nBonjour.\n',
};

/** Builds the site of `FILES` in a fresh folder and serves it on 127.0.0.1, as `docgen serve [--locale X]` does. */
async function served(locale?: string): Promise<{ dir: string; get: (p: string) => Promise<[number, string]> }> {
  const dir = await site(FILES);
  const { server, url } = await serveBuilt({
    config: path.join(dir, 'site.config.yaml'),
    outDir: path.join(dir, 'build'),
    port: 0,
    host: '127.0.0.1',
    build: true,
    ...(locale && { locale }),
  });
  servers.push(server);
  const get = async (p: string): Promise<[number, string]> => {
    const res = await fetch(new URL(p.slice(1), url));
    return [res.status, await res.text()];
  };
  return { dir, get };
}

const heading = (html: string) => /<main[^>]*>\s*<h1>([^<]*)<\/h1>/.exec(html)?.[1];

test("each locale's not-found page is in its folder and language, and answers a missing path in it", async () => {
  const { dir, get } = await served();
  const fr = await readFile(path.join(dir, 'build/fr/404.html'), 'utf8');
  assert.match(fr, /<html lang="fr"/);
  assert.match(fr, /<title>Page introuvable \| Atlas<\/title>/);
  assert.match(fr, /<meta name="description" content="Nous n’avons pas trouvé ce que vous cherchiez\.">/);
  assert.equal(heading(fr), 'Page introuvable');
  const en = await readFile(path.join(dir, 'build/404.html'), 'utf8');
  assert.match(en, /<title>Page Not Found \| Atlas<\/title>/);

  const [frStatus, frMissing] = await get('/fr/docs/nowhere');
  assert.equal(frStatus, 404);
  assert.equal(heading(frMissing), 'Page introuvable');
  const [, frRootMissing] = await get('/fr/nowhere');
  assert.equal(heading(frRootMissing), 'Page introuvable');
  const [enStatus, enMissing] = await get('/docs/nowhere');
  assert.equal(enStatus, 404);
  assert.equal(heading(enMissing), 'Page Not Found');
  // A path that only starts like the locale's folder is not in it.
  const [, french] = await get('/french/nowhere');
  assert.equal(heading(french), 'Page Not Found');
});

test('serve --locale fr builds and serves that locale alone, at the base URL', async () => {
  const { get } = await served('fr');
  const [status, intro] = await get('/docs/intro');
  assert.equal(status, 200);
  assert.match(intro, /<html lang="fr"/);
  assert.match(intro, /<h1[^>]*>Présentation<\/h1>/);
  const [homeStatus, home] = await get('/');
  assert.equal(homeStatus, 200);
  assert.match(home, /<html lang="fr"/);
  const [missingStatus, missing] = await get('/docs/nowhere');
  assert.equal(missingStatus, 404);
  assert.equal(heading(missing), 'Page introuvable');
  // The default locale is not built: its folder-less pages are fr's, and no /fr/ folder is served.
  const [frStatus] = await get('/fr/docs/intro');
  assert.equal(frStatus, 404);
});
