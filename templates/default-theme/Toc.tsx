import { startTransition, useEffect, useRef, useState } from 'react';
import type { TocItem } from 'docgen/client';
import { translate } from 'docgen/client';

/** How far below the navbar a heading may sit and still count as the one being read. */
const READING_MARGIN = 32;

/** The last heading that has scrolled up to the navbar; the first one before any has. */
export function useHeadingInView(items: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  // Compared by value: a new render with the same headings keeps its listeners.
  const key = items.map((i) => i.id).join(' ');
  useEffect(() => {
    const ids = key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = (document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0) + READING_MARGIN;
      let current = ids[0];
      for (const id of ids) {
        const heading = document.getElementById(id);
        if (!heading || heading.getBoundingClientRect().top > line) break;
        current = id;
      }
      // Not urgent: the highlight may wait for a slice of the main thread, after the reader's input.
      startTransition(() => setActive(current));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    // In a frame rather than at once: reading positions right after hydrating would force a layout of the page.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return active;
}

/** `active` is the id of the heading being read (`useHeadingInView`), worked out once for both places the list is shown. */
export function Toc({ items, active }: { items: TocItem[]; active: string | undefined }) {
  if (items.length === 0) return null;
  const minLevel = Math.min(...items.map((i) => i.level));
  return (
    <nav className="toc" aria-label={translate({ id: 'theme.TOC.label', message: 'On this page' })}>
      <p className="toc-title">{translate({ id: 'theme.TOC.title', message: 'On this page' })}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-level-${item.level - minLevel}`}>
            <a
              href={`#${item.id}`}
              className={`toc-link${item.id === active ? ' active' : ''}`}
              aria-current={item.id === active ? 'location' : undefined}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Where the side column does not fit (narrow windows, phones), the same list folds into the top of the
 * article, closed until asked for; following one of its links folds it again.
 */
export function TocCollapsible({ items, active }: { items: TocItem[]; active: string | undefined }) {
  const details = useRef<HTMLDetailsElement>(null);
  if (items.length === 0) return null;
  return (
    <details
      ref={details}
      className="toc-collapsible"
      // Closed before the browser scrolls to the heading, so that the heading lands under the navbar.
      onClick={(event) => {
        if ((event.target as Element).closest('a') && details.current) details.current.open = false;
      }}
    >
      <summary>{translate({ id: 'theme.TOC.title', message: 'On this page' })}</summary>
      <Toc items={items} active={active} />
    </details>
  );
}
