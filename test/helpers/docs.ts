import assert from 'node:assert/strict';
import { toDocSource } from '../../src/content/load-docs.js';
import type { SiteConfig } from '../../src/config/schema.js';
import type { DocSource } from '../../src/shared/model.js';
import { DEFAULT_DOCS_SCOPE } from '../../src/sources/content-source.js';
import type { DocsContent } from '../../src/sources/docs/docs-source.js';
import { docsInstancesOf } from '../../src/sources/docs/docs-instances.js';
import { siteLocales } from '../../src/sources/locales.js';

/** The doc at `docs/<file>`, with the front matter lines `fm` (none when empty) above a one-word body. */
export function docAt(file: string, fm = '', routeBase = 'docs'): DocSource {
  return toDocSource(fm ? `---\n${fm}\n---\nText\n` : 'Text\n', file, `docs/${file}`, routeBase);
}

/** [file under docs/, front matter, expected id, expected route] */
export type IdAndRouteCase = [string, string, string, string];

/** Checks the id and the route each case's doc gets, naming the file of the case that fails. */
export function assertIdsAndRoutes(cases: IdAndRouteCase[]): void {
  for (const [file, fm, id, route] of cases) {
    const doc = docAt(file, fm);
    assert.equal(doc.id, id, file);
    assert.equal(doc.route, route, file);
  }
}

/** The config's `docs` as the docs source reads them: `docs`, and the ids of drafts left out. */
export function docsContent(config: SiteConfig, docs: DocSource[], draftIds: string[] = []): DocsContent {
  return {
    scope: { source: 'docs', version: 'current', locale: 'en' },
    key: DEFAULT_DOCS_SCOPE,
    instance: docsInstancesOf(config)[0]!,
    version: config.docs.versionsRead?.[0] ?? {
      name: 'current',
      label: 'Next',
      docsDir: 'docs',
      urlPath: '',
      routeBase: config.docs.routeBasePath,
      isLast: true,
      banner: 'none',
      badge: false,
      noIndex: false,
    },
    locale: siteLocales(config, 'site.config.yaml')[0]!,
    docs,
    draftIds,
    withoutOriginal: [],
  };
}
