import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

/**
 * `@docusaurus/BrowserOnly`: the fallback until the page runs in the browser, then what the children function
 * returns. In an MDX page the function becomes an island of its own (src/mdx/scope.ts); inside a component
 * that is an island already, this renders in the browser as it is.
 */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const browser = useIsBrowser();
  return <>{browser ? children() : (fallback ?? null)}</>;
}
