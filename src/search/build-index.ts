import MiniSearch, { type AsPlainObject } from 'minisearch';
import type { RenderedPage } from '../render/render-page.js';
import { withBaseUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import {
  encodeShard,
  INDEX_OPTIONS,
  SHARD_POSTINGS,
  SNIPPET_SOURCE_LENGTH,
  type IndexedSection,
  type SearchManifest,
  type SearchShard,
} from './index-format.js';

export type SearchablePage = Pick<RenderedPage, 'route' | 'kind' | 'title' | 'sections'>;

export interface SearchIndexInput {
  pages: SearchablePage[];
  /** Routes of draft docs: rendered by development builds, never searchable. */
  draftRoutes: ReadonlySet<string>;
  lang: string;
  version: string;
  baseUrl: string;
  trailingSlash?: boolean;
  /** Postings per shard; SHARD_POSTINGS unless a test wants many small shards. */
  shardPostings?: number;
}

export interface SearchIndexFile {
  path: string;
  contents: string;
}

export interface SearchIndexFiles {
  /** The file `site.assets` names; it names the others. */
  manifest: SearchIndexFile;
  shards: SearchIndexFile[];
}

/**
 * The local search index of one locale and docs version: doc pages only (not custom pages, the
 * search page, redirects or the not-found page), serialized so the browser loads it without
 * re-indexing, every file named by its content hash.
 */
export function buildSearchIndex(input: SearchIndexInput): SearchIndexFiles {
  const { manifest, shards } = searchIndexData(input);
  const shardFiles = shards.map(([, shard]) => {
    const contents = JSON.stringify(shard);
    return { path: `assets/data/search-${input.lang}-${input.version}-${contentHash(contents)}.json`, contents };
  });
  manifest.shards = shards.map(([first], i) => [first, input.baseUrl + shardFiles[i]!.path]);
  return { manifest: { path: manifestPath(input.lang, input.version), contents: JSON.stringify(manifest) }, shards: shardFiles };
}

/** The index as data, before it is written; shard URLs are left for the caller to fill in. */
function searchIndexData(input: SearchIndexInput): { manifest: SearchManifest; shards: [string, SearchShard][] } {
  const docs = input.pages.filter((p) => p.kind === 'doc' && !input.draftRoutes.has(p.route));
  const pages: SearchManifest['pages'] = [];
  const sections: SearchManifest['sections'] = [];
  const indexed: IndexedSection[] = [];
  for (const page of docs) {
    const pageIndex = pages.push([withBaseUrl(page.route, input.baseUrl, input.trailingSlash), page.title]) - 1;
    // Every page gets a first section, even one that opens with a heading, to carry its title.
    const [first, ...rest] = page.sections[0]?.anchor === '' ? page.sections : [{ anchor: '', heading: '', text: '' }, ...page.sections];
    for (const section of [first!, ...rest]) {
      const id = sections.push([pageIndex, section.anchor, section.heading, cut(section.text)]) - 1;
      indexed.push({ id, title: section === first ? page.title : '', heading: section.heading, text: section.text });
    }
  }
  const search = new MiniSearch(INDEX_OPTIONS);
  search.addAll(indexed);
  const json = search.toJSON();
  return {
    manifest: {
      pages,
      sections,
      // MiniSearch numbers documents in the order they are added: its ids are the sections' positions.
      fieldLengths: indexed.flatMap((s) => json.fieldLength[s.id]!),
      averageFieldLength: json.averageFieldLength,
      shards: [],
    },
    shards: packShards(json.index, input.shardPostings ?? SHARD_POSTINGS),
  };
}

/** Consecutive ranges of the sorted terms, each closed once it holds `size` postings. */
function packShards(entries: AsPlainObject['index'], size: number): [string, SearchShard][] {
  const sorted = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const shards: [string, SearchShard][] = [];
  let current: AsPlainObject['index'] = [];
  let postings = 0;
  for (const entry of sorted) {
    current.push(entry);
    postings += Object.values(entry[1]).reduce((n, docs) => n + Object.keys(docs).length, 0);
    if (postings >= size) {
      shards.push([current[0]![0], encodeShard(current)]);
      current = [];
      postings = 0;
    }
  }
  if (current.length > 0) shards.push([current[0]![0], encodeShard(current)]);
  return shards;
}

function cut(text: string): string {
  if (text.length <= SNIPPET_SOURCE_LENGTH) return text;
  const end = text.lastIndexOf(' ', SNIPPET_SOURCE_LENGTH);
  return `${text.slice(0, end > SNIPPET_SOURCE_LENGTH / 2 ? end : SNIPPET_SOURCE_LENGTH)}…`;
}

/**
 * Every page names the manifest, but its content is known only once every page is rendered: it keeps
 * one address, revalidated like the pages' data chunks, and the shards it lists carry content hashes.
 */
function manifestPath(lang: string, version: string): string {
  return `_docgen/search/${lang}-${version}.json`;
}

export function searchManifestUrl(baseUrl: string, lang: string, version: string): string {
  return baseUrl + manifestPath(lang, version);
}
