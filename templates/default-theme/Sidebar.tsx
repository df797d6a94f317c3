import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { Sidebar as SidebarData, SidebarCategory, SidebarEntry, SidebarLink } from 'docgen/client';
import { loadSidebar, translate, useSite } from 'docgen/client';
import Badge from '@theme/Badge';
import { Icon } from './Icon.js';

/**
 * An entry's label, with its badge (`badge` in the sidebar, `sidebar_badge` in front matter) after a space: the
 * link's name reads "Streaming New", and the label and badge stay together at the start of the row.
 */
function Label({ entry }: { entry: SidebarLink | SidebarCategory }) {
  if (!entry.badge) return <>{entry.label}</>;
  return (
    <span className="sidebar-label">
      {`${entry.label} `}
      <Badge text={entry.badge.text} variant={entry.badge.variant} />
    </span>
  );
}

/**
 * A page carries only part of a large sidebar (closed categories empty, long lists cut short);
 * the rest is in the sidebar file, fetched the first time the reader opens something that needs it.
 */
interface FullSidebar {
  status: 'idle' | 'loading' | 'failed';
  /** Starts the fetch; after a failure, tries again. */
  load: () => void;
}

const FullSidebarContext = createContext<FullSidebar>({ status: 'idle', load: () => {} });

/** What stands in an opened part of the sidebar while its items are fetched, or when they could not be. */
function LoadStatus() {
  const { status } = useContext(FullSidebarContext);
  return status === 'failed' ? (
    <li className="sidebar-item sidebar-status" role="alert">
      {translate({
        id: 'theme.docs.sidebar.loadFailed',
        message: 'These items could not be loaded. Close and open again to retry.',
      })}
    </li>
  ) : (
    <li className="sidebar-item sidebar-status" role="status">
      {translate({ id: 'theme.docs.sidebar.loading', message: 'Loading…' })}
    </li>
  );
}

interface CategoryProps {
  category: SidebarCategory;
  full?: SidebarCategory;
  /** Its place in the whole sidebar, the index in each list down to it ("2-0"): labels repeat, places do not. */
  place: string;
  currentHref: string;
  /** With `autoCollapseCategories`: set once the reader opens a sibling, which closes this one. */
  siblingOpened: boolean;
  onOpen: () => void;
}

function Category({ category, full, place, currentHref, siblingOpened, onOpen }: CategoryProps) {
  const [collapsed, setCollapsed] = useState(category.collapsed);
  const { load } = useContext(FullSidebarContext);
  // After a client-side navigation the sidebar opens the category that holds the new page.
  useEffect(() => {
    if (!category.collapsed) setCollapsed(false);
  }, [category]);
  useEffect(() => {
    if (siblingOpened) setCollapsed(true);
  }, [siblingOpened]);
  const missing = category.lazy && !full;
  const source = category.lazy && full ? full : category;
  const id = `sidebar-category-${place}`;
  const toggle = () => {
    if (collapsed && missing) load();
    if (collapsed) onOpen();
    setCollapsed(!collapsed);
  };
  const current = category.href !== undefined && category.href === currentHref;
  return (
    <li
      className={`sidebar-category${collapsed ? ' collapsed' : ''}${category.className ? ` ${category.className}` : ''}`}
    >
      {category.href ? (
        // A category with its own page: the label leads there, the caret folds.
        <div className="sidebar-category-row">
          <a
            className={`sidebar-link sidebar-category-link${current ? ' active' : ''}`}
            href={category.href}
            aria-current={current ? 'page' : undefined}
          >
            <Label entry={category} />
          </a>
          {category.collapsible !== false && (
            <button
              type="button"
              className="sidebar-category-toggle sidebar-caret-only"
              aria-expanded={!collapsed}
              aria-controls={id}
              aria-label={category.label}
              onClick={toggle}
            >
              <Icon name="chevron-right" size={16} className="sidebar-caret" />
            </button>
          )}
        </div>
      ) : category.collapsible === false ? (
        <span className="sidebar-category-label">
          <Label entry={category} />
        </span>
      ) : (
        <button
          type="button"
          className="sidebar-category-toggle"
          aria-expanded={!collapsed}
          aria-controls={id}
          onClick={toggle}
        >
          <Label entry={category} />
          <Icon name="chevron-right" size={16} className="sidebar-caret" />
        </button>
      )}
      {!collapsed && (
        <ul id={id} className="sidebar-items">
          {missing ? (
            <LoadStatus />
          ) : (
            <Entries
              entries={source.items}
              full={full?.items}
              omitted={source.omitted}
              place={place}
              currentHref={currentHref}
            />
          )}
        </ul>
      )}
    </li>
  );
}

/**
 * One line of a list of entries: an entry (with its counterpart in the sidebar file, once fetched, and its index in
 * the whole list), or a run left out of the page.
 */
type Row = { entry: SidebarEntry; full?: SidebarEntry; at: number } | { gap: { from: number; count: number } };

/**
 * Pairs the page's entries with the whole sidebar's. `omitted` runs show as one button each until the
 * reader asks for them (`asked`, by their index in the whole list) and the file is there.
 */
