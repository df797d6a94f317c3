/** Watch mode and a translated site: what an edit under i18n/ makes it do. */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { parseConfig } from '../../src/config/load.js';
import { noChanges } from '../../src/pipeline/changes.js';
import { classify, watchTargets } from '../../src/watch/watcher.js';

const config = parseConfig(
  'title: T\nurl: https://t.example.com\ni18n:\n  defaultLocale: en\n  locales: [en, ja]\n',
  'site.config.yaml',
);
const targets = watchTargets('/site/site.config.yaml', '/site', config);
const after = (file: string, event = 'change') => {
  const changes = noChanges();
  classify(changes, event, path.join('/site/i18n/ja', file), targets);
  return changes;
};

test('a translation file reloads the site; a translated doc or post is read again; a translated page is bundled again', () => {
  for (const file of [
    'code.json',
    'docusaurus-theme-classic/navbar.json',
    'docusaurus-theme-classic/footer.json',
    'docusaurus-plugin-content-docs/current.json',
    'docusaurus-plugin-content-blog/options.json',
  ])
    assert.equal(after(file).config, true, file);
  const doc = after('docusaurus-plugin-content-docs/current/intro.md');
  assert.deepEqual(
    [doc.config, [...doc.docs]],
    [false, ['/site/i18n/ja/docusaurus-plugin-content-docs/current/intro.md']],
  );
  assert.equal(after('docusaurus-plugin-content-pages/about.md').templates, true);
  assert.equal(after('docusaurus-plugin-content-pages/index.tsx', 'add').templates, true);
});
