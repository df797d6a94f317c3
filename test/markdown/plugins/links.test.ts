import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../../src/build.js';
import { formatWarning } from '../../../src/links/warnings.js';
import { siteFolders, tempDir } from '../../helpers/site.js';
import { renderMarkdown } from '../../helpers/markdown.js';
import type { SiteLinkContext } from '../../../src/markdown/context.js';
import * as jsxRuntime from 'react/jsx-runtime';
import { createMarkdownProcessor, processMarkdown } from '../../../src/markdown/processor.js';

test('relative .md links become routes; site paths get the base URL; positions are kept', () => {
  const result = renderMarkdown(
    'See [Frame](../api/frame.md#props) and [Intro](/docs/intro).\n\n[gone](./missing.md)\n',
    {
      site: { baseUrl: '/craft/' },
    },
  );
  assert.match(result.html, /href="\/craft\/docs\/api\/frame#props"/);
  assert.match(result.html, /href="\/craft\/docs\/intro"/);
  const missing = result.links.find((l) => l.url === './missing.md')!;
  assert.equal(missing.missingDoc, true);
  assert.equal(missing.line, 3);
  assert.equal(missing.column, 1);
});

test('an image without alt text is a warning at its position; a described one is not', () => {
  const { warnings } = renderMarkdown('Text.\n\n![](/img/a.png) and ![  ](/img/b.png)\n\n![A diagram](/img/c.png)\n');
  assert.deepEqual(
    warnings.map((w) => `${w.line}:${w.column} ${w.message}`),
    [
      '3:1 image /img/a.png has no alt text: say what it shows, as in ![a diagram of …](/img/a.png)',
      '3:21 image /img/b.png has no alt text: say what it shows, as in ![a diagram of …](/img/b.png)',
    ],
  );
});

test('links written after a rewritten admonition title still map to the source as written', () => {
  const body = ':::tip Read this\nSee [Store](../api/Store.md).\n:::\n';
  const { sourceEdits } = renderMarkdown(body);
  assert.equal(sourceEdits.length, 1);
  assert.equal(body.slice(sourceEdits[0]!.at, sourceEdits[0]!.at + sourceEdits[0]!.length), '../api/Store.md');
});

test('.md links resolve from the file folder, then from the docs root, with or without ./, with anchors', () => {
  const { html, links } = renderMarkdown(
    '[a](api/Store.md#getState) [b](./api/Store.md) [c](other.md#x) [d](/api/Store.md) [e](/docs/api/Store.md) [f](./nope.md) [g](/static/x.md) [h](docs/api/Store.md)\n',
    { site: { docsPath: 'docs' } },
  );
  assert.deepEqual(
    [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
    [
      '/docs/api/Store#getState',
      '/docs/api/Store',
      '/docs/guides/other#x',
      '/docs/api/Store',
      '/docs/api/Store',
      './nope.md',
      '/static/x.md',
      '/docs/api/Store',
    ],
  );
  assert.equal(links.find((l) => l.url === './nope.md')!.missingDoc, true);
  assert.equal(links.find((l) => l.url === '/static/x.md')!.missingDoc, undefined);
});

test('pathname:// links are site paths left as they are, with the base URL', () => {
  const { html, links } = renderMarkdown('[raw](pathname:///files/report.html#top)\n', { site: { baseUrl: '/base/' } });
  assert.match(html, /href="\/base\/files\/report\.html#top"/);
  assert.deepEqual(links[0]!.target, { path: '/files/report.html', hash: 'top' });
});

// The rules found on real Docusaurus and VitePress trees (dialect-real).
{
  const processor = createMarkdownProcessor({}, jsxRuntime);
  const site: SiteLinkContext = {
    routeByDocPath: {
      'guide/index.md': '/guide',
      'guide/features.md': '/guide/features',
      'guide/api-plugin.md': '/guide/api-plugin',
      'config/index.md': '/config',
    },
    baseUrl: '/',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  };

  function targets(body: string, dialect?: 'vitepress') {
    const result = processMarkdown(
      processor,
      body,
      'docs/guide/index.md',
      { docPath: 'guide/index.md', route: '/guide', bodyLine: 1 },
      { ...site, ...(dialect ? { dialect } : {}) },
    );
    return result.links.map((l) => `${l.url} → ${l.href ?? ''}`);
  }

  const body =
    '[a](./features) [b](/guide/api-plugin.html#configureserver) [c](/config/) [d](../config/#top) [e](/logo.svg) [f](./missing)\n';

  test('in a VitePress tree, pages are linked by source path without extension, with .html, or by folder', () => {
    assert.deepEqual(targets(body, 'vitepress'), [
      './features → /guide/features',
      '/guide/api-plugin.html#configureserver → /guide/api-plugin#configureserver',
      '/config/ → /config',
      '../config/#top → /config#top',
      // Files and paths that name no doc keep their meaning.
      '/logo.svg → /logo.svg',
      './missing → /missing',
    ]);
  });

  test('a Docusaurus tree keeps URL semantics for such links', () => {
    assert.deepEqual(targets(body).slice(0, 2), [
      './features → /features',
      '/guide/api-plugin.html#configureserver → /guide/api-plugin.html#configureserver',
    ]);
  });

  test('a link that starts with the base URL already gets it once, as Docusaurus adds it only when missing', () => {
    const result = processMarkdown(
      processor,
      '[a](/docs/theming/themes#colors) [b](/docs) [c](/other/page) [d](/docsify)\n',
      'docs/guide/index.md',
      { docPath: 'guide/index.md', route: '/guide', bodyLine: 1 },
      { ...site, baseUrl: '/docs/' },
    );
    assert.deepEqual(
      result.links.map((l) => `${l.href} ${l.target?.path}`),
      [
        '/docs/theming/themes#colors /theming/themes',
        '/docs/ /',
        '/docs/other/page /other/page',
        '/docs/docsify /docsify',
      ],
    );
  });
}

test("a relative URL is resolved from the page's URL with its base URL, as the browser resolves it", () => {
  const { html, links } = renderMarkdown('[SMS](../../../docs/kratos/sms) and [next](./next)\n', {
    route: '/kratos/mfa/overview',
    docPath: 'kratos/mfa/overview.md',
    site: { baseUrl: '/docs/' },
  });
  // From /docs/kratos/mfa/overview, three folders up is the site's root: the link climbs back into the base URL.
  assert.match(html, /href="\/docs\/kratos\/sms"/);
  assert.match(html, /href="\/docs\/kratos\/mfa\/next"/);
  assert.deepEqual(
    links.map((l) => l.target?.path),
    ['/kratos/sms', '/kratos/mfa/next'],
  );
});

// Docusaurus's address of a folder's index doc ends in "/" (/docs/core/llm/), and a slug may end so too: a relative
// URL there is resolved from that folder, as ha-developers' docs/core/llm/index.md links ../../intent_builtin.
{
  const site = siteFolders('docgen-folder-urls-');

  test('a relative URL of a folder index or of a slug ending in "/" is resolved from that folder', async () => {
    const dir = await site({
      'site.config.yaml': 'title: Folders\nurl: https://folders.example.com\nonBrokenLinks: throw\n',
      'docs/intro.md': '# Intro\n\n[llm](./core/llm)\n',
      'docs/core/llm/index.md': '# LLM\n\n[builtin](../../builtin)\n',
      'docs/core/llm/tools.md': '---\nslug: /core/tools/\n---\n\n# Tools\n\n[builtin](../../builtin)\n',
      'docs/core/llm/page.md': '# Page\n\n[builtin](../../builtin)\n',
      'docs/builtin.md': '# Built in\n',
      'docs/core/builtin.md': '# Core built in\n',
    });
    const out = await tempDir();
    try {
      await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: out });
      const hrefOf = async (page: string) =>
        /<a href="([^"]*)">builtin<\/a>/.exec(await readFile(path.join(out, page), 'utf8'))?.[1];
      assert.equal(await hrefOf('docs/core/llm/index.html'), '/docs/builtin');
      assert.equal(await hrefOf('docs/core/tools/index.html'), '/docs/builtin');
      // A doc that is no folder's index is a file of its folder: two levels up from /docs/core/llm/page.
      assert.equal(await hrefOf('docs/core/llm/page/index.html'), '/docs/builtin');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  test('under trailingSlash: true every page is a folder that its relative URLs start from', async () => {
    const dir = await site({
      'site.config.yaml':
        'title: Folders\nurl: https://folders.example.com\nonBrokenLinks: throw\ntrailingSlash: true\n',
      'docs/intro.md': '# Intro\n',
      'docs/core/llm/page.md': '# Page\n\n[builtin](../../builtin)\n',
      'docs/core/builtin.md': '# Core built in\n',
    });
    const out = await tempDir();
    try {
      await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: out });
      const html = await readFile(path.join(out, 'docs/core/llm/page/index.html'), 'utf8');
      assert.equal(/<a href="([^"]*)">builtin<\/a>/.exec(html)?.[1], '/docs/core/builtin/');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
}