function rowsOf(
  entries: SidebarEntry[],
  full: SidebarEntry[] | undefined,
  omitted: Array<[number, number]>,
  asked: number[],
): Row[] {
  const rows: Row[] = [];
  const gaps = new Map(omitted);
  let at = 0;
  for (let i = 0; i <= entries.length; i++) {
    const count = gaps.get(i);
    if (count) {
      if (full && asked.includes(at))
        rows.push(...full.slice(at, at + count).map((entry, k) => ({ entry, full: entry, at: at + k })));
      else rows.push({ gap: { from: at, count } });
      at += count;
    }
    const entry = entries[i];
    if (entry) rows.push({ entry, full: full?.[at], at });
    at++;
  }
  return rows;
}

interface EntriesProps {
  entries: SidebarEntry[];
  full?: SidebarEntry[];
  omitted?: Array<[number, number]>;
  /** The place of the category that holds them; none for the sidebar's top level. */
  place?: string;
  currentHref: string;
}

function Entries({ entries, full, omitted = [], place, currentHref }: EntriesProps) {
  const autoCollapse = useSite().docs.sidebarOptions.autoCollapseCategories;
  const { status, load } = useContext(FullSidebarContext);
  // The category the reader opened last, among these siblings, by its index (two may have the same label).
  const [opened, setOpened] = useState<number>();
  const [asked, setAsked] = useState<number[]>([]);
  // The list and place of the "more" button that had focus: the first entry shown in its place takes it over.
  const focusAfterReveal = useRef<{ list: Element; index: number }>();
  useEffect(() => {
    const target = focusAfterReveal.current;
    if (!target || !full) return;
    focusAfterReveal.current = undefined;
    // The button is gone; unless the reader has moved on meanwhile, focus stays where it was in the list.
    if (document.activeElement && document.activeElement !== document.body) return;
    target.list.children[target.index]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [full, asked]);
  const reveal = (from: number, button: HTMLButtonElement) => {
    const item = button.closest('li');
    if (item?.parentElement)
      focusAfterReveal.current = {
        list: item.parentElement,
        index: Array.prototype.indexOf.call(item.parentElement.children, item),
      };
    if (!asked.includes(from)) setAsked([...asked, from]);
    if (!full) load();
  };
  return (
    <>
      {rowsOf(entries, full, omitted, asked).map((row, i) => {
        if ('gap' in row) {
          const pending = asked.includes(row.gap.from);
          return (
            <li key={`gap-${row.gap.from}`} className="sidebar-item sidebar-more">
              <button
                type="button"
                className="sidebar-category-toggle sidebar-more-toggle"
                aria-busy={pending && status === 'loading' ? true : undefined}
                onClick={(event) => reveal(row.gap.from, event.currentTarget)}
              >
                {pending && status === 'loading'
                  ? translate({ id: 'theme.docs.sidebar.loading', message: 'Loading…' })
                  : translate(
                      { id: 'theme.docs.sidebar.moreEntries', message: 'Show {count} more' },
                      { count: row.gap.count },
                    )}
              </button>
              {pending && status === 'failed' && (
                <span className="sidebar-status" role="alert">
                  {translate({
                    id: 'theme.docs.sidebar.moreFailed',
                    message: 'These items could not be loaded. Press the button to retry.',
                  })}
                </span>
              )}
            </li>
          );
        }
        const { entry, at } = row;
        return entry.type === 'html' ? (
          // Raw HTML the author put in the sidebar (`type: html`), shown as written.
          <li
            key={`html-${i}`}
            className={`sidebar-item sidebar-html${entry.defaultStyle ? ' sidebar-html-padded' : ''}${entry.className ? ` ${entry.className}` : ''}`}
            dangerouslySetInnerHTML={{ __html: entry.value }}
          />
        ) : entry.type === 'link' ? (
          <li key={entry.href} className={`sidebar-item${entry.className ? ` ${entry.className}` : ''}`}>
            <a
              className={`sidebar-link${entry.href === currentHref ? ' active' : ''}`}
              href={entry.href}
              aria-current={entry.href === currentHref ? 'page' : undefined}
            >
              <Label entry={entry} />
            </a>
          </li>
        ) : (
          <Category
            key={`${at}-${entry.label}`}
            category={entry}
            full={row.full as SidebarCategory | undefined}
            place={place === undefined ? String(at) : `${place}-${at}`}
            currentHref={currentHref}
            siblingOpened={autoCollapse && opened !== undefined && opened !== at}
            onOpen={() => setOpened(at)}
          />
        );
      })}
    </>
  );
}

export function Sidebar({ sidebar, currentHref }: { sidebar: SidebarData; currentHref: string }) {
  const [full, setFull] = useState<SidebarData>();
  const [status, setStatus] = useState<FullSidebar['status']>('idle');
  // The sidebar shown now: a file that arrives after a navigation to another sidebar is not this one's.
  const shown = useRef(sidebar);
  shown.current = sidebar;
  const load = () => {
    if (full || status === 'loading') return;
    setStatus('loading');
    loadSidebar(sidebar).then(
      (loaded) => {
        if (loaded.id !== shown.current.id) return;
        setFull(loaded);
        setStatus('idle');
      },
      (error: unknown) => {
        console.warn('[docgen] could not load the sidebar:', error);
        setStatus('failed');
      },
    );
  };
  useEffect(() => {
    setFull(undefined);
    setStatus('idle');
  }, [sidebar]);
  return (
    <nav className="sidebar" aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}>
      <FullSidebarContext.Provider value={{ status, load }}>
        <ul className="sidebar-items sidebar-root">
          <Entries entries={sidebar.items} full={full?.items} omitted={sidebar.omitted} currentHref={currentHref} />
        </ul>
      </FullSidebarContext.Provider>
    </nav>
  );
}
