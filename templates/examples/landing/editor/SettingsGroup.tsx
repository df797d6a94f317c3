import type { ReactNode } from 'react';

/** A titled block of fields in the Customize panel. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ln-group">
      <h3>{title}</h3>
      {children}
    </section>
  );
}
