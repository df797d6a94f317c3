import type { ReactNode } from 'react';

/** `@theme/CardGrid` (`::::card-grid` in Markdown, `<CardGrid>` in MDX): cards two abreast where there is room. */
export default function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}
