import type { Sidebar } from '../../src/shared/model.js';

/** A small site and its sidebar, for the tests of what is made from them (index files, breadcrumbs). */
export const site = {
  title: 'Mini',
  tagline: 'A tiny site',
  url: 'https://mini.example.com',
  baseUrl: '/',
  trailingSlash: false,
};

export const SIDEBAR: Sidebar = {
  id: 'docs',
  items: [
    { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [
        { type: 'link', label: 'Setup', href: '/docs/guides/setup', docId: 'guides/setup' },
        {
          type: 'category',
          label: 'Deep',
          collapsed: true,
          items: [{ type: 'link', label: 'Dive', href: '/docs/guides/deep/dive', docId: 'guides/deep/dive' }],
        },
      ],
    },
  ],
};
