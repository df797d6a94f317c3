import type { ReactNode } from 'react';

/**
 * `@theme/Steps` (`:::steps` in Markdown, `<Steps>` in MDX) around a numbered list: the list stays an `<ol>`, so
 * that readers hear "list, 3 items"; the circles and the line joining them are drawn by CSS (styles/kit.css).
 */
export default function Steps({ children }: { children?: ReactNode }) {
  return <div className="steps">{children}</div>;
}
