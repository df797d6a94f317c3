/** A local imitation of Algolia's multi-query search endpoint, which the Algolia provider's browser tests search. */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from '../../src/build.js';
import { copyOfFixtureSite, serveFolder } from '../helpers/site.js';

export interface AlgoliaSite {
  url: string;
  outDir: string;
  requests: AlgoliaRequest[];
  close(): Promise<void>;
}

export interface AlgoliaRequest {
  path: string;
  appId: string | null;
  body: {
    requests: {
      indexName: string;
      query: string;
      facetFilters?: unknown;
      page?: number;
      hitsPerPage?: number;
      attributesToHighlight?: string[];
    }[];
  };
}

export const HIT = {
  url: 'https://mini.example.com/docs/guide/api#usething',
  hierarchy: { lvl0: 'Docs', lvl1: 'API', lvl2: 'useThing', lvl3: null },
  content: 'Returns the thing.',
  _highlightResult: {
    hierarchy: { lvl1: { value: 'API' }, lvl2: { value: '\u0002mark\u0002useThing\u0003mark\u0003' } },
  },
  _snippetResult: { content: { value: 'Returns the \u0002mark\u0002thing\u0003mark\u0003 &lt;b&gt;now&lt;/b&gt;.' } },
};

const NO_HITS = new Set(['nothing', 'usethang']);

/**
 * The record as Algolia answers a prefix query asking for highlights: the start of each word that begins with
 * the query is marked. Undefined when no word does.
 */
function prefixHit(prefix: string) {
  let found = false;
  const mark = (text: string) =>
    text.replace(new RegExp(`\\b${prefix}`, 'gi'), (start) => {
      found = true;
      return `\u0002mark\u0002${start}\u0003mark\u0003`;
    });
  const hit = {
    ...HIT,
    _highlightResult: {
      hierarchy: { lvl1: { value: mark(HIT.hierarchy.lvl1) }, lvl2: { value: mark(HIT.hierarchy.lvl2) } },
      content: { value: mark(HIT.content) },
    },
  };
  return found ? hit : undefined;
}

/**
 * Answers Algolia's multi-query endpoint: "fail" gets a 500, "nothing" and "usethang" no hits, a request for
 * highlights (the no-results suggestions) the record when one of its words starts with the query, anything else
 * one hit.
 */
export function algoliaImitation(requests: AlgoliaRequest[]): Server {
  return createServer(async (req: IncomingMessage, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url!, 'http://127.0.0.1');
    const request: AlgoliaRequest = {
      path: url.pathname,
      appId:
        url.searchParams.get('x-algolia-application-id') ??
        (req.headers['x-algolia-application-id'] as string | undefined) ??
        null,
      body: JSON.parse(Buffer.concat(chunks).toString()),
    };
    requests.push(request);
    if (request.body.requests.some((r) => r.query === 'fail'))
      return void res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"message":"imitation failure","status":500}');
    const results = request.body.requests.map(({ query, attributesToHighlight }) => {
      const hit = NO_HITS.has(query) ? undefined : attributesToHighlight ? prefixHit(query) : HIT;
      const hits = hit ? [hit] : [];
      return {
        hits,
        nbHits: hits.length,
        nbPages: hits.length ? 1 : 0,
        page: 0,
        hitsPerPage: 20,
        query,
        params: '',
        processingTimeMS: 1,
      };
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ results }));
  });
}

/** A fixture site (its copy) built to search with Algolia at the imitation, and served; with the requests it sent. */
export async function startAlgoliaSite(fixture = 'mini-site'): Promise<AlgoliaSite> {
  const requests: AlgoliaRequest[] = [];
  const server = algoliaImitation(requests);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const copy = await copyOfFixtureSite(fixture);
  const config = await readFile(copy.config, 'utf8');
  await writeFile(
    copy.config,
    `${config}search:\n  provider: algolia\n  appId: TESTAPP\n  apiKey: public-search-key\n  indexName: mini\n  contextualSearch: true\n  hosts: ['http://127.0.0.1:${port}']\n  feedbackUrl: https://example.com/issues\n`,
  );
  const outDir = path.join(copy.dir, 'out');
  await build({ configFile: copy.config, outDir });
  const served = await serveFolder(outDir);
  return {
    url: served.url,
    outDir,
    requests,
    close: async () => {
      await served.close();
      await new Promise((resolve) => server.close(resolve));
      await rm(copy.dir, { recursive: true, force: true });
    },
  };
}
