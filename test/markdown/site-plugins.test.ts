import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/build.js';
import { DocgenError, DocgenErrors } from '../../src/errors.js';
import { buildInto, copyOfFixtureSite, FIXTURES, writeFiles } from '../helpers/site.js';

const SITE = path.join(FIXTURES, 'plugins-site/site.config.yaml');
let built: Awaited<ReturnType<typeof buildInto>>;
const content = async (page: string) =>
  /data-docgen-content="true">([\s\S]*?)<\/article>/.exec(await readFile(path.join(built.outDir, page), 'utf8'))![1]!;

before(async () => {
  built = await buildInto(SITE);
});
after(() => built.cleanup());

test("a remark plugin's <Tabs> and imports render in a .md doc, as Docusaurus renders npm2yarn's", async () => {
  const html = await content('docs/install.html');
  assert.match(html, /<div data-island="@theme\/Tabs" data-props="[^"]*&quot;groupId&quot;:&quot;pm&quot;/);
  assert.match(html, /<li role="tab"[^>]*>npm<\/li><li role="tab"[^>]*>yarn<\/li>/);
  assert.match(html, /<span class="line">yarn add example<\/span>/);
  assert.doesNotMatch(html, /<Tabs|import Tabs/);
});

test('remark and rehype plugins, ES module and CommonJS, with options, run on Markdown and MDX docs alike', async () => {
  for (const page of ['docs/install.html', 'docs/plain.html', 'docs/component.html']) {
    const html = await content(page);
    assert.match(html, /<p>© \w+\.<\/p>/, page);
    assert.match(html, /<p class="stamp">Checked by a rehype plugin\.<\/p><\/div>$/, page);
  }
  assert.match(await content('docs/plain.html'), /<table class="stamped">/);
  assert.match(await content('docs/component.html'), /<li role="tab"[^>]*>pnpm<\/li>/);
});

test("a site's npm2yarn plugin makes the tabs of its blocks, with its options, and docgen's own makes none", async () => {
  const site = await copyOfFixtureSite('plugins-site');
  try {
    const config = (await readFile(site.config, 'utf8')).replace('{ groupId: pm }', '{ groupId: pm, meta: npm2yarn }');
    await writeFiles(site.dir, {
      'site.config.yaml': config,
      'docs/npm.md': '# npm\n\n```bash npm2yarn\nnpm install example\nyarn add example\n```\n',
    });
    await build({ configFile: site.config, outDir: path.join(site.dir, 'build') });
    const html = await readFile(path.join(site.dir, 'build/docs/npm.html'), 'utf8');
    assert.equal(html.match(/role="tablist"/g)?.length, 1);
    assert.match(html, /&quot;groupId&quot;:&quot;pm&quot;/);
    assert.match(html, /<li role="tab"[^>]*>npm<\/li><li role="tab"[^>]*>yarn<\/li><\/ul>/);
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
});

async function buildError(files: Record<string, string>): Promise<string[]> {
  const site = await copyOfFixtureSite('plugins-site');
  try {
    await writeFiles(site.dir, files);
    await build({ configFile: site.config, outDir: path.join(site.dir, 'build') });
    return [];
  } catch (error) {
    if (error instanceof DocgenError) return [error.message];
    if (!(error instanceof DocgenErrors)) throw error;
    return error.errors.map((e) => e.message).sort();
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
}

test('a plugin that throws fails the build at the doc, naming the plugin, in Markdown and MDX docs', async () => {
  const failed =
    'the Markdown plugin "./plugins/remark-copyright.cjs" (markdown.remarkPlugins[1]) failed: no explosions here';
  assert.deepEqual(await buildError({ 'docs/boom.md': '# Boom\n\nboom\n' }), [`docs/boom.md - ${failed}`]);
  assert.deepEqual(await buildError({ 'docs/boom.mdx': '# Boom\n\nboom {1}\n' }), [`docs/boom.mdx:1:1 - ${failed}`]);
});

test('a plugin that cannot be found is an error at its key in the config', async () => {
  const config = (await readFile(SITE, 'utf8')).replace('./plugins/remark-copyright.cjs', 'remark-not-installed');
  const [error, ...others] = await buildError({ 'site.config.yaml': config });
  assert.match(error!, /\/site\.config\.yaml:9:7 - cannot find the package "remark-not-installed"$/);
  assert.deepEqual(others, []);
});
