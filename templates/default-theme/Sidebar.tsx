import { useEffect, useState } from 'react';
import type { Sidebar as SidebarData, SidebarCategory, SidebarEntry } from 'docgen/client';
import { loadSidebar, translate, useSite } from 'docgen/client';
import { Icon } from './Icon.js';

interface CategoryProps {
  category: SidebarCategory;
  full?: SidebarCategory;
  currentHref: string;
  onNeedFull: () => void;
  /** With `autoCollapseCategories`: set once the reader opens a sibling, which closes this one. */
  siblingOpened: boolean;
  onOpen: () => void;
}

function Category({ category, full, currentHref, onNeedFull, siblingOpened, onOpen }: CategoryProps) {
  const [collapsed, setCollapsed] = useState(category.collapsed);
  // After a client-side navigation the sidebar opens the category that holds the new page.
  useEffect(() => {
    if (!category.collapsed) setCollapsed(false);
  }, [category]);
  useEffect(() => {
    if (siblingOpened) setCollapsed(true);
  }, [siblingOpened]);
  const source = category.lazy && full ? full : category;
  const id = `sidebar-category-${category.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const toggle = () => {
    if (collapsed && category.lazy && !full) onNeedFull();
    if (collapsed) onOpen();
    setCollapsed(!collapsed);
  };
  const current = category.href !== undefined && category.href === currentHref;
  return (
    <li className={`sidebar-category${collapsed ? ' collapsed' : ''}${category.className ? ` ${category.className}` : ''}`}>
      {category.href ? (
        // A category with its own page: the label leads there, the caret folds.
        <div className="sidebar-category-row">
          <a className={`sidebar-link sidebar-category-link${current ? ' active' : ''}`} href={category.href} aria-current={current ? 'page' : undefined}>
            {category.label}
          </a>
          {category.collapsible !== false && (
            <button type="button" className="sidebar-category-toggle sidebar-caret-only" aria-expanded={!collapsed} aria-controls={id} aria-label={category.label} onClick={toggle}>
              <Icon name="chevron-right" size={16} className="sidebar-caret" />
            </button>
          )}
        </div>
      ) : category.collapsible === false ? (
        <span className="sidebar-category-label">{category.label}</span>
      ) : (
        <button type="button" className="sidebar-category-toggle" aria-expanded={!collapsed} aria-controls={id} onClick={toggle}>
          {category.label}
          <Icon name="chevron-right" size={16} className="sidebar-caret" />
        </button>
      )}
      {!collapsed && (
        <ul id={id} className="sidebar-items">
          <Entries entries={source.items} full={full?.items} currentHref={currentHref} onNeedFull={onNeedFull} />
        </ul>
      )}
    </li>
  );
}

function Entries({ entries, full, currentHref, onNeedFull }: { entries: SidebarEntry[]; full?: SidebarEntry[]; currentHref: string; onNeedFull: () => void }) {
  const autoCollapse = useSite().docs.sidebarOptions.autoCollapseCategories;
  // The category the reader opened last, among these siblings.
  const [opened, setOpened] = useState<string>();
  return (
    <>
      {entries.map((entry, i) =>
        entry.type === 'html' ? (
          // Raw HTML the author put in the sidebar (`type: html`), shown as written.
          <li key={`html-${i}`} className={`sidebar-item sidebar-html${entry.defaultStyle ? ' sidebar-html-padded' : ''}${entry.className ? ` ${entry.className}` : ''}`} dangerouslySetInnerHTML={{ __html: entry.value }} />
        ) : entry.type === 'link' ? (
          <li key={entry.href} className={`sidebar-item${entry.className ? ` ${entry.className}` : ''}`}>
            <a className={`sidebar-link${entry.href === currentHref ? ' active' : ''}`} href={entry.href} aria-current={entry.href === currentHref ? 'page' : undefined}>
              {entry.label}
            </a>
          </li>
        ) : (
          <Category
            key={entry.label}
            category={entry}
            full={full?.[i] as SidebarCategory | undefined}
            currentHref={currentHref}
            onNeedFull={onNeedFull}
            siblingOpened={autoCollapse && opened !== undefined && opened !== entry.label}
            onOpen={() => setOpened(entry.label)}
          />
        ),
      )}
    </>
  );
}

export function Sidebar({ sidebar, currentHref }: { sidebar: SidebarData; currentHref: string }) {
  const site = useSite();
  const [full, setFull] = useState<SidebarData>();
  const needFull = () => {
    loadSidebar(site, sidebar.id).then(setFull, (error: unknown) => console.warn('[docgen] could not load the sidebar:', error));
  };
  useEffect(() => setFull(undefined), [sidebar]);
  return (
    <nav className="sidebar" aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}>
      <ul className="sidebar-items sidebar-root">
        <Entries entries={sidebar.items} full={full?.items} currentHref={currentHref} onNeedFull={needFull} />
      </ul>
    </nav>
  );
}
