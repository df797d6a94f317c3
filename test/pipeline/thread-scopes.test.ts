import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ScopeRenderData } from '../../src/render/render-page.js';
import type { RenderJob } from '../../src/pipeline/renderer.js';
import { SCOPES_PER_THREAD, scopeDelivery } from '../../src/pipeline/thread-scopes.js';

const scope = (name: string) => ({ folders: [name] }) as unknown as ScopeRenderData;
const page = (scopeKey: string): RenderJob => ({
  plan: { kind: 'doc', route: `/docs/${scopeKey}/intro`, source: 'intro.md', docId: 'intro', scope: scopeKey },
});
const sent = (delivery: ReturnType<typeof scopeDelivery>) =>
  delivery && { put: Object.keys(delivery.put), drop: delivery.drop };

test('a render thread is sent a scope once, with its first page, and lets go of the least recently used beyond its limit', () => {
  const names = Array.from({ length: SCOPES_PER_THREAD + 2 }, (_, i) => `v${i}`);
  const scopes = Object.fromEntries(names.map((name) => [name, scope(name)]));
  const held = new Map<string, ScopeRenderData>();
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
  assert.equal(held.size, SCOPES_PER_THREAD);
  // A scope made anew (its docs changed) is sent again; one let go is sent again when its pages come back.
  const changed = { ...scopes, v0: scope('v0') };
  assert.deepEqual(sent(scopeDelivery(held, [page('v0'), page('v1')], changed)), { put: ['v0', 'v1'], drop: ['v2'] });
});
