/**
 * Runs the docs' code in headless Chromium against the real @craftjs/core and @craftjs/layers:
 * every runnable sample of the guides (each step of their project) and of the reference pages of
 * doc-samples.ts, then the guides' finished editor and the "Moving a Node" example through what a
 * reader does with them. The type check of docs-code.test.ts cannot see what happens at run time
 * (an Error where the types promise a string); here any console error or page error fails the test.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { blockExporting, bundleProject, docProject } from '../helpers/doc-examples.js';
import { ROOT } from '../helpers/site.js';
import { openDocPage, sharedBrowser, TIMEOUT } from './doc-harness.js';
import { bundleSamples, EVALUATED_ONLY, GUIDES, SAMPLE_MOUNTS, sampleKeys } from './doc-samples.js';

const shared = sharedBrowser();

/** Opens a page that runs `script`; any other request gets an empty answer, as from a backend with nothing saved. */
async function run(t: TestContext, script: string) {
  const doc = await openDocPage(t, shared.browser);
  if (!doc) return null;
  await doc.load(script);
  return doc;
}

test('every block with exports on the pages of doc-samples.ts has a mount, and every mount a block', () => {
  for (const [md, table] of Object.entries(SAMPLE_MOUNTS)) {
    const keys = sampleKeys(md).map(({ key }) => key);
    assert.deepEqual(
      keys.filter((key) => !(key in table)),
      [],
      `${md}: samples without an entry in SAMPLE_MOUNTS (say how to mount them, or mark them ${EVALUATED_ONLY})`,
    );
    assert.deepEqual(
      Object.keys(table).filter((key) => !keys.includes(key)),
      [],
      `${md}: entries of SAMPLE_MOUNTS for samples no longer on the page`,
    );
  }
});

// The tutorial's Card gets areas of its own (CardTop, CardBottom) one block before the resolver
// lists them; the page warns that the editor stops with this message when reloaded in between.
const CARD_STEP_ERROR = /The component type specified for this node \(CardTop\) does not exist in the resolver/;

test(
  'every runnable sample renders, and does what a reader tries with it, without a console error',
  { timeout: 600_000 },
  async (t) => {
    const doc = await openDocPage(t, shared.browser);
    if (!doc) return;
    const { script, samples } = await bundleSamples();
    const crashedSteps: string[] = [];
    await doc.load(script);
    for (const { name, mount } of samples) {
      await t.test(name, async () => {
        // A crashing step reports its error more than once, in tasks of its own: let them all arrive before the
        // next sample starts, or they count against it
        await settled(doc.page);
        doc.errors.length = 0;
        await doc.page.evaluate(
          (sample) => (window as unknown as { mountSample(n: string): Promise<void> }).mountSample(sample),
          name,
        );
        if (name.startsWith('guide step') && (await waitForTextOrError(doc, mount.shows))) {
          crashedSteps.push(name);
          return;
        }
        await doc.page.getByText(mount.shows).first().waitFor();
        await mount.use?.(doc.page);
        // A frame for the effects of the last action to run
        await doc.page.evaluate(() => new Promise(requestAnimationFrame));
        assert.deepEqual(
          doc.errors.filter((e) => !mount.tolerates?.test(e)),
          [],
        );
      });
    }
    await t.test('only the step the tutorial warns about stops with its message', async () => {
      assert.equal(crashedSteps.length, 1, `steps that crashed: ${crashedSteps.join(', ')}`);
      const tutorialText = readFileSync(path.join(ROOT, 'docs', GUIDES[0]!), 'utf8');
      assert.match(
        tutorialText,
        /"The component type specified for this node \(CardTop\) does not exist in the resolver"/,
      );
    });
  },
);

/**
 * Waits (30 s at most) for `text` or the tutorial's Card-step message; true when the page crashed with that message.
 * Otherwise the caller's own wait for `text` and its check of the console report what went wrong.
 */
async function waitForTextOrError(doc: { page: Page; errors: string[] }, text: string): Promise<boolean> {
  const shown = doc.page.getByText(text).first();
  const crashed = () => doc.errors.some((e) => CARD_STEP_ERROR.test(e));
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (crashed()) return true;
    if (await shown.isVisible()) {
      // The Card step first shows its text, then crashes when the editor adds the Card's areas: judge the step only
      // once the page has no work left queued, as the text may be visible at one moment and gone the next.
      await settled(doc.page);
      if (crashed()) return true;
      if (await shown.isVisible()) return false;
    }
    await doc.page.waitForTimeout(50);
  }
  return false;
}

/**
 * Resolves once the page has run every task it had queued (two idle periods in a row), or after 5 s each: on a busy
 * CI machine a page once had no idle period for 9 minutes, and the whole file timed out with every sample after it.
 */
function settled(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 5000 }), { timeout: 5000 })),
  );
}

const tutorial = () => docProject('guides/basic-tutorial.md');

