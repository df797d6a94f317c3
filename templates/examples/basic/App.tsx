import { Editor, Element, Frame, useEditor } from '@craftjs/core';
import { PageChrome } from '../shared/PageChrome.js';
import { useNarrowScreen } from '../shared/useNarrowScreen.js';
import { Button } from './components/Button.js';
import { Card, CardBottom, CardTop } from './components/Card.js';
import { Container } from './components/Container.js';
import { Text } from './components/Text.js';
import { SelectionOutline } from './editor/SelectionOutline.js';
import { SettingsPanel } from './editor/SettingsPanel.js';
import { Toolbox } from './editor/Toolbox.js';
import { Topbar } from './editor/Topbar.js';

// Every component that can appear in a saved state must be listed here, under
// the same key forever: the key is what the serialized JSON refers to.
const resolver = { Container, Card, CardTop, CardBottom, Text, Button };

function StartingPage() {
  return (
    <Frame>
      <Element is={Container} canvas padding={20} background="">
        <Text text="Welcome! Select a block to edit it, or drag new ones in from the toolbox." fontSize={20} />
        <Card />
        <Button text="A lonely button" variant="outlined" />
        <Element is={Container} canvas padding={16} background="tint">
          <Text text="Containers can hold anything, including other containers." fontSize={16} />
        </Element>
      </Element>
    </Frame>
  );
}

/** Toolbox and settings only make sense while editing is switched on. */
function SidePanels() {
  const { enabled } = useEditor((state) => ({ enabled: state.options.enabled }));
  return (
    <aside className="bx-side" aria-label="Editor panels">
      {enabled ? (
        <>
          <Toolbox />
          <SettingsPanel />
        </>
      ) : (
        <p className="bx-panel bx-hint">Editing is off. Switch on “Enable editing” to change the page.</p>
      )}
    </aside>
  );
}

export function App() {
  const narrow = useNarrowScreen();
  return (
    <div className={`bx-app${narrow ? ' bx-app--narrow' : ''}`}>
      <PageChrome title="Basic Page Editor" narrow={narrow} />
      <Editor
        resolver={resolver}
        // Drag and drop needs a pointer and room for the side panel.
        enabled={!narrow}
        indicator={{ success: 'var(--ex-primary)', error: 'var(--ex-danger)' }}
        onRender={SelectionOutline}
      >
        <Topbar narrow={narrow} />
        <div className="bx-layout">
          <main className="bx-page" aria-label="Editable page" data-testid="canvas">
            <StartingPage />
          </main>
          {narrow ? null : <SidePanels />}
        </div>
      </Editor>
    </div>
  );
}
