import { Layers } from '@craftjs/layers';
import { useEffect, useRef } from 'react';
import { StyleSheetManager } from 'styled-components';

// @craftjs/layers styles its rows with these props; styled-components 6 no
// longer filters them, so without this React warns about unknown DOM attributes.
const LAYER_STYLE_PROPS = new Set(['expanded', 'hasCanvases', 'hovered', 'isHidden', 'selected', 'depth']);

function shouldForwardProp(prop: string, target: unknown): boolean {
  return typeof target !== 'string' || !LAYER_STYLE_PROPS.has(prop);
}

/*
 * The default layer rows use bare <a> elements (no href) for the eye and the
 * expand arrow, which are unreachable by keyboard and have no name. Rather than
 * replacing the default layer renderer, we annotate those elements in place.
 */
function annotate(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('.inner').forEach((inner) => {
    const name = inner.querySelector('.layer-name')?.textContent?.trim() || 'layer';
    const eye = inner.previousElementSibling;
    if (eye instanceof HTMLAnchorElement) label(eye, `Show or hide ${name}`, 'click');
    const arrow = inner.querySelector<HTMLAnchorElement>(':scope > div > div > a');
    if (arrow) label(arrow, `Expand or collapse ${name}`, 'mousedown');
  });
}

/*
 * The default rows hard-code a blue selection and a light-grey hover. They
 * carry no attribute we could style, so we recognise those two colours and
 * tag the element; the stylesheet then paints the site palette over them with
 * an inset shadow, which leaves the computed background (and so this
 * detection) untouched.
 */
const TONES: Record<string, string> = { 'rgb(38, 128, 235)': 'selected', 'rgb(241, 241, 241)': 'hovered' };

function tagTones(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('div').forEach((el) => {
    const tone = TONES[getComputedStyle(el).backgroundColor];
    if (tone) {
      if (el.dataset.layerTone !== tone) el.dataset.layerTone = tone;
    } else if (el.dataset.layerTone) {
      delete el.dataset.layerTone;
    }
  });
}

function label(el: HTMLElement, name: string, activation: 'click' | 'mousedown'): void {
  if (el.getAttribute('aria-label') === name) return;
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '0');
  el.setAttribute('aria-label', name);
  el.dataset.activation = activation;
}

function onKeyDown(e: KeyboardEvent): void {
  const el = e.target as HTMLElement;
  const activation = el.dataset?.activation;
  if (!activation || (e.key !== 'Enter' && e.key !== ' ')) return;
  e.preventDefault();
  el.dispatchEvent(new MouseEvent(activation, { bubbles: true }));
}

export function LayersPanel() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const refresh = () => {
      annotate(root);
      tagTones(root);
    };
    refresh();
    const observer = new MutationObserver(refresh);
    // Styled-components swap classes when a row's state changes.
    observer.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return (
    <div className="ln-layers" ref={ref}>
      <StyleSheetManager shouldForwardProp={shouldForwardProp}>
        <Layers expandRootOnLoad />
      </StyleSheetManager>
    </div>
  );
}