test(
  "the tutorial's final editor renders, deletes the selected element, undoes it and creates one from the toolbox without an error",
  TIMEOUT,
  async (t) => {
    const { files } = tutorial();
    const opened = await run(t, await bundleProject(files, 'src/main.tsx'));
    if (!opened) return;
    const { page, errors } = opened;
    const greeting = page.getByText('Hi world!', { exact: true });
    await greeting.waitFor();
    await greeting.click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await greeting.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await greeting.waitFor();
    await page.getByRole('button', { name: 'Text', exact: true }).dragTo(greeting);
    await page.getByText('Hi world', { exact: true }).waitFor();
    // The first click on a Text selects it and switches editing on, without a cursor: typing changes nothing.
    // Only a second click places the cursor (as the tutorial tells the reader).
    const again = page.getByText("It's me again!", { exact: true });
    await again.click();
    await page.keyboard.type('X');
    assert.equal(await again.count(), 1, 'the first click leaves no cursor in the Text');
    await again.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Yes');
    await page.getByText("It's me again! Yes", { exact: true }).waitFor();
    assert.match(
      readFileSync(path.join(ROOT, 'docs', GUIDES[0]!), 'utf8'),
      /Click it a second time to place the cursor, then type\./,
    );
    assert.deepEqual(errors, []);
  },
);

test(
  'the save and load guide: save, restore, paste a copied state, open a saved page (also offline), preview it read-only',
  // Seven page loads: minutes on a busy machine
  { timeout: 300_000 },
  async (t) => {
    const { files } = docProject('guides/basic-tutorial.md', 'guides/save-load.md');
    files.set(
      'harness.tsx',
      `import { createRoot } from 'react-dom/client';
import { Element, Frame } from '@craftjs/core';
import App from './src/App';
import { SavedFrame } from './src/components/SavedFrame';
import { LoadOnStart } from './src/components/LoadOnStart';
import { AutosaveEditor } from './src/AutosaveEditor';
import { PagePreview } from './src/PagePreview';
import { loadPage } from './src/loadPage';
import { Button } from './src/components/user/Button';
import { Card, CardBottom, CardTop } from './src/components/user/Card';
import { Container } from './src/components/user/Container';
import { Text } from './src/components/user/Text';

const resolver = { Button, Card, CardBottom, CardTop, Container, Text };
const which = new URLSearchParams(location.hash.slice(1)).get('view');
const root = createRoot(document.getElementById('root')!);
if (which === 'saved') {
  root.render(
    <AutosaveEditor resolver={resolver}>
      <LoadOnStart />
      <SavedFrame load={loadPage}>
        <Element is={Container} padding={5} background="#eeeeee" canvas>
          <Text text="Placeholder page" fontSize={20} />
        </Element>
      </SavedFrame>
    </AutosaveEditor>,
  );
} else if (which === 'autosave-over-placeholder') {
  root.render(
    <AutosaveEditor resolver={resolver}>
      <LoadOnStart />
      <Frame>
        <Element is={Container} padding={5} background="#eeeeee" canvas>
          <Text text="Placeholder page" fontSize={20} />
        </Element>
      </Frame>
    </AutosaveEditor>,
  );
} else if (which === 'preview') {
  loadPage().then((json) => root.render(<PagePreview resolver={resolver} json={json!} />));
} else {
  root.render(<App />);
}
`,
    );
    const script = await bundleProject(files, 'harness.tsx');
    const doc = await run(t, script);
    if (!doc) return;
    const { page, errors } = doc;
    await page.getByText('Hi world!').first().waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved in this browser').waitFor();
    const saved = await page.evaluate(() => localStorage.getItem('my-page-editor:page'));
    assert.ok(saved && saved.length > 20, 'the page is saved in localStorage');
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Saved page restored').waitFor();
    const loadPanel = async (pasted: string) => {
      await page.getByRole('button', { name: 'Load', exact: true }).first().click();
      await page.getByLabel('Load state').fill(pasted);
      await page.getByRole('button', { name: 'Load', exact: true }).last().click();
    };
    await loadPanel(saved!);
    await page.getByText('State loaded').waitFor();
    await loadPanel('not compressed data');
    await page.getByText(/^Could not load this state/).waitFor();

    for (const view of ['saved', 'preview']) {
      await doc.load(script, `#view=${view}`);
      await page.getByText('Hi world!').first().waitFor();
      assert.equal(await page.getByText('Placeholder page').count(), 0, `${view}: the saved page, not the placeholder`);
    }
    assert.deepEqual(errors, []);

    // With the server out of reach, loadPage falls back to the copy saved in this browser
    const offline = (await openDocPage(t, shared.browser, 'offline'))!;
    await offline.load(script);
    await offline.page.evaluate((copy) => localStorage.setItem('my-page-editor:page', copy), saved!);
    await offline.load(script, '#view=saved');
    await offline.page.getByText('Hi world!').first().waitFor();
    assert.equal(
      await offline.page.getByText('Placeholder page').count(),
      0,
      'offline: the saved copy, not the placeholder',
    );
    assert.deepEqual(
      offline.errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED')),
      [],
      'offline: nothing but the failed request',
    );

    // As the guide warns: onNodesChange also runs when <Frame> first loads its placeholder, so an
    // autosave writes the placeholder over the saved copy before LoadOnStart reads it
    await doc.load(script, '#view=autosave-over-placeholder');
    await page.getByText('Placeholder page').waitFor();
    await page.waitForTimeout(1000);
    assert.equal(await page.getByText('Hi world!').count(), 0, 'the saved page is lost');
  },
);

