import type { CodeNames } from '../markdown/code-names.js';
import type { RenderedPage } from '../render/render-page.js';
import { withBaseUrl } from '../shared/urls.js';
import { contentHash } from '../util/hash.js';
import { detached } from '../util/detached.js';
import { PostingLists } from './posting-lists.js';
import {
  BLOCK_BREAK,
  BLOCK_SOURCE_LENGTH,
  CODE_LINE_LENGTH,
  CODE_SOURCE_LENGTH,
  INDEXED_FIELDS,
  processTerm,
  SHARD_POSTINGS,
  SNIPPET_SOURCE_LENGTH,
  type SearchManifest,
  type SearchShard,
  tokenize,
} from '../shared/search-index-format.js';

export type SearchablePage = Pick<RenderedPage, 'route' | 'kind' | 'title' | 'sections'>;

/** What the index reads of a page: its text without its HTML, to hold or to send to another thread. */
export function searchableOf({ route, kind, title, sections }: SearchablePage): SearchablePage {
  return { route, kind, title, sections };
}

export interface SearchIndexOptions {
  /**
   * Routes of the docs the index holds: those of its docs version (and of the other docs instances, for the last
   * version's index), drafts left out (rendered by development builds, never searchable).
   */
  routes: ReadonlySet<string>;
  /** The part of the site a route's results name (a blog's title for its posts); docs name none. */
  sections?: ReadonlyMap<string, string>;
  lang: string;
  version: string;
  /** The further docs instance whose (older) version the index holds; none for the docs instance `docs`. */
  instance?: string;
  baseUrl: string;
  trailingSlash?: boolean;
  /** Postings per shard; SHARD_POSTINGS unless a test wants many small shards. */
  shardPostings?: number;
}

export interface SearchIndexInput extends SearchIndexOptions {
  pages: SearchablePage[];
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
 * re-indexing, its shards named by their content hash.
 */
export function buildSearchIndex(input: SearchIndexInput): SearchIndexFiles {
  const indexer = createSearchIndexer(input);
  input.pages.forEach((page) => indexer.add(page));
  return indexer.finish();
}

export interface SearchIndexer {
  /** Pages must come in the same order on every build, so that the same site gives the same files. */
  add(page: SearchablePage): void;
  finish(): SearchIndexFiles;
}

/**
 * A term's posting list (in `PostingLists`) by field. MiniSearch builds the same counts for the browser,
 * but keeps them in a radix tree that the build never queries: with it, indexing a 1,000-page site on
 * the main thread cost more than rendering a third of its pages.
 */
type TermPostings = (number | undefined)[];

/** Indexes pages one by one: the build feeds it while other pages are still rendering. */
export function createSearchIndexer(options: SearchIndexOptions): SearchIndexer {
  const pages: SearchManifest['pages'] = [];
  const sections: SearchManifest['sections'] = [];
  const fieldLengths: number[] = [];
  const averageFieldLength: number[] = INDEXED_FIELDS.map(() => 0);
  const postings = new Map<string, TermPostings>();
  const lists = new PostingLists();

  const addSection = (id: number, values: string[]) => {
    values.forEach((value, field) => {
      const tokens = tokenize(value);
      // As MiniSearch counts them: distinct tokens before processing, the empty one included.
      const length = new Set(tokens).size;
      fieldLengths.push(length);
      averageFieldLength[field] = (averageFieldLength[field]! * id + length) / (id + 1);
      const counts = new Map<string, number>();
      for (const token of tokens) {
        const term = processTerm(token);
        if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      for (const [term, count] of counts) {
        let byField = postings.get(term);
        if (!byField) postings.set(detached(term), (byField = []));
        lists.push((byField[field] ??= lists.create()), id, count);
      }
    });
  };

  return {
    add(page) {
      // A page that is no doc is searched only when it carries text for it (a plugin's route).
      if ((page.kind !== 'doc' && page.sections.length === 0) || !options.routes.has(page.route)) return;
      const url = withBaseUrl(page.route, options.baseUrl, options.trailingSlash);
      const section = options.sections?.get(page.route);
      const pageIndex = pages.push(section ? [url, page.title, section] : [url, page.title]) - 1;
      // Every page gets a first section, even one that opens with a heading, to carry its title.
      const [first, ...rest] =
        page.sections[0]?.anchor === '' ? page.sections : [{ anchor: '', heading: '', text: '' }, ...page.sections];
      for (const section of [first!, ...rest]) {
        const prose = [
          section === first ? page.title : '',
          section.heading,
          section.text,
          (section.names ?? []).join(' '),
        ];
        const code = section.code ? codeOutsideProse(section.code, prose) : { names: [], lines: [] };
        const lines = cutCode(code.lines);
        const shown: SearchManifest['sections'][number] = [
          pageIndex,
          section.anchor,
          section.heading,
          cut(section.text),
        ];
        const id = sections.push(lines ? [...shown, lines] : shown) - 1;
        addSection(id, [...prose, code.names.join(' ')]);
      }
    },
    finish() {
      const shards = packShards(postings, lists, options.shardPostings ?? SHARD_POSTINGS).map(([first, shard]) => {
        const contents = JSON.stringify(shard);
        return {
          first,
          path: `assets/data/search-${indexName(options)}-${contentHash(contents)}.json`,
          contents,
        };
      });
      const manifest: SearchManifest = {
        pages,
        sections,
        fieldLengths,
        averageFieldLength,
        shards: shards.map(({ first, path }) => [first, options.baseUrl + path]),
      };
      return {
        manifest: { path: manifestPath(options), contents: JSON.stringify(manifest) },
        shards: shards.map(({ path, contents }) => ({ path, contents })),
      };
    },
  };
}

/** Consecutive ranges of the sorted terms, each closed once it holds `size` postings. */
function packShards(postings: Map<string, TermPostings>, lists: PostingLists, size: number): [string, SearchShard][] {
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : 1));
  const shards: [string, SearchShard][] = [];
  let current: SearchShard = [];
  let count = 0;
  for (const term of terms) {
    const row: SearchShard[number] = [term];
    postings.get(term)!.forEach((list, field) => {
      if (list === undefined) return;
      row.push(field, lists.encoded(list));
      count += lists.postings(list);
    });
    current.push(row);
    if (count >= size) {
      shards.push([current[0]![0] as string, current]);
      current = [];
      count = 0;
    }
  }
  if (current.length > 0) shards.push([current[0]![0] as string, current]);
  return shards;
}

