import mermaid from 'mermaid';

/**
 * Draws the page's ```` ```mermaid ```` diagrams (containers written by src/plugins/built-in/mermaid) in the colour mode
 * shown, and again when it changes. Loaded only by pages that have a diagram; the container keeps the source
 * until the drawing replaces it, and shows mermaid's error in its place for a diagram it cannot read.
 */
let drawn = 0;
let watching = false;

const colourMode = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'default');

export default async function drawDiagrams(): Promise<void> {
  if (!watching) {
    watching = true;
    new MutationObserver(() => void drawDiagrams()).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
  }
  const theme = colourMode();
  mermaid.initialize({ startOnLoad: false, theme });
  for (const container of document.querySelectorAll<HTMLElement>('[data-mermaid]')) {
    if (container.dataset.drawn === theme) continue;
    container.dataset.source ??= container.querySelector('code')?.textContent ?? '';
    const id = `mermaid-svg-${++drawn}`;
    try {
      const { svg } = await mermaid.render(id, container.dataset.source);
      container.innerHTML = svg;
    } catch (error) {
      document.getElementById(id)?.remove();
      const message = document.createElement('pre');
      message.className = 'mermaid-error';
      message.textContent = `Mermaid: ${error instanceof Error ? error.message : String(error)}`;
      container.replaceChildren(message);
    }
    container.dataset.drawn = theme;
  }
}
