import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { buildInto, siteFolders } from '../helpers/site.js';

const site = siteFolders('docgen-docsearch-tags-');

/** Every `docsearch:*` meta tag of the page, in order, as `name=content`. */
const metaOf = (html: string) =>
  [...html.matchAll(/<meta name="docsearch:([^"]*)" content="([^"]*)">/g)].map(
    ([, name, content]) => `${name}=${content}`,
  );

test("each page carries DocSearch's version and tag of what it belongs to, as Docusaurus writes them", async (t) => {
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
  authorsMapPath: authors.yml
`,
    'versions.json': '["1.0"]\n',
    'versioned_docs/version-1.0/intro.md': '---\ntags: [setup]\n---\n\n# Intro\n\nThe docs of 1.0.\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }\n',
    'docs/intro.md': '# Intro\n\nThe docs.\n',
    'community/welcome.md': '# Welcome\n\nThe community docs, in one version.\n',
    'blog/authors.yml': 'ana:\n  name: Ana\n  page: true\n',
    'blog/2026-01-02-hello.md':
      '---\ntitle: Hello\nauthors: [ana]\ntags: [news]\n---\n\nA post.\n\n<!-- truncate -->\n\nMore.\n',
  });
  const built = await buildInto(path.join(dir, 'site.config.yaml'));
  t.after(built.cleanup);
  const meta = async (route: string) => metaOf(await readFile(path.join(built.outDir, route, 'index.html'), 'utf8'));
  assert.deepEqual(await meta('docs/intro'), ['language=en', 'version=1.0', 'docusaurus_tag=docs-default-1.0']);
  assert.deepEqual(await meta('docs/next/intro'), [
    'language=en',
    'version=current',
    'docusaurus_tag=docs-default-current',
  ]);
  // An instance that builds one version is tagged with its own id, as Docusaurus tags it, not with the default docs'.
  assert.deepEqual(await meta('community/welcome'), [
    'language=en',
    'version=current',
    'docusaurus_tag=docs-community-current',
  ]);
  // A version's tags pages belong to it, and carry the tags that keep them out of contextual search.
  assert.deepEqual(await meta('docs/tags'), ['language=en', 'version=1.0', 'docusaurus_tag=doc_tags_list']);
  assert.deepEqual(await meta('docs/tags/setup'), ['language=en', 'version=1.0', 'docusaurus_tag=doc_tag_doc_list']);
  // A blog's post and archive are 'default'; its lists each have a tag of their own.
  assert.deepEqual(await meta('blog/2026/01/02/hello'), ['language=en', 'docusaurus_tag=default']);
  assert.deepEqual(await meta('blog/archive'), ['language=en', 'docusaurus_tag=default']);
  assert.deepEqual(await meta('blog'), ['language=en', 'docusaurus_tag=blog_posts_list']);
  assert.deepEqual(await meta('blog/tags'), ['language=en', 'docusaurus_tag=blog_tags_list']);
  assert.deepEqual(await meta('blog/tags/news'), ['language=en', 'docusaurus_tag=blog_tags_posts']);
  assert.deepEqual(await meta('blog/authors'), ['language=en', 'docusaurus_tag=blog_authors_list']);
  assert.deepEqual(await meta('blog/authors/ana'), ['language=en', 'docusaurus_tag=blog_authors_posts']);
  // Pages outside docs and blog are 'default'.
  assert.deepEqual(await meta(''), ['language=en', 'docusaurus_tag=default']);
});
