/** What a theme or a page of templates/ imports from docgen. */
export { useSite, useRoute, useNavigation, type Navigation } from './context.js';
export { useColorMode, setColorMode, type ColorMode } from './color-mode.js';
export { pageNavbarItems, rememberPreferredVersion, searchScope } from './docs-version.js';
export { usePreferredDocsVersions, type PreferredVersions } from './preferred-versions.js';
export { dismissAnnouncement } from './announcement.js';
export { translate, translatePlural, Translate, type TranslateDescriptor } from './i18n.js';
export type { RouteState, ThemeAppProps } from '../shared/render-contract.js';
export type * from '../shared/model.js';
export { localeUrl, withBaseUrl } from '../shared/urls.js';
export { versionClassName } from '../shared/page-meta.js';
export { splitLines } from '../shared/code-lines.js';
export { PROGRESS_BAR } from './constants.js';
export { useProgressBar } from './progress.js';
export { PageModule, type LoadingProps } from './page-module.js';
export { ErrorBoundary, type CrashProps } from './error-boundary.js';
export { loadSidebar } from './route-data.js';
export { loadSearchProvider } from './search/load-provider.js';
export type { PageResult, SearchHit, SearchProvider, SearchResponse, TextPart } from './search/types.js';
