import type { ReactNode } from 'react';

/** `@theme/TabItem`: its content, placed in its panel by the Tabs around it. */
export default function TabItem({
  children,
}: {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}) {
  return <>{children}</>;
}
