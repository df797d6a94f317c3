import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESCRIBED_PLUGIN, describePluginFunctions } from '../../src/docusaurus/describe-plugins.js';
import { convertDocusaurusConfig } from '../../src/init/from-docusaurus.js';
import { siteFolders } from '../helpers/site.js';

const folders = siteFolders('docgen-describe-plugins-');

test('a plugin function of the config is named, one line each, with what it did when Docusaurus called it', async () => {
  const config = {
    title: 'T',
    url: 'https://t.example.com',
    plugins: [
      function changelogPlugin() {
        return {
          name: 'changelog',
          loadContent: () => ['1.0', '2.0'],
          contentLoaded({ content, actions }: { content: string[]; actions: { addRoute(r: object): void } }) {
            for (const version of content) actions.addRoute({ path: `/changelog/${version}` });
          },
        };
      },
      [
        function headPlugin(_context: unknown, options: { id: string }) {
          return { name: `head-${options.id}`, injectHtmlTags: () => ({ headTags: [] }), configureWebpack: () => ({}) };
        },
        { id: 'x' },
      ],
      function broken() {
        throw new Error('needs webpack');
      },
      './src/plugins/stamp',
      '@docusaurus/plugin-ideal-image',
    ],
  };
  const siteDir = await folders({
    // A local plugin module, as Docusaurus requires one.
    'src/plugins/stamp.js':
      "module.exports = function stamp() { return { name: 'stamp', getClientModules: () => ['./x.js'] }; };\n",
  });
  const described = (await describePluginFunctions(config, siteDir)) as { plugins: unknown[] };
  assert.deepEqual(described.plugins.slice(0, 3), [
    { [DESCRIBED_PLUGIN]: 'changelog (a function of the config that adds 2 routes)' },
    { [DESCRIBED_PLUGIN]: 'head-x (a function of the config that injects head tags, configures webpack)' },
    { [DESCRIBED_PLUGIN]: 'broken (a function of the config; calling it failed)' },
  ]);
  const { notCarried } = convertDocusaurusConfig(described as never, { swizzled: [], pages: [] });
  assert.deepEqual(
    notCarried.filter((line) => line.startsWith('plugin ')),
    [
      'plugin changelog (a function of the config that adds 2 routes)',
      'plugin head-x (a function of the config that injects head tags, configures webpack)',
      'plugin broken (a function of the config; calling it failed)',
      'plugin ./src/plugins/stamp: stamp (a function of the config that adds client modules)',
      'plugin @docusaurus/plugin-ideal-image',
    ],
  );
});
