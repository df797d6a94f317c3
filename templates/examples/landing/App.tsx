import { Editor, Frame, useEditor } from '@craftjs/core';
import { useEffect } from 'react';
import { PageChrome } from '../shared/PageChrome.js';
import { useNarrowScreen } from '../shared/useNarrowScreen.js';
import { Button } from './components/Button.js';
import { Illustration } from './components/Illustration.js';
import { Section } from './components/Section.js';
import { Text } from './components/Text.js';
import { VideoPlaceholder } from './components/VideoPlaceholder.js';
import { Header } from './editor/Header.js';
import { RenderNode } from './editor/RenderNode.js';
import { Sidebar } from './editor/Sidebar.js';
import { Toolbox } from './editor/Toolbox.js';
import { initialPage } from './initialPage.js';

const resolver = { Section, Text, Button, Illustration, VideoPlaceholder };

function Workspace({ narrow }: { narrow: boolean }) {
  const { enabled, connectors } = useEditor((state) => ({ enabled: state.options.enabled }));
  const showPanels = enabled && !narrow;
  return (
    <div className={`ln-shell${showPanels ? ' ln-shell--editing' : ''}`}>
      {showPanels ? <Toolbox /> : null}
      <div className="ln-main">
        {narrow ? null : <Header />}
        <main
          className="ln-scroller"
          aria-label="Editable page"
          data-testid="canvas"
          // The page scrolls inside this element: keyboard users need to be able to focus it to scroll.
          tabIndex={0}
          ref={(el) => {
            // A click on the empty backdrop clears selection and hover; craft
            // treats a null node id as "nothing".
            if (el) connectors.select(connectors.hover(el, null as unknown as string), null as unknown as string);
          }}
        >
          <div className="ln-page">
            <Frame>{initialPage()}</Frame>
          </div>
        </main>
      </div>
      {showPanels ? <Sidebar /> : null}
    </div>
  );
}

export function App() {
  const narrow = useNarrowScreen();

  // The home page embeds this editor in an iframe and waits for this signal
  // before revealing it, so it never shows a half-rendered frame.
  useEffect(() => {
    if (window.parent !== window) window.parent.postMessage({ LANDING_PAGE_LOADED: true }, '*');
  }, []);

  return (
    <div className={`ln-app${narrow ? ' ln-app--narrow' : ''}`}>
      <PageChrome title="Landing Page Editor" narrow={narrow} />
      <Editor
        resolver={resolver}
        enabled={!narrow}
        onRender={RenderNode}
        indicator={{ success: 'var(--ex-primary)', error: 'var(--ex-danger)' }}
      >
        <Workspace narrow={narrow} />
      </Editor>
    </div>
  );
}
