import { liteClient } from 'algoliasearch/lite';
import type { SearchScope, SiteData } from '../../shared/model.js';
import { contextFilters } from '../../shared/docsearch-tags.js';
import { WORD } from '../../shared/search-index-format.js';
import { closestWords, didYouMean, markedWords } from './did-you-mean.js';
import { partsFromTagged } from './highlight.js';
import { HITS_PER_PAGE, type CreateSearchProvider, type PageResult, type TextPart } from './types.js';

/** A DocSearch record: one per heading or paragraph of a crawled page. */
interface DocSearchHit {
  url: string;
  hierarchy: Record<string, string | null | undefined>;
  content?: string | null;
  _highlightResult?: { hierarchy?: Record<string, { value: string } | undefined>; content?: { value: string } };
  _snippetResult?: { content?: { value: string } };
}

/** The record's highlighted title, headings and text, as Algolia tagged them. */
function highlightedValues(hit: DocSearchHit): string[] {
  const result = hit._highlightResult;
  return [...Object.values(result?.hierarchy ?? {}), result?.content]
    .map((field) => field?.value)
    .filter((value): value is string => !!value);
}

type AlgoliaConfig = Extract<SiteData['search'], { provider: 'algolia' }>;

// Markers no crawled text contains; what they surround becomes a highlighted text run.
const PRE = '\u0002mark\u0002';
const POST = '\u0003mark\u0003';
const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
// A long query that matches nothing gets suggestions for its first words only: one request each.
const MAX_SUGGESTED_WORDS = 4;

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
  // Contextual search looks in the docs versions of the scope.
  const facetFiltersOf = (scope?: SearchScope) => (config.contextualSearch ? contextFilters(site, scope) : undefined);
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

  /**
   * "Did you mean", from the index itself: for each word of the query, one request for the words that start as
   * it does (its first half, as a prefix, with Algolia's typo tolerance); the words the highlighting marks in the
   * records found are the index's neighbours of the word, the closest of which are offered.
   */
  const suggest = async (query: string, scope?: SearchScope): Promise<string[]> => {
    const facetFilters = facetFiltersOf(scope);
    const words = (query.match(WORD) ?? []).slice(0, MAX_SUGGESTED_WORDS);
    if (words.length === 0) return [];
    const { results } = await client.searchForHits<DocSearchHit>({
      requests: words.map((word) => ({
        indexName: config.indexName,
        query: word.slice(0, Math.max(2, Math.ceil(word.length / 2))),
        hitsPerPage: 20,
        facetFilters,
        attributesToRetrieve: [],
        attributesToHighlight: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'],
        highlightPreTag: PRE,
        highlightPostTag: POST,
      })),
    });
    const alternatives = words.map((word, i) =>
      closestWords(
        word,
        results[i]!.hits.flatMap((hit) =>
          highlightedValues(hit).flatMap((value) => markedWords(partsFromTagged(value, PRE, POST))),
        ),
      ),
    );
    return didYouMean(words, alternatives);
  };

  return {
    prepare: () => {},
    async search({ query, page, pageSize, scope }) {
      const { results } = await client.searchForHits<DocSearchHit>({
        requests: [
          {
            indexName: config.indexName,
            query,
            page,
            hitsPerPage: pageSize * HITS_PER_PAGE,
            facetFilters: facetFiltersOf(scope),
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
        suggestions: total === 0 ? await suggest(query, scope).catch(() => []) : [],
      };
    },
  };
};
