import { useEffect, type RefObject } from 'react';
import { translate } from 'docgen/client';

/**
 * Copy buttons are part of static HTML (a doc's Markdown, a page's `<CodeBlock>`): one listener delegated from the
 * page's wrapper makes them all work.
 */
export function useCopyButtons(container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[data-copy-code]');
      const code = button?.closest('.code-block')?.querySelector('pre');
      if (!button || !code) return;
      void navigator.clipboard?.writeText(code.innerText).then(() => {
        const label = button.getAttribute('aria-label');
        const text = button.querySelector('.code-copy-label');
        const copied = translate({ id: 'theme.code.copied', message: 'Copied' });
        if (text) text.textContent = copied;
        button.setAttribute('aria-label', copied);
        button.dataset.copied = '';
        setTimeout(() => {
          if (text) text.textContent = translate({ id: 'theme.code.copyLabel', message: 'Copy' });
          if (label) button.setAttribute('aria-label', label);
          delete button.dataset.copied;
        }, 1500);
      });
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [container]);
}
