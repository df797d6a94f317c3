/**
 * The behaviours of @craftjs/core 0.2.0-beta.10 that the docs once described wrongly (issue 38),
 * shown in Chromium on the small editors of test/fixtures/doc-samples/probes.tsx, each next to the
 * sentence of the docs that now states it, so that neither can change without the other.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { bundleProject } from '../helpers/doc-examples.js';
import { ROOT } from '../helpers/site.js';
import { newDocPage, TIMEOUT, type DocPage } from './doc-harness.js';
import { browserSkipReason, launchBrowser } from './harness.js';

const opened: { browser: Browser | null; doc: DocPage | null } = { browser: null, doc: null };
before(async () => {
  opened.browser = await launchBrowser();
  if (!opened.browser) return;
  const fixtures = path.join(ROOT, 'test/fixtures/doc-samples');
  const files = new Map(
    ['stage.tsx', 'probes.tsx'].map((name) => [name, readFileSync(path.join(fixtures, name), 'utf8')]),
  );
  opened.doc = await newDocPage(opened.browser);
  await opened.doc.load(await bundleProject(files, 'probes.tsx'));
}, TIMEOUT);
after(() => opened.browser?.close());

/** Mounts a probe of probes.tsx on the shared page, with the errors of the last one forgotten. */
async function probe(t: TestContext, name: string, shows: string): Promise<Page | null> {
  const { doc } = opened;
  if (!doc) {
    t.skip(browserSkipReason());
    return null;
  }
  doc.errors.length = 0;
  await doc.page.evaluate((n) => (window as unknown as { mountProbe(n: string): void }).mountProbe(n), name);
  await doc.page.getByText(shows).first().waitFor();
  return doc.page;
}

function docSays(md: string, sentence: string): void {
  const text = readFileSync(path.join(ROOT, 'docs', md), 'utf8').replace(/\s+/g, ' ');
  assert.ok(text.includes(sentence), `docs/${md} should say: ${sentence}`);
}

/** Shows the drop indicator where the first paragraph would land below the last one. */
const INDICATOR_STYLE = async (page: Page) => {
  await page.evaluate(() => {
    const { actions, query } = (window as unknown as CraftWindow).craft;
    const root = query.node('ROOT').get();
    const [first, ...rest] = root.data.nodes;
    const lastDom = query
      .node(rest[rest.length - 1]!)
      .get()
      .dom!.getBoundingClientRect();
    actions.setIndicator(query.getDropPlaceholder(first!, 'ROOT', { x: lastDom.left + 5, y: lastDom.bottom - 1 }));
  });
  const indicator = page.locator('div[style*="z-index: 99999"]');
  await indicator.waitFor({ state: 'attached' });
  return indicator.evaluate((el: HTMLElement) => ({
    background: el.style.backgroundColor,
    transition: el.style.transition,
    height: el.style.height,
  }));
};

interface CraftWindow {
  craft: {
    actions: import('@craftjs/core').useEditorReturnType['actions'];
    query: import('@craftjs/core').useEditorReturnType['query'];
  };
  nodesChanges?: number;
}

test(
  'indicator: an object replaces both default colours, while transition and thickness keep their defaults',
  TIMEOUT,
  async (t) => {
    const page = await probe(t, 'thickIndicator', 'Last paragraph');
    if (!page) return;
    assert.deepEqual(await INDICATOR_STYLE(page), { background: '', transition: '0.2s ease-in', height: '4px' });
    await probe(t, 'paragraphs', 'Last paragraph');
    assert.deepEqual(await INDICATOR_STYLE(page), {
      background: 'rgb(98, 196, 98)',
      transition: '0.2s ease-in',
      height: '2px',
    });
    docSays(
      'api/Editor.md',
      '`transition` and `thickness`, on the other hand, fall back to their defaults whenever they are missing.',
    );
  },
);

test('clearEvents hides the drop indicator', TIMEOUT, async (t) => {
  const page = await probe(t, 'paragraphs', 'Last paragraph');
  if (!page) return;
  await INDICATOR_STYLE(page);
  await page.evaluate(() => (window as unknown as CraftWindow).craft.actions.clearEvents());
  await page.locator('div[style*="z-index: 99999"]').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => (window as unknown as CraftWindow).craft.query.getState().indicator), null);
  docSays('api/useEditor.md', 'and hides the drop indicator, as `setIndicator(null)` would.');
});

