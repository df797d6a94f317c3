import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { ThemeBundles } from '../../src/bundle/bundle-theme.js';
import { parseConfig } from '../../src/config/load.js';
import { selectDocs } from '../../src/content/load-docs.js';
import { changedStages, isStructural, type DocsChange } from '../../src/pipeline/change-step.js';
import { noChanges } from '../../src/pipeline/changes.js';
import type { Snapshot } from '../../src/pipeline/snapshot.js';
import type { DocSource } from '../../src/shared/model.js';
import type { SitePlan } from '../../src/site/plan-site.js';
import type { PluginContent } from '../../src/sources/plugins/plugin-source.js';
import { docAt, docsContent } from '../helpers/docs.js';

const SITE = '/site';
const CONFIG = parseConfig('title: T\nurl: https://example.com\n', 'site.config.yaml');
const file = (doc: DocSource) => path.join(SITE, doc.file);
/** What the plugins made, as the last plan was given it: the same list while no plugin ran again. */
const NO_PLUGINS: PluginContent[] = [];

/** The change that turned the docs `before` into `after`, having read `touched` again. */
function docsChange(before: DocSource[], after: DocSource[], touched = after, plugins = NO_PLUGINS): DocsChange {
  const now = new Map(after.map((d) => [file(d), d]));
  return {
    touched: new Set(touched.map(file)),
    before: new Map(before.map((d) => [file(d), d])),
    after: (f) => now.get(f),
    loaded: [docsContent(CONFIG, selectDocs(after, true).docs)],
    plugins,
  };
}

const intro = docAt('intro.md', 'title: Introduction');
const setup = docAt('guides/setup.md', 'title: Setup');

test('a body edit is not structural; a new title, a new doc or a deleted one is', () => {
  const edited = { ...intro, body: 'Other text\n' };
  assert.equal(isStructural(docsChange([intro, setup], [edited, setup], [edited])), false);
  assert.equal(isStructural(docsChange([intro], [intro])), false, 'read again, unchanged');
  assert.equal(isStructural(docsChange([intro], [docAt('intro.md', 'title: Getting started')])), true);
  assert.equal(isStructural(docsChange([intro], [intro, setup], [setup])), true, 'a new doc');
  assert.equal(isStructural(docsChange([intro, setup], [intro], [setup])), true, 'a deleted doc');
});

/** The last good snapshot, with each stage's result a distinct object that the step keeps or replaces. */
function snapshot(): Snapshot {
  return {
    config: CONFIG,
    configFile: 'site.config.yaml',
    siteDir: SITE,
    pageModules: [],
    plan: {
      site: { title: 'T', baseUrl: '/' },
      localeSites: {},
      plugins: NO_PLUGINS,
      pluginModules: [],
      blogs: [],
      locales: [],
    } as unknown as SitePlan,
    bundles: { serverFile: 'server.mjs' } as ThemeBundles,
    bundleDir: '/cache',
    shared: {} as Snapshot['shared'],
    sharedKey: '',
    sharedVersion: 1,
    scopeKeys: {},
    assets: { byFolder: {}, staticImages: { sizes: {}, stamps: new Map() } } as Snapshot['assets'],
    mdxDocs: [],
  };
}

/** Tools that record what they were asked. */
function tools(plan: (s: Snapshot) => SitePlan | undefined) {
  const calls = { plan: 0, bundle: 0 };
  const s = snapshot();
  return {
    s,
    calls,
    tools: {
      plan: () => (calls.plan++, plan(s)),
      bundle: async () => (calls.bundle++, { serverFile: 'server-2.mjs' } as ThemeBundles),
      pageModules: async () => [],
    },
  };
}

test('a change that touched nothing answers the snapshot as it was', async () => {
  const { s, calls, tools: t } = tools(() => undefined);
  assert.equal(await changedStages(s, noChanges(), docsChange([intro], [intro], []), t, true), s);
  assert.deepEqual(calls, { plan: 0, bundle: 0 });
});

test('a plugin that made its routes again plans the site again, and bundles a new component', async () => {
  const made: PluginContent[] = [
    {
      source: 'plugins[0]',
      name: 'changelog',
      key: 'k2',
      routes: [{ path: '/changelog/2', module: '../plugins/Release.jsx', search: true }],
    },
  ];
  const {
    s,
    calls,
    tools: t,
  } = tools(() => ({ ...s.plan, plugins: made, pluginModules: ['../plugins/Release.jsx'] }) as SitePlan);
  const next = await changedStages(s, noChanges(), docsChange([intro], [intro], [], made), t, true);
  assert.deepEqual(next.plan.plugins, made);
  assert.deepEqual(calls, { plan: 1, bundle: 1 });
});

test('a body edit keeps the plan and the bundles; the page renders from the new doc', async () => {
  const { s, calls, tools: t } = tools(() => undefined);
  const edited = { ...intro, body: 'Other text\n' };
  const next = await changedStages(s, noChanges(), docsChange([intro], [edited]), t, true);
  assert.notEqual(next, s);
  assert.equal(next.plan, s.plan);
  assert.equal(next.bundles, s.bundles);
  assert.deepEqual(calls, { plan: 0, bundle: 0 });
});

test('a new title plans the site again; the theme is bundled again only when the site data changed', async () => {
  const retitled = docAt('intro.md', 'title: Getting started');
  const same = tools((s) => ({ ...s.plan, site: { title: 'T', baseUrl: '/' } }) as SitePlan);
  const kept = await changedStages(same.s, noChanges(), docsChange([intro], [retitled]), same.tools, true);
  assert.notEqual(kept.plan, same.s.plan);
  assert.equal(kept.bundles, same.s.bundles);
  assert.deepEqual(same.calls, { plan: 1, bundle: 0 });

  const other = tools((s) => ({ ...s.plan, site: { title: 'New', baseUrl: '/' } }) as unknown as SitePlan);
  const rebundled = await changedStages(other.s, noChanges(), docsChange([intro], [retitled]), other.tools, true);
  assert.equal(rebundled.bundles.serverFile, 'server-2.mjs');
  assert.deepEqual(other.calls, { plan: 1, bundle: 1 });
});

test('a site that fails to plan keeps its last good plan', async () => {
  const { s, calls, tools: t } = tools(() => undefined);
  const next = await changedStages(s, noChanges(), docsChange([intro], [docAt('intro.md', 'title: X')]), t, true);
  assert.equal(next.plan, s.plan);
  assert.deepEqual(calls, { plan: 1, bundle: 0 });
});
