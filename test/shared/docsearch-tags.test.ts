import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { buildInto, siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-docsearch-tags-');

const tagOf = (html: string) => /<meta name="docsearch:docusaurus_tag" content="([^"]*)">/.exec(html)?.[1];

test("each page carries DocSearch's tag of what it belongs to: its docs instance's version, or default", async (t) => {
  const dir = await site({
    'site.config.yaml': `title: Tags
url: https://tags.example.com
search:
  provider: algolia
  appId: APP
  apiKey: key
  indexName: tags
docs:
  sidebars:
    docs: [intro]
docsInstances:
  - id: community
    sidebars:
      community: [welcome]
blog:
  path: blog
`,
    'docs/intro.md': '# Intro\n\nThe docs.\n',
    'community/welcome.md': '# Welcome\n\nThe community docs, in one version.\n',
    'blog/2026-01-02-hello.md':
      '---\ntitle: Hello\nauthors: [{ name: Ana }]\n---\n\nA post.\n\n<!-- truncate -->\n\nMore.\n',
  });
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  t.after(built.cleanup);
  const tag = async (route: string) => tagOf(await readFile(path.join(built.outDir, route, 'index.html'), 'utf8'));
  assert.equal(await tag('docs/intro'), 'docs-default-current');
  // An instance that builds one version is tagged with its own id, as Docusaurus tags it, not with the default docs'.
  assert.equal(await tag('community/welcome'), 'docs-community-current');
  assert.equal(await tag('blog/2026/01/02/hello'), 'default');
  assert.equal(await tag('blog'), 'default');
});
