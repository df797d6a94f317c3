import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESCRIBED_PLUGIN, describePluginFunctions } from '../../src/docusaurus/describe-plugins.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { convertDocusaurusConfig } from '../../src/init/convert-docusaurus-config.js';
import { initFromDocusaurus } from '../../src/init/from-docusaurus.js';
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

test('the PostCSS plugins a configurePostCss adds are carried as postcss.plugins, by their modules', async () => {
  const siteDir = await folders({
    'docusaurus.config.js': `module.exports = {
  title: 'T',
  url: 'https://t.example.com',
  plugins: [
    './src/plugins/tailwind',
    function madeByCall() {
      return { name: 'made-by-call', configurePostCss(o) { o.plugins.push({ postcssPlugin: 'inline' }); return o; }, injectHtmlTags: () => ({}) };
    },
  ],
};
`,
    // As chaos-mesh's docusaurus-tailwind-v3: a local plugin that only adds PostCSS plugins.
    'src/plugins/tailwind.js': `module.exports = function () {
  return { name: 'tailwind', configurePostCss(options) { options.plugins.push(require('../../utilities.cjs')); return options; } };
};
`,
    'utilities.cjs': "module.exports = () => ({ postcssPlugin: 'utilities' });\nmodule.exports.postcss = true;\n",
  });
  const { notCarried } = await initFromDocusaurus(siteDir);
  const written = parse(await readFile(path.join(siteDir, 'site.config.yaml'), 'utf8')) as { postcss?: unknown };
  assert.deepEqual(written.postcss, { plugins: ['./utilities.cjs'] });
  assert.deepEqual(
    notCarried.filter((line) => line.startsWith('plugin ')),
    [
      "plugin made-by-call: its configurePostCss adds a PostCSS plugin made by a call or written in the config, which no module exports; name its package in site.config.yaml's postcss.plugins",
      'plugin made-by-call (a function of the config that injects head tags)',
    ],
  );
});
