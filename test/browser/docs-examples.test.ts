/**
 * Runs the docs' runnable examples in headless Chromium against the real @craftjs/core: the
 * tutorial's final editor, the save and load guide's code, and the "Moving a Node" example of
 * useEditor. The type check of docs-code.test.ts cannot see what happens at run time (an Error
 * where the types promise a string); here any console error or page error fails the test.
 */
import assert from 'node:assert/strict';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { blockExporting, bundleProject, docProject } from '../helpers/doc-examples.js';
import { browserSkipReason, collectConsoleErrors, launchBrowser } from './harness.js';

const TIMEOUT = { timeout: 120_000 };
// A made-up origin served by the test itself: the examples call fetch('/api/…') and use localStorage.
const ORIGIN = 'http://docs-examples.test';

let browser: Browser | null = null;
before(async () => {
  browser = await launchBrowser();
}, TIMEOUT);
after(() => browser?.close());

/** Opens a page that runs `script`; any other request gets an empty answer, as from a backend with nothing saved. */
async function run(t: TestContext, script: string): Promise<{ page: Page; errors: string[] } | null> {
  if (!browser) {
    t.skip(browserSkipReason());
    return null;
  }
  const context = await browser.newContext();
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.route(`${ORIGIN}/**`, (route) =>
    route.request().url() === `${ORIGIN}/`
      ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>example</title><div id="root"></div>' })
      : route.fulfill({ status: 200, body: '' }),
  );
  await page.goto(`${ORIGIN}/`);
  await page.addScriptTag({ content: script });
  return { page, errors };
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
    assert.deepEqual(errors, []);
  },
);

test(
  'the save and load guide: save, restore, paste a copied state, open a saved page, preview it read-only',
  TIMEOUT,
  async (t) => {
    const { files } = docProject('guides/basic-tutorial.md', 'guides/save-load.md');
    files.set(
      'harness.tsx',
      `import { createRoot } from 'react-dom/client';
import { Editor, Element } from '@craftjs/core';
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
} else if (which === 'preview') {
  loadPage().then((json) => root.render(<PagePreview resolver={resolver} json={json!} />));
} else {
  root.render(<App />);
}
`,
    );
    const script = await bundleProject(files, 'harness.tsx');
    const opened = await run(t, script);
    if (!opened) return;
    const { page, errors } = opened;
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
      await page.goto(`${ORIGIN}/#view=${view}`);
      await page.addScriptTag({ content: script });
      await page.getByText('Hi world!').first().waitFor();
      assert.equal(await page.getByText('Placeholder page').count(), 0, `${view}: the saved page, not the placeholder`);
    }
    assert.deepEqual(errors, []);
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
