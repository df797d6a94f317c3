import type { ComponentType, ReactElement } from 'react';
import type { RouteState } from '../client/context.js';
import type { ThemeAppProps } from '../client/root.js';
import type { MarkdownComponents } from '../markdown/processor.js';
import type { SiteData } from '../model.js';

/** The module docgen bundles from the theme and the site's pages for rendering on the server. */
export interface ServerBundle {
  App: ComponentType<ThemeAppProps>;
  markdownComponents: MarkdownComponents;
  pages: Record<string, { default?: ComponentType; meta?: { title?: string; description?: string } }>;
  renderApp(App: ComponentType<ThemeAppProps>, site: SiteData, route: RouteState): string;
  renderToStaticMarkup(element: ReactElement): string;
}

export async function importServerBundle(file: string): Promise<ServerBundle> {
  // Errors thrown by the theme then point at its TSX sources instead of the bundle.
  process.setSourceMapsEnabled(true);
  return (await import(`${new URL(`file://${file}`).href}?t=${Date.now()}`)) as ServerBundle;
}