// Docusaurus resolves and checks only images written inline: one written as a reference (`![alt][label]`) is an `<img>`
// of the URL as written. risc0's api/introduction.md shows a file its repository lacks that way, and Docusaurus builds
// it under onBrokenLinks: throw; docgen builds it too, draws the same <img>, and says where it differs.
{
  const site = siteFolders('docgen-image-references-');
  const doc = (gone: string) =>
    `# Doc\n\nText.\n\n![From code to receipt][pic]\n\n![Beside][near]\n\n[pic]: /img/${gone}.png\n[near]: ./near.png\n`;

  test('an image written as a reference to no file is a warning that says why, and its page shows the <img>', async () => {
    const dir = await site({
      'site.config.yaml': 'title: Refs\nurl: https://refs.example.com\nonBrokenLinks: throw\n',
      'docs/intro.md': doc('gone'),
      'docs/other.mdx': doc('gone-too'),
      'docs/near.png': 'not really a PNG',
    });
    const out = await tempDir();
    try {
      const result = await build({ configFile: path.join(dir, 'site.config.yaml'), outDir: out });
      const moved = `image ./near.png is written as a reference (![…][label]), whose URL Docusaurus writes into its page as it is, where it shows no image; docgen shows /assets/images/near-9d243875.png: write the image inline, ![…](./near.png), for both to show it`;
      const broken = (gone: string) =>
        `→ /img/${gone}.png (no file at /img/${gone}.png; an image written as a reference (![…][label]), which Docusaurus does not check, so this is not an error: its page shows a broken image there too)`;
      assert.deepEqual(result.warnings.map(formatWarning).sort(), [
        `docs/intro.md:5:1 ${broken('gone')}`,
        `docs/intro.md:7:1 - ${moved}`,
        // An MDX doc's images are placed where their URL is written: here in the definitions.
        `docs/other.mdx:10:9 - ${moved}`,
        `docs/other.mdx:9:8 ${broken('gone-too')}`,
      ]);
      for (const [page, gone] of [
        ['docs/intro/index.html', 'gone'],
        ['docs/other/index.html', 'gone-too'],
      ])
        assert.match(
          await readFile(path.join(out, page!), 'utf8'),
          new RegExp(`<p>Text.</p>\\s*<p><img src="/img/${gone}.png" alt="From code to receipt"/></p>`),
        );
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
}
