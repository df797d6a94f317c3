import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ScopeRenderData } from '../../src/render/render-page.js';
import type { RenderJob } from '../../src/pipeline/renderer.js';
import {
  SCOPES_PER_THREAD,
  scopeDelivery,
  takeDelivery,
  type HeldScopes,
  type ThreadShared,
} from '../../src/pipeline/thread-scopes.js';

const scope = (name: string, routeBySitePath?: Record<string, string>, placements = {}) =>
  ({
    folders: [name],
    linkContext: { baseUrl: '/', ...(routeBySitePath && { routeBySitePath }) },
    placements,
  }) as ScopeRenderData;
const nothingHeld = (): HeldScopes => ({ scopes: new Map(), sitePaths: new Set(), alternates: new Set() });
const page = (scopeKey: string): RenderJob => ({
  plan: { kind: 'doc', route: `/docs/${scopeKey}/intro`, source: 'intro.md', docId: 'intro', scope: scopeKey },
});
/** A thread fed with `scopes` as a lane feeds it: `take` sends it what a batch of `jobs` needs. */
function threadOf(scopes: Record<string, ScopeRenderData>) {
  const held = nothingHeld();
  const thread: Record<string, ScopeRenderData> = {};
  const shared: ThreadShared = { sitePaths: new Map(), alternates: new Map() };
  const take = (jobs: RenderJob[]) => {
    const delivery = scopeDelivery(held, jobs, scopes)!;
    // As a thread receives it: a copy.
    takeDelivery(structuredClone(delivery), thread, shared, () => {});
    return delivery;
  };
  return { thread, shared, take };
}
const sent = (delivery: ReturnType<typeof scopeDelivery>) =>
  delivery && { put: Object.keys(delivery.put), drop: delivery.drop };

test('a render thread is sent a scope once, with its first page, and lets go of the least recently used beyond its limit', () => {
  const names = Array.from({ length: SCOPES_PER_THREAD + 2 }, (_, i) => `v${i}`);
  const scopes = Object.fromEntries(names.map((name) => [name, scope(name)]));
  const held = nothingHeld();
  // Pages come scope after scope; a batch of the home page and a doc needs only the doc's scope.
  assert.deepEqual(
    sent(scopeDelivery(held, [{ plan: { kind: 'home', route: '/', source: 'home' } }, page('v0')], scopes)),
    {
      put: ['v0'],
      drop: [],
    },
  );
  assert.equal(scopeDelivery(held, [page('v0'), page('v0')], scopes), undefined, 'held already: nothing is sent');
  for (const name of names.slice(1, SCOPES_PER_THREAD)) scopeDelivery(held, [page(name)], scopes);
  assert.deepEqual(sent(scopeDelivery(held, [page('v0')], scopes)), undefined, 'used again: v0 is now the latest');
  assert.deepEqual(sent(scopeDelivery(held, [page(names[SCOPES_PER_THREAD]!)], scopes)), {
    put: [names[SCOPES_PER_THREAD]],
    drop: ['v1'],
  });
  assert.equal(held.scopes.size, SCOPES_PER_THREAD);
  // A scope made anew (its docs changed) is sent again; one let go is sent again when its pages come back.
  const changed = { ...scopes, v0: scope('v0') };
  assert.deepEqual(sent(scopeDelivery(held, [page('v0'), page('v1')], changed)), { put: ['v0', 'v1'], drop: ['v2'] });
});

test("a locale's routes by site path go to a thread once, whichever of its scopes it holds, and are let go with the last", () => {
  const routes = { 'docs/intro.md': '/docs/intro', 'versioned_docs/version-1.0/intro.md': '/docs/1.0/intro' };
  const names = Array.from({ length: SCOPES_PER_THREAD + 1 }, (_, i) => `v${i}`);
  const blogs = Array.from({ length: SCOPES_PER_THREAD }, (_, i) => `blog${i}`);
  const scopes: Record<string, ScopeRenderData> = Object.fromEntries([
    ...names.map((name) => [name, scope(name, routes)]),
    ...blogs.map((name) => [name, scope(name)]),
  ]);
  const { thread, shared, take } = threadOf(scopes);
  assert.deepEqual(Object.keys(take([page('v0'), page('v1')]).sitePaths ?? {}).length, 1);
  for (const name of names.slice(2)) assert.equal(take([page(name)]).sitePaths, undefined, `${name}: held already`);
  assert.equal(thread.v1!.linkContext.routeBySitePath, thread[names.at(-1)!]!.linkContext.routeBySitePath);
  assert.deepEqual(thread.v1!.linkContext, scopes.v1!.linkContext);
  assert.equal(shared.sitePaths.size, 1);
  // A thread whose scopes name no map any more holds none.
  for (const name of blogs) take([page(name)]);
  assert.deepEqual(Object.keys(thread).sort(), blogs);
  assert.equal(shared.sitePaths.size, 0);
});

test("a doc's routes in the other versions go to a thread once, whichever version's scope it holds, and are let go with the last", () => {
  const names = Array.from({ length: SCOPES_PER_THREAD + 1 }, (_, i) => `v${i}`);
  const intro = Object.fromEntries(names.map((name) => [name, `/docs/${name}/intro`]));
  const scopes: Record<string, ScopeRenderData> = Object.fromEntries(
    names.map((name) => [
      name,
      scope(name, undefined, {
        intro: { sidebarId: 'docs', alternates: intro },
        [`only-${name}`]: { sidebarId: 'docs' },
      }),
    ]),
  );
  const { thread, shared, take } = threadOf(scopes);
  assert.equal(Object.keys(take([page('v0'), page('v1')]).alternates ?? {}).length, 1);
  for (const name of names.slice(2)) assert.equal(take([page(name)]).alternates, undefined, `${name}: held already`);
  // The thread renders with the scopes as they were made: each placement with its alternates, one copy for all.
  for (const name of Object.keys(thread)) assert.deepEqual(thread[name]!.placements, scopes[name]!.placements);
  assert.equal(thread.v1!.placements.intro!.alternates, thread[names.at(-1)!]!.placements.intro!.alternates);
  assert.equal(shared.alternates.size, 1);
  // A thread whose scopes name no alternates any more holds none.
  const blogs = Array.from({ length: SCOPES_PER_THREAD }, (_, i) => `blog${i}`);
  for (const name of blogs) scopes[name] = scope(name);
  for (const name of blogs) take([page(name)]);
  assert.deepEqual(Object.keys(thread).sort(), blogs);
  assert.equal(shared.alternates.size, 0);
});