test(
  'placement.currentNode: the last child, "after", for a drop past it; none only in an empty Canvas',
  TIMEOUT,
  async (t) => {
    const page = await probe(t, 'paragraphs', 'Last paragraph');
    if (!page) return;
    const placeholder = await page.evaluate(() => {
      const { query } = (window as unknown as CraftWindow).craft;
      const nodes = query.getNodes();
      const children = nodes.ROOT!.data.nodes;
      const first = children[0]!;
      const last = children[children.length - 1]!;
      const box = nodes[last]!.dom!.getBoundingClientRect();
      const after = query.getDropPlaceholder(first, 'ROOT', { x: box.left + 5, y: box.bottom - 1 }).placement;
      // The last child is an empty Canvas
      const inEmpty = query.getDropPlaceholder(first, last, { x: box.left + 5, y: box.top + 5 }).placement;
      return { current: after.currentNode?.id === last, where: after.where, inEmpty: inEmpty.currentNode as unknown };
    });
    assert.deepEqual(placeholder, { current: true, where: 'after', inEmpty: 0 });

    // The indicator of a real drag, as EditorState.indicator holds it
    const dragOver = async (selector: string, below: (height: number) => number) => {
      const source = (await page.getByText('First paragraph').boundingBox())!;
      const box = (await page.locator(selector).boundingBox())!;
      await page.mouse.move(source.x + 5, source.y + 5);
      await page.mouse.down();
      await page.mouse.move(box.x + 10, box.y + below(box.height), { steps: 8 });
      // craft.js throttles its dragover handling: hold still for a moment, then nudge
      await page.waitForTimeout(200);
      await page.mouse.move(box.x + 12, box.y + below(box.height));
      await page.waitForTimeout(200);
      const placement = await page.evaluate(() => {
        const indicator = (window as unknown as CraftWindow).craft.query.getState().indicator;
        const current = indicator?.placement.currentNode;
        return (
          indicator && {
            where: indicator.placement.where,
            current: current ? current.data.props.children : String(current),
          }
        );
      });
      await page.mouse.up();
      return placement;
    };
    // 10 px below the last paragraph: in its bottom margin, which craft.js counts as part of it
    await probe(t, 'thickIndicator', 'Last paragraph');
    assert.deepEqual(await dragOver('text=Last paragraph', (height) => height + 10), {
      where: 'after',
      current: 'Last paragraph',
    });
    // The middle of an empty Canvas (near its borders, craft.js would offer its parent instead)
    await probe(t, 'paragraphs', 'Last paragraph');
    assert.deepEqual(await dragOver('div[style*="min-height: 40px"]', (height) => height / 2), {
      where: 'before',
      current: 'undefined',
    });
    docSays('api/EditorState.md', "A drop after the last child gives that last child with `where: 'after'`.");
    docSays('api/useEditor.md', "a position after the last child gives that last child with `where: 'after'`");
  },
);

test(
  'connectors take a DOM element or the element of an HTML tag, and throw on the element of a component',
  TIMEOUT,
  async (t) => {
    const page = await probe(t, 'tagConnected', 'tag element');
    if (!page) return;
    assert.deepEqual(opened.doc!.errors.slice(), []);
    await page.evaluate(() => (window as unknown as { mountProbe(n: string): void }).mountProbe('componentConnected'));
    await page.waitForFunction(() => document.body.textContent === '');
    assert.ok(opened.doc!.errors.includes('Error'), `an Error without a message: ${opened.doc!.errors.join('\n')}`);
    assert.equal(await page.getByText('component element').count(), 0, 'the editor unmounted');
    docSays(
      'api/useNode.md',
      'The element of a component is refused, even one that forwards its ref: the connector throws an `Error` with an empty message during rendering, and the editor unmounts.',
    );
  },
);

test('the root Node has no parent: undefined, not null, and its saved copy has no parent key', TIMEOUT, async (t) => {
  const page = await probe(t, 'paragraphs', 'Last paragraph');
  if (!page) return;
  const parents = await page.evaluate(() => {
    const { actions, query } = (window as unknown as CraftWindow).craft;
    const fromJsx = query.node('ROOT').get().data.parent;
    const saved = query.serialize();
    actions.deserialize(saved);
    return {
      fromJsx: fromJsx === undefined ? 'undefined' : fromJsx,
      savedHasKey: 'parent' in JSON.parse(saved).ROOT,
      loaded: query.node('ROOT').get().data.parent === undefined ? 'undefined' : 'set',
    };
  });
  assert.deepEqual(parents, { fromJsx: 'undefined', savedHasKey: false, loaded: 'undefined' });
  docSays('api/Node.md', 'The root has none, and despite the type its value is then `undefined`, not `null`');
});

