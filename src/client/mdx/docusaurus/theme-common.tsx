import type { ReactNode } from 'react';
import type { SidebarCategory, SidebarEntry } from '../../../shared/model.js';
import { withBaseUrl } from '../../../shared/urls.js';
import type { MdxPage } from '../../../shared/render-contract.js';
import { useMdxPage } from '../page-context.js';
import { pluralMessage } from '../../../shared/plural-message.js';

/**
 * `@docusaurus/theme-common`: the parts of it docs and their components use. Its other exports are theme
 * internals (navbar and sidebar state) that docgen's theme does not have.
 */

/** The category the page is the link of, else the one that lists it: what Docusaurus's hook answers. */
function categoryOf(entries: SidebarEntry[], href: string): SidebarCategory | undefined {
  for (const entry of entries) {
    if (entry.type !== 'category') continue;
    if (entry.href === href) return entry;
    const inner = categoryOf(entry.items, href);
    if (inner) return inner;
    if (entry.items.some((item) => item.type === 'link' && item.href === href)) return entry;
  }
  return undefined;
}

function currentCategory(page: MdxPage): SidebarCategory | undefined {
  const { site, route, sidebar } = page;
  return sidebar && categoryOf(sidebar.items, withBaseUrl(route, site.baseUrl, site.trailingSlash));
}

/** The sidebar category of the current doc, for `<DocCardList items={useCurrentSidebarCategory().items} />`. */
export function useCurrentSidebarCategory(): SidebarCategory {
  const page = useMdxPage();
  const category = currentCategory(page);
  if (!category) throw new Error(`useCurrentSidebarCategory: the page ${page.route} is in no sidebar category`);
  return category;
}

/**
 * What `<DocCardList />` shows: the items of the current doc's category (the doc among them), else of its sidebar's
 * top level; none off every sidebar.
 */
export function useCurrentSidebarSiblings(): SidebarEntry[] {
  const page = useMdxPage();
  return currentCategory(page)?.items ?? page.sidebar?.items ?? [];
}

/** docgen renders the page in its default colour mode; the reader's choice applies in the browser, by CSS. */
export function useColorMode() {
  const { site } = useMdxPage();
  const colorMode: 'light' | 'dark' = site.colorMode.defaultMode === 'dark' ? 'dark' : 'light';
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode: () => undefined };
}

/** The theme's settings as docs read them: an empty set, so that optional reads (`?.`) fall back to defaults. */
export function useThemeConfig(): Record<string, unknown> {
  return {};
}

/** `usePluralForm().selectMessage(count, 'One item|{count} items')`, by the language's plural rules. */
export function usePluralForm() {
  const { site } = useMdxPage();
  return { selectMessage: (count: number, messages: string) => pluralMessage(messages, count, site.lang) };
}

/** Class names Docusaurus's theme gives its elements; components pass them through for styling. */
export const ThemeClassNames = {
  common: {
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  docs: { docMarkdown: 'theme-doc-markdown markdown' },
};

export function ErrorCauseBoundary({ children }: { children?: ReactNode; onError?: unknown }) {
  return <>{children}</>;
}
