import assert from 'node:assert/strict';
import { test } from 'node:test';
import { convertDocusaurusConfig } from '../../src/init/convert-docusaurus-config.js';

test('init carries the blog options and a second blog, and names what it cannot take', () => {
  const { config, notCarried } = convertDocusaurusConfig(
    {
      title: 'Zoo',
      url: 'https://zoo.example.com',
      presets: [
        [
          'classic',
          {
            blog: {
              blogSidebarCount: 'ALL',
              showReadingTime: false,
              editUrl: 'https://github.com/zoo/site/edit/main/',
              authorsMapPath: 'people.yml',
              feedOptions: {
                type: 'all',
                copyright: 'Zoo folks',
                limit: 5,
                xslt: true,
                createFeedItems: async () => Promise.resolve([]),
              },
              remarkPlugins: ['x'],
            },
          },
        ],
      ],
      plugins: [['@docusaurus/plugin-content-blog', { id: 'changelog', path: './changelog', blogTitle: 'Changelog' }]],
    },
    { swizzled: [], pages: [] },
  );
  assert.deepEqual((config as { blog: unknown }).blog, {
    blogSidebarCount: 'ALL',
    showReadingTime: false,
    editUrl: 'https://github.com/zoo/site/edit/main/',
    authorsMapPath: 'people.yml',
    feedOptions: { type: 'all', copyright: 'Zoo folks', limit: 5 },
  });
  assert.deepEqual((config as { blogInstances: unknown }).blogInstances, [
    { id: 'changelog', path: 'changelog', blogTitle: 'Changelog' },
  ]);
  assert.deepEqual(notCarried, [
    "presets.classic.blog.feedOptions.xslt: docgen's feeds have no XSLT style sheet for browsers",
    "presets.classic.blog.feedOptions.createFeedItems: docgen's feed items are Docusaurus's default ones: each listed post, whole, links made absolute",
    "blog.remarkPlugins: 1 plugin(s) not among the docs' (docgen runs the docs' plugins on every page)",
  ]);
});