/**
 * The text a snippet can show: the start of each block, so that every API member of a long list keeps
 * its name and the start of its description, up to SNIPPET_SOURCE_LENGTH in all.
 */
function cut(text: string): string {
  if (text.length <= SNIPPET_SOURCE_LENGTH) return text;
  const blocks = text.split(BLOCK_BREAK).map((block) => cutAt(block, BLOCK_SOURCE_LENGTH));
  return detached(cutAt(blocks.join(BLOCK_BREAK), SNIPPET_SOURCE_LENGTH));
}

/**
 * The names of a section's code that its prose does not hold, and the lines that show them: a name the text
 * already holds finds the section there, and its snippet shows the text.
 */
function codeOutsideProse(code: CodeNames, prose: string[]): CodeNames {
  const terms = (text: string) => tokenize(text).map(processTerm);
  const inProse = new Set(prose.flatMap(terms));
  const names = code.names.filter((name) => terms(name).some((term) => term && !inProse.has(term)));
  const wanted = new Set(names.flatMap(terms));
  return { names, lines: code.lines.filter((line) => terms(line).some((term) => term && wanted.has(term))) };
}

/** The first lines of code, whole (each cut to CODE_LINE_LENGTH), that fit in CODE_SOURCE_LENGTH. */
function cutCode(lines: string[]): string {
  let kept = '';
  for (const line of lines) {
    const next = kept ? `${kept}${BLOCK_BREAK}${cutAt(line, CODE_LINE_LENGTH)}` : cutAt(line, CODE_LINE_LENGTH);
    if (next.length > CODE_SOURCE_LENGTH) break;
    kept = next;
  }
  return detached(kept);
}

/** The text up to `length` characters, cut after a word. */
function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  const end = Math.max(text.lastIndexOf(' ', length), text.lastIndexOf(BLOCK_BREAK, length));
  return `${text.slice(0, end > length / 2 ? end : length)}…`;
}

/**
 * Every page names the manifest, but its content is known only once every page is rendered: it keeps
 * one address, revalidated like the pages' data chunks, and the shards it lists carry content hashes.
 */
function manifestPath(index: IndexName): string {
  return `_docgen/search/${indexName(index)}.json`;
}

type IndexName = Pick<SearchIndexOptions, 'lang' | 'version' | 'instance'>;

/** `en-2.0` for a version of `docs`, `community.en-1.0` for one of the docs instance `community`. */
function indexName({ lang, version, instance }: IndexName): string {
  return `${instance ? `${instance}.` : ''}${lang}-${version}`;
}

export function searchManifestUrl(baseUrl: string, index: IndexName): string {
  return baseUrl + manifestPath(index);
}
