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
  /** MDX docs by site-relative file, and what renders them (src/client/mdx/runtime.tsx); empty when the site has none. */
  mdxDocs: Record<string, { default: ComponentType<any>; __docgenSource?: import('../mdx/served-source.js').ServedSourcePlan }>;
  renderMdx?: typeof import('../client/mdx/runtime.js').renderMdx;
  mdxComponents?: typeof import('../client/mdx/runtime.js').mdxComponents;
  MDXComponents?: Record<string, ComponentType<any>>;
}

export async function importServerBundle(file: string): Promise<ServerBundle> {
  // Errors thrown by the theme then point at its TSX sources instead of the bundle.
  process.setSourceMapsEnabled(true);
  return (await import(`${new URL(`file://${file}`).href}?t=${Date.now()}`)) as ServerBundle;
}