/** A canvas with a plain (non-canvas) box and a label; MoveToTop targets the box, then the canvas. */
const MOVE_HARNESS = `import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { Editor, Element, Frame, useEditor, useNode } from '@craftjs/core';
import { MoveToTop } from './move';

const Area = ({ children }: { children?: ReactNode }) => {
  const { connectors: { connect } } = useNode();
  return <section ref={(dom) => { if (dom) connect(dom); }}>{children}</section>;
};
const Plain = () => {
  const { connectors: { connect } } = useNode();
  return <div ref={(dom) => { if (dom) connect(dom); }}>plain box</div>;
};
const Label = () => {
  const { connectors: { connect } } = useNode();
  return <p ref={(dom) => { if (dom) connect(dom); }}>label</p>;
};
const Controls = () => {
  const { actions, ids } = useEditor((state) => {
    const byName = (name: string) => Object.keys(state.nodes).find((id) => state.nodes[id]!.data.displayName === name);
    return { ids: { plain: byName('Plain'), label: byName('Label') } };
  });
  if (!ids.plain || !ids.label) return null;
  return (
    <div>
      <button onClick={() => actions.selectNode(ids.label!)}>Select label</button>
      <div data-target="plain"><MoveToTop targetId={ids.plain} /></div>
      <div data-target="root"><MoveToTop targetId="ROOT" /></div>
    </div>
  );
};
createRoot(document.getElementById('root')!).render(
  <Editor resolver={{ Area, Plain, Label }}>
    <Controls />
    <Frame>
      <Element is={Area} canvas>
        <Plain />
        <Label />
      </Element>
    </Frame>
  </Editor>,
);
`;

/** Runs a MoveToTop component: a refused move, then an allowed one. */
async function runMoveExample(t: TestContext, moveCode: string) {
  const files = new Map([
    ['move.tsx', moveCode],
    ['harness.tsx', MOVE_HARNESS],
  ]);
  const opened = await run(t, await bundleProject(files, 'harness.tsx'));
  if (!opened) return null;
  const { page, errors } = opened;
  await page.getByRole('button', { name: 'Select label' }).click();
  await page.locator('[data-target="plain"] button').click();
  // The example shows a message, the old one crashed: wait for either.
  await page.waitForFunction(
    () => document.querySelector('[role="alert"]') || !document.querySelector('[data-target]'),
  );
  return { page, errors };
}

test(
  'the "Moving a Node" example reports a refused move and makes an allowed one without an error',
  TIMEOUT,
  async (t) => {
    const moveCode = blockExporting(docProject('api/useEditor.md').blocks, 'MoveToTop');
    const ran = await runMoveExample(t, moveCode);
    if (!ran) return;
    const { page, errors } = ran;
    const alert = page.locator('[data-target="plain"] [role="alert"]');
    assert.equal(await alert.count(), 1, 'the refusal is shown');
    assert.doesNotMatch(
      (await alert.textContent())!,
      /Invariant|Error/,
      'in words of the example, not the library message',
    );
    await page.locator('[data-target="root"] button').click();
    await page.waitForFunction(() => document.querySelector('section')?.firstElementChild?.textContent === 'label');
    assert.deepEqual(
      errors.filter((e) => !e.startsWith('Move rejected:')),
      [],
    );
  },
);

test(
  'the run-time check fails on the old "Moving a Node" example, which renders the Error it is given',
  TIMEOUT,
  async (t) => {
    const old = `import { useState } from 'react';
import { useEditor, type NodeId } from '@craftjs/core';

export const MoveToTop = ({ targetId }: { targetId: NodeId }) => {
  const { actions, query, selectedId } = useEditor((state) => ({
    selectedId: [...state.events.selected][0] as NodeId | undefined,
  }));
  const [error, setError] = useState<string | null>(null);
  const move = () => {
    if (!selectedId) return;
    const allowed = query.node(targetId).isDroppable(selectedId, (reason) => setError(reason));
    if (allowed) {
      setError(null);
      actions.move(selectedId, targetId, 0);
    }
  };
  return (
    <div>
      <button disabled={!selectedId} onClick={move}>Move to top</button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
};
`;
    const ran = await runMoveExample(t, old);
    if (!ran) return;
    assert.ok(
      ran.errors.some((e) => /Objects are not valid as a React child/.test(e)),
      `React refuses to render the Error: ${ran.errors.join('\n')}`,
    );
  },
);
