import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { IslandRoot } from 'docgen:mdx-runtime';
import { TabsView, type TabInfo, type TabsData } from './Tabs.island.js';

interface TabsProps {
  children?: ReactNode;
  groupId?: string;
  queryString?: string | boolean;
  defaultValue?: string;
  values?: { value: string; label?: string }[];
  className?: string;
  lazy?: boolean;
}

type TabItemElement = ReactElement<{ value?: string; label?: string; default?: boolean; children?: ReactNode }>;

/**
 * `@theme/Tabs`: every panel is in the static HTML (the hidden ones with `hidden`), so the page reads and is
 * searched whole without JavaScript; in the browser it is an island that switches, syncs `groupId` and remembers.
 */
export default function Tabs({ children, groupId, queryString, defaultValue, values, className }: TabsProps) {
  const id = `tabs${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const panels = Children.toArray(children).filter(isValidElement) as TabItemElement[];
  const missing = panels.find((panel) => typeof panel.props.value !== 'string');
  if (missing) throw new Error('every <TabItem> of <Tabs> needs a `value` string');
  const items: TabInfo[] = (values ?? panels.map((panel) => panel.props)).map((item) => ({
    value: item.value!,
    label: String(item.label ?? item.value),
  }));
  const duplicate = items.find((item, index) => items.findIndex((other) => other.value === item.value) !== index);
  if (duplicate) throw new Error(`<Tabs> has two tabs with the value "${duplicate.value}": each needs its own`);
  const initial = defaultValue ?? panels.find((panel) => panel.props.default)?.props.value ?? items[0]?.value ?? '';
  const data: TabsData = {
    id,
    items,
    defaultValue: initial,
    ...(groupId ? { groupId } : {}),
    ...(queryString ? { queryString } : {}),
    ...(className ? { className } : {}),
  };
  const panelOf = (value: string) => panels.find((panel) => panel.props.value === value);
  return (
    <IslandRoot id="@theme/Tabs" props={data as unknown as Record<string, unknown>}>
      <TabsView data={data} selected={initial} panel={(index) => ({ children: panelOf(items[index]!.value) })} />
    </IslandRoot>
  );
}
