/**
 * Sites outside this repository, with no node_modules of their own: the default theme, its defaults for a
 * minimal config, overrides from the site's theme folder, and the errors a site can meet.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../src/build.js';
import { DocgenError, DocgenErrors } from '../src/errors.js';
import { siteFolders } from './helpers/site.js';

const site = siteFolders('docgen-any-site-');

const MINIMAL = {
  'site.config.yaml': 'title: Tiny\nurl: https://tiny.example.com\ntagline: Small but complete\n',
  'docs/zebra.md': '# Zebra\n\nLast by title.\n',
  'docs/apple.md': '# Apple\n\nFirst by title.\n',
  'docs/later.md': '---\nsidebar_position: 1\n---\n# Later\n\nFirst by position.\n',
  'docs/guide/10-ten.md': '# Ten\n',
  'docs/guide/2-two.md': '# Two\n',
};

function errorMessages(error: unknown): string[] {
  if (error instanceof DocgenErrors) return error.errors.map((e) => e.message);
  if (error instanceof DocgenError) return [`${error.message}${error.hint ? ` (hint: ${error.hint})` : ''}`];
  throw error;
}

test('a three-line config and docs/ build with the default theme: home page, navbar, /docs, sidebar order, no warnings', async () => {
  const dir = await site(MINIMAL);
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings, []);
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  const home = await read('index.html');
  assert.match(home, /<title>Tiny · Small but complete<\/title>/);
  assert.match(
    home,
    /<h1 id="theme-home-title" class="theme-home-title"><span class="theme-home-name">Tiny<\/span><\/h1><p class="theme-home-tagline">Small but complete<\/p><div class="theme-home-actions"><a class="theme-home-action brand" href="\/docs\/later">Get started<span class="icon icon-arrow-right"[^>]*><\/span><\/a><\/div>/,
  );
  assert.match(
    home,
    /<a class="navbar-brand navbar__brand" href="\/"><span class="navbar-title navbar__title">Tiny<\/span><\/a>/,
  );
  assert.match(
    home,
    /<div class="navbar-items navbar__items navbar-items-left"><a class="navbar-link" href="\/docs\/later">Docs<\/a><\/div>/,
  );
  assert.match(
    home,
    /<div class="navbar-items navbar__items navbar__items--right navbar-items-right"><span class="navbar-search"><button type="button" class="navbar-search-button"[^]*class="navbar-icon-button color-mode-toggle"/,
  );
  assert.match(
    await read('docs/index.html'),
    /<link rel="canonical" href="https:\/\/tiny\.example\.com\/docs\/later">/,
  );
  // sidebar_position first, then the number prefix (2 before 10), then the title.
  const labels = [
    ...(await read('docs/guide/ten/index.html')).matchAll(
      /class="sidebar-(?:link|category-toggle)[^"]*"[^>]*>([^<]+)</g,
    ),
  ].map((m) => m[1]);
  // A folder's category is labelled with its name as written, as in Docusaurus (a _category_.json may name it).
  assert.deepEqual(labels, ['Later', 'Apple', 'guide', 'Two', 'Ten', 'Zebra']);
});

test("the config's home shows a hero with its text, buttons and picture, then feature cards, at the base URL", async () => {
  const dir = await site({
    ...MINIMAL,
    'site.config.yaml': [
      'title: Tiny',
      'url: https://tiny.example.com',
      'baseUrl: /tiny/',
      'home:',
      '  hero:',
      '    name: Tiny Docs',
      '    text: Small docs for small things',
      '    tagline: Read them in a minute',
      '    image: { src: img/hero.svg, alt: A small box }',
      '    actions:',
      '      - { text: Read the guide, link: /docs/later }',
      '      - { text: GitHub, link: "https://github.com/example/tiny", theme: alt }',
      '  features:',
      '    - { title: Quick, details: Built in a second., link: /docs/apple }',
      '    - { title: Plain, details: Nothing but Markdown. }',
      '',
    ].join('\n'),
    'static/img/hero.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings, []);
  const home = await readFile(path.join(dir, 'build', 'index.html'), 'utf8');
  const main = /<main class="theme-home">.*?<\/main>/s.exec(home)?.[0] ?? '';
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  assert.equal(text(/<h1[^]*?<\/h1>/.exec(main)![0]), 'Tiny Docs Small docs for small things');
  assert.match(main, /<p class="theme-home-tagline">Read them in a minute<\/p>/);
  assert.deepEqual(
    [...main.matchAll(/<a class="theme-home-action (\w+)" href="([^"]+)">(.*?)<(?:span|\/a)/g)].map((m) => m.slice(1)),
    [
      ['brand', '/tiny/docs/later', 'Read the guide'],
      ['alt', 'https://github.com/example/tiny', 'GitHub'],
    ],
  );
  assert.match(main, /<img src="\/tiny\/img\/hero\.svg" alt="A small box"\/>/);
  assert.deepEqual(
    [...main.matchAll(/<li class="theme-home-feature"><h3>(.*?)<\/h3><p>(.*?)<\/p>/g)].map((m) => [m[1], m[2]]),
    [
      ['<a href="/tiny/docs/apple">Quick</a>', 'Built in a second.'],
      ['Plain', 'Nothing but Markdown.'],
    ],
  );
});

test('a home button without a link is reported with its key and what was expected', async () => {
  const dir = await site({
    ...MINIMAL,
    'site.config.yaml':
      'title: Tiny\nurl: https://tiny.example.com\nhome:\n  hero:\n    actions:\n      - text: Go\n        link: docs/later\n',
  });
  await assert.rejects(build({ configFile: path.join(dir, 'site.config.yaml') }), (error: unknown) => {
    const messages = errorMessages(error).join('\n');
    assert.match(messages, /home\.hero\.actions\[0\]\.link/);
    assert.match(messages, /expected an absolute URL such as "https:\/\/example\.com" or a path starting with "\/"/);
    return true;
  });
});

test('a file of the site theme replaces the default component everywhere, and can wrap the original', async () => {
  const dir = await site({
    ...MINIMAL,
    'templates/theme/Footer.tsx': [
      "import { Footer as Original } from '@theme-original/Footer';",
      'export function Footer() {',
      '  return <div className="my-footer"><Original /><p>Hosted by us</p></div>;',
      '}',
    ].join('\n'),
    'templates/theme/NavbarLink.tsx':
      'export function NavbarLink({ link }: { link: { href: string; label: string } }) {\n  return <a className="my-link" href={link.href}>{`${link.label}!`}</a>;\n}\n',
    'site.config.yaml': `${MINIMAL['site.config.yaml']}footer:\n  copyright: Made by Tiny\n`,
    // A page of the site imports React and docgen's runtime, and the site has no node_modules: both come from docgen.
    'templates/pages/about.tsx':
      "import { useState } from 'react';\nimport { useSite } from 'docgen/client';\nexport default function About() {\n  const [n] = useState(3);\n  return <main><h1>About {useSite().title}</h1><p>{n} things</p></main>;\n}\n",
  });
  const result = await build({ configFile: path.join(dir, 'site.config.yaml') });
  assert.deepEqual(result.warnings, []);
  const html = await readFile(path.join(dir, 'build/docs/apple/index.html'), 'utf8');
  assert.match(
    html,
    /<div class="my-footer"><footer class="footer">.*Made by Tiny.*<\/footer><p>Hosted by us<\/p><\/div>/s,
  );
  assert.match(
    await readFile(path.join(dir, 'build/about/index.html'), 'utf8'),
    /<main><h1>About <!-- -->Tiny<\/h1><p>3<!-- --> things<\/p><\/main>/,
  );
  // Navbar.tsx of the default theme imports ./NavbarLink.js: it gets the site's.
  assert.match(html, /<a class="my-link" href="\/docs\/later">Docs!<\/a>/);
});

test('a theme component that exists nowhere is named with the file to create, never an internal module', async () => {
  const dir = await site({
    ...MINIMAL,
    'templates/theme/Footer.tsx':
      "import { Ribbon } from '@theme/Ribbon';\nexport function Footer() {\n  return <Ribbon />;\n}\n",
  });
  const error = await build({ configFile: path.join(dir, 'site.config.yaml') }).catch((e: unknown) => e);
  assert.deepEqual(errorMessages(error), [
    'templates/theme/Footer.tsx:1:24 - cannot find the theme component "@theme/Ribbon": create templates/theme/Ribbon.tsx',
  ]);
});

test('a package nobody installed is named where it is imported, with the command that installs it', async () => {
  const dir = await site({
    ...MINIMAL,
    'templates/pages/about.tsx':
      "import pad from 'left-pad-nowhere/sub';\nexport default function About() {\n  return <p>{pad('a')}</p>;\n}\n",
  });
  const error = await build({ configFile: path.join(dir, 'site.config.yaml') }).catch((e: unknown) => e);
  assert.deepEqual(errorMessages(error), ['templates/pages/about.tsx:1:17 - Could not resolve "left-pad-nowhere/sub"']);
  assert.equal(
    (error as DocgenErrors).errors[0]!.hint,
    "install it in the site's folder: npm install left-pad-nowhere",
  );
});

test('a site with a React docgen does not render with gets one error naming the version found and the range accepted', async () => {
  const pkg = (name: string, version: string) => JSON.stringify({ name, version });
  const errorsOf = async (files: Record<string, string>) => {
    const dir = await site({ ...MINIMAL, ...files });
    return errorMessages(await build({ configFile: path.join(dir, 'site.config.yaml') }).catch((e: unknown) => e));
  };
  assert.deepEqual(await errorsOf({ 'node_modules/react/package.json': pkg('react', '17.0.2') }), [
    'the site has react 17.0.2 (node_modules/react), but docgen renders with React 18.2 or later, or 19 (hint: install React 19 or 18 in the site: npm install react@19 react-dom@19)',
  ]);
  assert.deepEqual(await errorsOf({ 'node_modules/react/package.json': pkg('react', '19.1.0') }), [
    'the site has react 19.1.0 (node_modules/react) but no react-dom (hint: install react-dom of the same version: npm install react-dom@19.1.0)',
  ]);
  assert.deepEqual(
    await errorsOf({
      'node_modules/react/package.json': pkg('react', '19.1.0'),
      'node_modules/react-dom/package.json': pkg('react-dom', '18.3.1'),
    }),
    [
      'the site has react 19.1.0 (node_modules/react) and react-dom 18.3.1 (node_modules/react-dom): React needs both at one version, installed once (hint: install both at one version: npm install react@19.1.0 react-dom@19.1.0)',
    ],
  );
});

test('onBrokenAnchors judges a missing #anchor apart from a missing page, as Docusaurus does', async () => {
  const dir = await site({
    ...MINIMAL,
    'site.config.yaml': `${MINIMAL['site.config.yaml']}onBrokenLinks: throw\nonBrokenAnchors: warn\n`,
    'docs/apple.md': '# Apple\n\nSee [zebra stripes](./zebra.md#stripes).\n',
  });
  const configFile = path.join(dir, 'site.config.yaml');
  const { warnings } = await build({ configFile });
  assert.deepEqual(
    warnings.map((w) => w.kind === 'broken-link' && w.link.reason),
    ['no heading or element with id "stripes" on /docs/zebra'],
  );
  await writeFile(
    path.join(dir, 'docs/apple.md'),
    '# Apple\n\nSee [zebra stripes](./zebra.md#stripes), [lion](/docs/lion).\n',
  );
  assert.deepEqual(errorMessages(await build({ configFile }).catch((e: unknown) => e)), [
    'docs/apple.md:3:42 - broken link → /docs/lion (no page or file at /docs/lion)',
  ]);
});
