import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabInfo {
  value: string;
  label: string;
}

/** What a Tabs island is hydrated with: all of it is written into the page as JSON. */
export interface TabsData {
  id: string;
  items: TabInfo[];
  defaultValue: string;
  groupId?: string;
  /** `true` keeps the choice in the URL under `groupId`, a string under that name. */
  queryString?: string | boolean;
  className?: string;
}

type PanelContent = { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } };

/** The markup of a Tabs, the same at build time (panels as React content) and in the browser (panels as their HTML). */
export function TabsView({
  data,
  selected,
  onSelect,
  panel,
}: {
  data: TabsData;
  selected: string;
  onSelect?: (value: string) => void;
  panel: (index: number) => PanelContent;
}) {
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const last = data.items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    onSelect?.(data.items[next]!.value);
  };
  return (
    <div className={['tabs-container', data.className].filter(Boolean).join(' ')}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {data.items.map((item, index) => {
          const active = item.value === selected;
          return (
            <li
              key={item.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              role="tab"
              id={`${data.id}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${data.id}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className={active ? 'tabs-item tabs-item-active' : 'tabs-item'}
              onClick={() => onSelect?.(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </li>
          );
        })}
      </ul>
      <div className="tab-panels">
        {data.items.map((item, index) => (
          <div
            key={item.value}
            role="tabpanel"
            id={`${data.id}-panel-${index}`}
            aria-labelledby={`${data.id}-tab-${index}`}
            hidden={item.value !== selected}
            data-docgen-slot=""
            {...panel(index)}
          />
        ))}
      </div>
    </div>
  );
}

const STORAGE_PREFIX = 'docusaurus.tab.';
/** Tabs of one group on the page, so that choosing in one chooses in all of them (as Docusaurus does). */
const groups = new Map<string, Set<(value: string) => void>>();

function queryKey(data: TabsData): string | undefined {
  if (typeof data.queryString === 'string') return data.queryString;
  return data.queryString === true ? data.groupId : undefined;
}

function storedChoice(data: TabsData): string | undefined {
  const valid = (value: string | null | undefined) =>
    value && data.items.some((item) => item.value === value) ? value : undefined;
  const key = queryKey(data);
  const fromQuery = key ? valid(new URLSearchParams(location.search).get(key)) : undefined;
  if (fromQuery) return fromQuery;
  if (!data.groupId) return undefined;
  try {
    return valid(localStorage.getItem(STORAGE_PREFIX + data.groupId));
  } catch {
    return undefined;
  }
}

/** The browser side: the first render matches the static HTML; the remembered choice is applied after. */
export function island({ slots, ...data }: TabsData & { slots: string[] }) {
  const [selected, setSelected] = useState(data.defaultValue);
  useEffect(() => {
    const remembered = storedChoice(data);
    if (remembered) setSelected(remembered);
    if (!data.groupId) return;
    const members = groups.get(data.groupId) ?? new Set();
    groups.set(data.groupId, members);
    const follow = (value: string) => data.items.some((item) => item.value === value) && setSelected(value);
    members.add(follow);
    return () => void members.delete(follow);
    // The data comes from the page and never changes for this island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const select = (value: string) => {
    setSelected(value);
    const key = queryKey(data);
    if (key) {
      const url = new URL(location.href);
      url.searchParams.set(key, value);
      history.replaceState(history.state, '', url);
    }
    if (!data.groupId) return;
    try {
      localStorage.setItem(STORAGE_PREFIX + data.groupId, value);
    } catch {
      // Storage may be unavailable (private mode): the choice still holds on this page.
    }
    for (const follow of groups.get(data.groupId) ?? []) follow(value);
  };
  return (
    <TabsView
      data={data}
      selected={selected}
      onSelect={select}
      panel={(index) => ({ dangerouslySetInnerHTML: { __html: slots[index] ?? '' } })}
    />
  );
}
