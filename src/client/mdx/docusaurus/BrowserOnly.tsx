import type { ReactNode } from 'react';

/** `@docusaurus/BrowserOnly`: its children need a browser, so the static page shows the fallback. */
export default function BrowserOnly({ fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}
