/*
 * A Markdown file link in a partial resolves as Docusaurus resolves it: against the docs of the content folder that
 * holds the partial (the docs instance, version and locale whose loader compiles it), in the page's locale, whichever
 * instance's doc imports it. helm's translated community docs import a partial of the default docs folder whose
 * `[Helm 4 Overview](/overview.md)` names the default docs' overview: docgen looked for it among the community docs.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { linkTargets } from '../helpers/output-files.js';
import { buildInto, tempDir, writeFiles } from '../helpers/site.js';

const PARTIAL = `[to overview](/overview.md) [to intro](./intro.mdx) [to guide](guide/setup.md) [to gone](/gone.md)\n`;
const IMPORTING = (title: string) => `# ${title}\n\nimport Note from '/docs/_note.mdx';\n\n<Note />\n`;

const FILES = {
  'site.config.yaml': `title: Partials
url: https://partials.example.com
baseUrl: /
onBrokenLinks: warn
i18n:
  defaultLocale: en
  locales: [en, ja]
docsInstances:
  - id: community
    path: community
    routeBasePath: community
`,
  'docs/overview.md': '# Overview\n\nOverview.\n',
  'docs/guide/setup.md': '# Setup\n\nSetup.\n',
  'docs/intro.mdx': IMPORTING('Intro'),
  'docs/_note.mdx': PARTIAL,
  // The community instance has an overview of its own: the partial's link must not lead there.
  'community/overview.md': '# Community overview\n\nHi.\n',
  'community/history.mdx': IMPORTING('History'),
  'i18n/ja/docusaurus-plugin-content-docs/current/overview.md': '# 概要\n\n概要。\n',
  'i18n/ja/docusaurus-plugin-content-docs-community/current/history.mdx': IMPORTING('歴史'),
};

let dir: string;
let built: Awaited<ReturnType<typeof buildInto>>;

before(async () => {
  dir = await tempDir('docgen-partial-links-');
  await writeFiles(dir, FILES);
  built = await buildInto(path.join(dir, 'site.config.yaml'));
});
after(async () => {
  await built?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** Where the links of a built page lead, in the order written. */
function targets(route: string): Promise<string[]> {
  return linkTargets(built.outDir, route, 'to [^<]*');
}

test("a partial's Markdown links lead to the docs of its own folder, from a doc of another instance too", async () => {
  for (const route of ['docs/intro', 'community/history'])
    assert.deepEqual(await targets(route), ['/docs/overview', '/docs/intro', '/docs/guide/setup', '/gone.md']);
});

test("in another locale, they lead to its folder's docs in the page's locale", async () => {
  for (const route of ['ja/docs/intro', 'ja/community/history'])
    assert.deepEqual(await targets(route), ['/ja/docs/overview', '/ja/docs/intro', '/ja/docs/guide/setup', '/gone.md']);
});

test('the link check finds them, and still reports the one that names no doc', () => {
  const broken = built.warnings.flatMap((w) =>
    w.kind === 'broken-link'
      ? [`${w.link.source} ${w.link.target}${/; the same on 1 more page /.test(w.link.reason) ? ' (and ja)' : ''}`]
      : [],
  );
  assert.deepEqual(broken.sort(), [
    'community/history.mdx /gone.md',
    // The Japanese page of the untranslated intro is built from the same file: one line says both.
    'docs/intro.mdx /gone.md (and ja)',
    'i18n/ja/docusaurus-plugin-content-docs-community/current/history.mdx /gone.md',
  ]);
});
