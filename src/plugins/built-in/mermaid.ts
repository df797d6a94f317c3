import path from 'node:path';
import { CLIENT_DIR } from '../../bundle/client-entry.js';
import { definePlugin } from '../api.js';
import { engineModule } from '../engine-module.js';

/**
 * `markdown.mermaid`: ```` ```mermaid ```` blocks become containers holding their source (mermaid/rehype-mermaid.ts),
 * which the browser draws (src/client/mermaid, loaded by the pages that have one); a diagram mermaid cannot read is a
 * warning at its line (mermaid/check-diagrams.ts).
 */
export const mermaidPlugin = definePlugin(() => ({
  name: 'mermaid',
  beforeDefaultRehypePlugins: [engineModule('plugins/built-in/mermaid/rehype-mermaid')],
  clientModules: [{ module: path.join(CLIENT_DIR, 'mermaid', 'draw.ts'), selector: '[data-mermaid]' }],
  checkDoc: engineModule('plugins/built-in/mermaid/check-diagrams'),
}));
