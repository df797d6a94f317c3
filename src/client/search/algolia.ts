import { liteClient } from 'algoliasearch/lite';
import type { SiteData } from '../../shared/model.js';
import { contextFilters } from '../../shared/docsearch-tags.js';
import { partsFromTagged } from './highlight.js';
import { HITS_PER_PAGE, type CreateSearchProvider, type PageResult, type TextPart } from './types.js';

/** A DocSearch record: one per heading or paragraph of a crawled page. */
interface DocSearchHit {
  url: string;
  hierarchy: Record<string, string | null | undefined>;
  content?: string | null;
  _highlightResult?: { hierarchy?: Record<string, { value: string } | undefined> };
  _snippetResult?: { content?: { value: string } };
}

type AlgoliaConfig = Extract<SiteData['search'], { provider: 'algolia' }>;

// Markers no crawled text contains; what they surround becomes a highlighted text run.
const PRE = '\u0002mark\u0002';
const POST = '\u0003mark\u0003';
const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const SUGGESTIONS = 3;

function hostsOf(config: AlgoliaConfig) {
  return config.hosts?.map((href) => {
    const url = new URL(href);
    return {
      url: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
      accept: 'read' as const,
    };
  });
}

/** Searches an Algolia DocSearch index with the lite client. */
export const createSearchProvider: CreateSearchProvider = (site) => {
  const config = site.search as AlgoliaConfig;
  const hosts = hostsOf(config);
  const client = liteClient(config.appId, config.apiKey, hosts ? { hosts } : undefined);
  const facetFilters = config.contextualSearch ? contextFilters(site) : undefined;
  const sitePath = (url: string) => (url.startsWith(`${site.url}/`) ? url.slice(site.url.length) : url);

  const highlighted = (hit: DocSearchHit, level: string): TextPart[] => {
    const value = hit._highlightResult?.hierarchy?.[level]?.value;
    return value ? partsFromTagged(value, PRE, POST) : [{ text: hit.hierarchy[level] ?? '' }];
  };

  const groupByPage = (hits: DocSearchHit[]): PageResult[] => {
    const pages = new Map<string, PageResult>();
    for (const hit of hits) {
      const url = sitePath(hit.url);
      const pageUrl = url.split('#')[0]!;
      const page = pages.get(pageUrl) ?? {
        url: pageUrl,
        title: highlighted(hit, hit.hierarchy.lvl1 ? 'lvl1' : 'lvl0'),
        hits: [],
      };
      pages.set(pageUrl, page);
      if (page.hits.length >= HITS_PER_PAGE) continue;
      const level = LEVELS.slice(1)
        .reverse()
        .find((l) => hit.hierarchy[l]);
      const snippet = hit._snippetResult?.content?.value;
      page.hits.push({
        url,
        heading: level ? highlighted(hit, level) : [],
        snippet: snippet ? partsFromTagged(snippet, PRE, POST) : [],
      });
    }
    return [...pages.values()];
  };

  /** Titles of the index's first pages, in the current context: something to search for instead. */
  const suggest = async (): Promise<string[]> => {
    const { results } = await client.searchForHits<DocSearchHit>({
      requests: [
        { indexName: config.indexName, query: '', hitsPerPage: 20, facetFilters, attributesToRetrieve: ['hierarchy'] },
      ],
    });
    const titles = results[0]!.hits.map((h) => h.hierarchy.lvl1).filter((t): t is string => !!t);
    return [...new Set(titles)].slice(0, SUGGESTIONS);
  };

  return {
    prepare: () => {},
    async search({ query, page, pageSize }) {
      const { results } = await client.searchForHits<DocSearchHit>({
        requests: [
          {
            indexName: config.indexName,
            query,
            page,
            hitsPerPage: pageSize * HITS_PER_PAGE,
            facetFilters,
            attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
            attributesToSnippet: ['content:20'],
            snippetEllipsisText: '…',
            highlightPreTag: PRE,
            highlightPostTag: POST,
          },
        ],
      });
      const result = results[0]!;
      const total = result.nbHits ?? 0;
      return {
        query,
        total,
        pages: groupByPage(result.hits),
        hasMore: page + 1 < (result.nbPages ?? 0),
        suggestions: total === 0 ? await suggest().catch(() => []) : [],
      };
    },
  };
};
