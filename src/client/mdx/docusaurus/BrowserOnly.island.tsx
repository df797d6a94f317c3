import { useEffect, useState, type ReactNode } from 'react';

/**
 * The browser side of an MDX page's `<BrowserOnly>`: the first render is the fallback the build rendered (so
 * hydration matches), then the children function runs, as in Docusaurus.
 */
export function browserOnlyIsland(children: () => ReactNode) {
  return function BrowserOnlyIsland({ slots }: { slots: string[] }) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    if (mounted) return <>{children()}</>;
    return (
      <div data-docgen-slot="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: slots[0] ?? '' }} />
    );
  };
}
