import { Customize } from './Customize.js';
import { LayersPanel } from './LayersPanel.js';

/** Right-hand column: both panels fold away, so the layer tree can get the whole height. */
export function Sidebar() {
  return (
    <aside className="ln-sidebar" aria-label="Editor panels">
      <details className="ln-panel" open>
        <summary>
          <h2>Customize</h2>
        </summary>
        <Customize />
      </details>
      <details className="ln-panel" open data-testid="layers-panel">
        <summary>
          <h2>Layers</h2>
        </summary>
        <LayersPanel />
      </details>
    </aside>
  );
}
