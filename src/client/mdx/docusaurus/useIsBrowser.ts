import { useEffect, useState } from 'react';

/** `@docusaurus/useIsBrowser`: false at build time and in an island's first render (so hydration matches), true after. */
export default function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}