test(
  'history.ignore(), throttle() and merge() hand out no selectNode, clearEvents, setOptions or setIndicator',
  TIMEOUT,
  async (t) => {
    const page = await probe(t, 'paragraphs', 'Last paragraph');
    if (!page) return;
    const found = await page.evaluate(() => {
      const { history } = (window as unknown as CraftWindow).craft.actions;
      const missing = ['selectNode', 'clearEvents', 'setOptions', 'setIndicator'];
      const sets = { ignore: history.ignore(), throttle: history.throttle(), merge: history.merge() };
      const present = Object.entries(sets).flatMap(([name, set]) =>
        missing.filter((a) => a in set).map((a) => `${name}().${a}`),
      );
      let thrown = '';
      try {
        // What JavaScript would do: TypeScript already refuses it
        (history.ignore() as unknown as typeof history & { setOptions(cb: () => void): void }).setOptions(() => {});
      } catch (error) {
        thrown = (error as Error).name;
      }
      return { present, thrown, setProp: typeof sets.ignore.setProp };
    });
    assert.deepEqual(found, { present: [], thrown: 'TypeError', setProp: 'function' });
    docSays('api/useEditor.md', '`selectNode`, `clearEvents`, `setOptions` and `setIndicator` are left out');
    docSays('api/useEditor.md', 'in JavaScript the call throws a `TypeError`');
  },
);

test('no React element in a prop survives a save and load: a user component one or an HTML one', TIMEOUT, async (t) => {
  const page = await probe(t, 'elementProps', 'tag prop');
  if (!page) return;
  const icons = await page.evaluate(() => {
    const nodes = JSON.parse((window as unknown as CraftWindow).craft.query.serialize());
    return Object.values(nodes as Record<string, { props: { icon?: Record<string, unknown> } }>)
      .filter((node) => node.props.icon)
      .map((node) => Object.keys(node.props.icon!).sort().join());
  });
  assert.deepEqual(
    icons,
    ['isCanvas,props,type', '_owner,_store,key,props,ref,type'],
    'saved as a Node would be / as the raw element',
  );
  for (const kept of ['Label', 'b']) {
    await probe(t, 'elementProps', 'tag prop');
    // Load the page with only one of the two props left
    await page.evaluate((keep) => {
      const { actions, query } = (window as unknown as CraftWindow).craft;
      const nodes = JSON.parse(query.serialize());
      for (const node of Object.values(nodes) as { props: { icon?: { type: unknown } } }[]) {
        const type = node.props.icon?.type;
        if (type && (typeof type === 'string' ? type : (type as { resolvedName: string }).resolvedName) !== keep)
          delete node.props.icon;
      }
      actions.deserialize(nodes);
    }, kept);
    await page.waitForFunction(() => document.body.textContent === '');
    const crash = opened.doc!.errors.find((e) => e.startsWith('Objects are not valid as a React child'));
    assert.ok(crash, `${kept}: ${opened.doc!.errors.join('\n')}`);
  }
  docSays(
    'concepts/serializing.md',
    'Loading such a page crashes with React\'s "Objects are not valid as a React child"',
  );
});

test(
  'isDroppable: a child of a regular Node cannot move, and canMoveOut is asked only when the parent changes',
  TIMEOUT,
  async (t) => {
    const page = await probe(t, 'moves', 'Kept two');
    if (!page) return;
    // No named functions inside evaluate: tsx would wrap them in a helper the page lacks
    const answers = await page.evaluate(() => {
      const { query } = (window as unknown as CraftWindow).craft;
      const nodes = Object.values(query.getNodes());
      const [regularChild, keptOne] = ['Inside a regular Node', 'Kept one'].map(
        (text) => nodes.find((n) => n.data.props.children === text)!.id,
      );
      const strict = nodes.find((n) => n.data.name === 'Strict')!.id;
      const moves: Record<string, [string, string]> = {
        outOfRegularNode: ['ROOT', regularChild!],
        withinStrict: [strict, keptOne!],
        outOfStrict: ['ROOT', keptOne!],
      };
      return Object.fromEntries(
        Object.entries(moves).map(([name, [target, moved]]) => {
          let why = '';
          const ok = query.node(target).isDroppable(moved, (e) => {
            why = (e as unknown as Error).message;
          });
          return [name, ok || why];
        }),
      );
    });
    assert.deepEqual(answers, {
      outOfRegularNode: 'Invariant failed: Cannot move node that is not a direct child of a Canvas node',
      withinStrict: true,
      outOfStrict: 'Invariant failed: Current parent rejects outgoing node',
    });
    docSays('api/NodeHelpers.md', "each one's **current parent is a Canvas**");
    docSays('api/NodeHelpers.md', '`canMoveOut` is asked only when a Node would change parent');
  },
);

test('onNodesChange runs once when the page first loads, then on each change', TIMEOUT, async (t) => {
  const page = await probe(t, 'paragraphs', 'Last paragraph');
  if (!page) return;
  const counts = await page.evaluate(async () => {
    const w = window as unknown as CraftWindow;
    const atLoad = w.nodesChanges;
    w.craft.actions.setProp('ROOT', (props) => {
      props.title = 'changed';
    });
    await new Promise(requestAnimationFrame);
    return { atLoad, afterChange: w.nodesChanges };
  });
  assert.deepEqual(counts, { atLoad: 1, afterChange: 2 });
  docSays(
    'api/Editor.md',
    'That includes the moment `<Frame>` first loads the page, so it runs once before the user has changed anything.',
  );
});
