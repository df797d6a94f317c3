import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeForPath, routerRoute } from '../../src/client/paths.js';
import type { Sidebar } from '../../src/shared/model.js';
import { openSidebarAt, pruneSidebar } from '../../src/shared/prune-sidebar.js';

test('a URL path maps to its route whatever the trailing-slash policy wrote', () => {
  const cases: [string, string, string | undefined][] = [
    ['/', '/', '/'],
    ['/index.html', '/', '/'],
    ['/docs/overview', '/', '/docs/overview'],
    ['/docs/overview/', '/', '/docs/overview'],
    ['/docs/overview.html', '/', '/docs/overview'],
    ['/docs/overview/index.html', '/', '/docs/overview'],
    ['/docs/migrating/migrating-0.1.x', '/', '/docs/migrating/migrating-0.1.x'],
    ['/docs/api/useEditor', '/', '/docs/api/useEditor'],
    ['/base/', '/base/', '/'],
    ['/base', '/base/', '/'],
    ['/base/docs/first/', '/base/', '/docs/first'],
    ['/basement/docs', '/base/', undefined],
    ['/other/page', '/base/', undefined],
    ['/img/logo.svg', '/', undefined],
    ['/files/guide.pdf', '/', undefined],
  ];
  for (const [pathname, baseUrl, route] of cases)
    assert.equal(routeForPath(pathname, baseUrl), route, `${pathname} under ${baseUrl}`);
});

test('the router follows links to pages of the site only: not other origins, static apps or files', () => {
  const origin = 'https://docs.example.com';
  const apps = ['/examples/landing/', '/examples/basic'];
  const route = (href: string) => routerRoute(new URL(href, origin), origin, { baseUrl: '/', staticApps: apps });
  assert.equal(route('/docs/overview#motivation'), '/docs/overview');
  assert.equal(route('/search?q=node'), '/search');
  assert.equal(route('https://github.com/prevwong/craft.js'), undefined);
  assert.equal(route('http://docs.example.com/docs/overview'), undefined, 'another scheme is another origin');
  assert.equal(route('/examples/landing/'), undefined);
  assert.equal(route('/examples/landing'), undefined);
  assert.equal(route('/examples/basic/'), undefined);
  assert.equal(route('/examples/other'), '/examples/other');
  assert.equal(route('/img/social-card.png'), undefined);
});

test("on a translated site the router follows links within the page's locale; another locale's page loads in full", () => {
  const origin = 'https://docs.example.com';
  const locales = [
    { name: 'en', label: 'English', lang: 'en', prefix: '', url: origin, baseUrl: '/', isDefault: true },
    { name: 'ja', label: '日本語', lang: 'ja', prefix: '/ja', url: origin, baseUrl: '/ja/', isDefault: false },
    {
      name: 'zh-Hans',
      label: '简体中文',
      lang: 'zh-Hans',
      prefix: '/zh-Hans',
      url: origin,
      baseUrl: '/zh-Hans/',
      isDefault: false,
    },
  ];
  const from = (prefix: string) => (href: string) =>
    routerRoute(new URL(href, origin), origin, { baseUrl: '/', staticApps: [], i18n: { locale: '', prefix, locales } });
  assert.equal(from('')('/docs/intro'), '/docs/intro');
  assert.equal(from('')('/ja/docs/intro'), undefined);
  assert.equal(from('')('/japan'), '/japan', 'a route that only starts with the letters of a locale is not in it');
  assert.equal(from('/ja')('/ja/docs/intro'), '/ja/docs/intro');
  assert.equal(from('/ja')('/ja'), '/ja');
  assert.equal(from('/ja')('/docs/intro'), undefined);
  assert.equal(from('/ja')('/zh-Hans/docs/intro'), undefined);
});

const sidebar: Sidebar = {
  id: 'docs',
  items: [
    {
      type: 'category',
      label: 'Intro',
      collapsed: true,
      items: [{ type: 'link', label: 'Overview', href: '/docs/overview' }],
    },
    {
      type: 'category',
      label: 'API',
      collapsed: true,
      items: [
        {
          type: 'category',
          label: 'Hooks',
          collapsed: true,
          items: [{ type: 'link', label: 'useNode', href: '/docs/api/useNode' }],
        },
      ],
    },
  ],
};

test('a page opens the sidebar on its path; the server leaves closed categories empty, the browser keeps them whole', () => {
  const pruned = pruneSidebar(sidebar, '/docs/api/useNode');
  assert.deepEqual(pruned.items[0], { type: 'category', label: 'Intro', collapsed: true, items: [], lazy: true });
  assert.deepEqual(pruned.items[1], {
    type: 'category',
    label: 'API',
    collapsed: false,
    items: [
      {
        type: 'category',
        label: 'Hooks',
        collapsed: false,
        items: [{ type: 'link', label: 'useNode', href: '/docs/api/useNode' }],
      },
    ],
  });
  const opened = openSidebarAt(sidebar, '/docs/api/useNode');
  assert.deepEqual(opened.items[0], sidebar.items[0]);
  assert.deepEqual(opened.items[1], pruned.items[1]);
});
