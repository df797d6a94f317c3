import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { SiteData } from '../../shared/model.js';
import { setIslandSite } from './page-context.js';

/** An island's module: `island` when it hydrates from its slots' HTML itself (Tabs), else its default export. */
type IslandModule = { island?: ComponentType<any>; default?: ComponentType<any> };
export type IslandLoaders = Record<string, () => Promise<IslandModule>>;

const roots = new Map<Element, Root>();

/**
 * Hydrates the islands of the page shown: each is a root of its own over the static HTML, its component
 * loaded on demand; content passed to it (its slots) is kept as the HTML the build rendered. Islands of a page
 * left behind are unmounted. A click on an island before it is hydrated (its code still on its way) is held by the
 * entry in `heldClicks` and given again once it is; the island then carries `data-hydrated`.
 */
export async function hydrateIslands(site: SiteData, loaders: IslandLoaders, heldClicks: HeldClicks): Promise<void> {
  setIslandSite(site);
  for (const [element, root] of roots) {
    if (element.isConnected) continue;
    root.unmount();
    roots.delete(element);
  }
  const pending = [...document.querySelectorAll('[data-island]')].filter((element) => !roots.has(element));
  await Promise.all(
    pending.map(async (element) => {
      const id = element.getAttribute('data-island')!;
      const load = loaders[id];
      if (!load) return;
      const module = await load().catch((error: unknown) => {
        heldClicks.delete(element);
        throw error;
      });
      // Already hydrating from an earlier pass: that pass gives the held clicks again.
      if (roots.has(element)) return;
      if (!element.isConnected) return void heldClicks.delete(element);
      // Slots of islands nested in this one's content belong to those.
      const slots = [...element.querySelectorAll('[data-docgen-slot]')].filter(
        (slot) => slot.closest('[data-island]') === element,
      );
      const own = slots.filter((slot) => slot.getAttribute('data-docgen-slot') === '').map((slot) => slot.innerHTML);
      const props = JSON.parse(element.getAttribute('data-props') ?? '{}') as Record<string, unknown>;
      for (const [key, value] of Object.entries(props)) {
        if (!value || typeof value !== 'object' || (value as Record<string, unknown>).__docgenSlot !== key) continue;
        const name = `prop:${key}`;
        const html = slots.find((slot) => slot.getAttribute('data-docgen-slot') === name)?.innerHTML ?? '';
        props[key] = createElement('div', {
          'data-docgen-slot': name,
          style: { display: 'contents' },
          dangerouslySetInnerHTML: { __html: html },
        });
      }
      const rendered = module.island
        ? createElement(module.island, { ...props, slots: own })
        : createElement(
            module.default!,
            props,
            own.length > 0
              ? createElement('div', {
                  'data-docgen-slot': '',
                  style: { display: 'contents' },
                  dangerouslySetInnerHTML: { __html: own[0] },
                })
              : undefined,
          );
      const hydrated = () => {
        element.setAttribute('data-hydrated', '');
        replayClicks(heldClicks, element);
      };
      roots.set(element, hydrateRoot(element, createElement(WhenHydrated, { hydrated }, rendered)));
    }),
  );
}

/** Renders nothing of its own (the markup stays the build's); its effect runs once the island is hydrated. */
function WhenHydrated({ hydrated, children }: { hydrated: () => void; children?: ReactNode }) {
  useEffect(hydrated, []);
  return children;
}

/**
 * Until an island is hydrated, its HTML answers no click: React only replays events on a root it was asked to
 * hydrate, and a click while the island's code loads would be lost. The entry stops and keeps such clicks; once the
 * island is hydrated each is given again to its target (the default action, a link followed or a box ticked, happens
 * then).
 */
export type HeldClicks = Map<Element, Element[]>;

function replayClicks(heldClicks: HeldClicks, island: Element): void {
  const targets = heldClicks.get(island) ?? [];
  heldClicks.delete(island);
  for (const target of targets)
    if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
