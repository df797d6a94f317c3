import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BuildCache } from '../../src/cache/build-cache.js';
import type { OutputFile } from '../../src/output/write-site.js';
import { LinkLedger } from '../../src/links/link-ledger.js';
import { PageSink, type DuePage } from '../../src/pipeline/page-sink.js';
import type { RenderedPage } from '../../src/render/render-page.js';
import type { RoutePlan } from '../../src/routes/build-routes.js';
import type { DocSource } from '../../src/shared/model.js';
import { DEFAULT_DOCS_SCOPE } from '../../src/sources/content-source.js';

const doc = (id: string): DocSource => ({
  id,
  scope: DEFAULT_DOCS_SCOPE,
  file: `docs/${id}.md`,
  docPath: `${id}.md`,
  route: `/docs/${id}`,
  title: id,
  sidebarLabel: id,
  frontMatter: {},
  body: `# ${id}\n\nText of ${id}.\n`,
  bodyLine: 1,
  draft: false,
});

const due = (docs: DocSource[]): DuePage[] =>
  docs.map((d, i) => ({
    job: {
      plan: { kind: 'doc', route: `/docs/${d.id}/${i}`, source: d.file, docId: d.id, scope: d.scope } as RoutePlan,
      doc: d,
    },
    key: `key-${i}`,
  }));

const page = ({ job }: DuePage): RenderedPage => ({
  route: job.plan.route,
  source: job.plan.source,
  html: `<!doctype html><html><head></head><body><h1>${job.doc!.title}</h1></body></html>\n`,
  markdown: job.doc!.body,
  title: job.doc!.title,
  description: '',
  links: [],
  anchors: [],
  sections: [],
  warnings: [],
  kind: 'doc',
});

function sink(pages: DuePage[], incremental: boolean, written: OutputFile[]) {
  return new PageSink({
    due: pages,
    trailingSlash: undefined,
    incremental,
    emit: (files) => void written.push(...files),
  });
}

test("a cold run lets a doc's body go once the last page made from it is out, after writing the page", async () => {
  const [a, b] = [doc('a'), doc('b')];
  const pages = due([a, b, b]);
  const written: OutputFile[] = [];
  const cold = sink(pages, false, written);
  cold.rendered(0, page(pages[0]!));
  assert.equal(a.body, '');
  assert.equal(written.find((f) => f.path === 'docs/a/0.md')?.contents, '# a\n\nText of a.\n');
  cold.rendered(1, page(pages[1]!));
  assert.equal(b.body, '# b\n\nText of b.\n', 'a second page of the same doc is still to render');
  cold.rendered(2, page(pages[2]!));
  assert.equal(b.body, '');
  await cold.settled();
});

test('watch mode keeps every body, to render pages again after an edit', async () => {
  const a = doc('a');
  const pages = due([a]);
  const watch = sink(pages, true, []);
  watch.rendered(0, page(pages[0]!));
  assert.equal(a.body, '# a\n\nText of a.\n');
  assert.equal(watch.fresh.get('/docs/a/0')?.doc, a);
  await watch.settled();
});

/** A build cache that notes the page files it is given to keep. */
function noting(blobs: string[]): BuildCache {
  const cache = {
    track: (work: Promise<unknown>) => void work,
    writeBlob: async (contents: string) => void blobs.push(contents),
    write: () => {},
  };
  return cache as unknown as BuildCache;
}

test('after an edit, watch mode keeps its pages in the cache once they are out; a whole pass keeps each as it comes', async () => {
  for (const storeLater of [true, false]) {
    const pages = due([doc('a')]);
    const blobs: string[] = [];
    const written: OutputFile[] = [];
    const cached = new PageSink({
      due: pages,
      cacheKey: () => 'key-a',
      cache: noting(blobs),
      trailingSlash: undefined,
      incremental: true,
      storeLater,
      emit: (files) => void written.push(...files),
    });
    cached.rendered(0, page(pages[0]!));
    await cached.settled();
    assert.ok(written.length > 0, 'the page is out');
    assert.equal(blobs.length, storeLater ? 0 : written.length, `stored by settled: ${!storeLater}`);
    cached.storeInCache();
    assert.equal(blobs.length, written.length);
  }
});

test("a build keeps a page's title and description only where the index files show them", async () => {
  const pages = due([doc('a'), doc('b')]);
  const links = new LinkLedger(
    pages.map(({ job }) => job.plan.route),
    { baseUrl: '/' },
  );
  const build = new PageSink({
    due: pages,
    trailingSlash: undefined,
    incremental: false,
    emit: () => {},
    links,
    listed: (job) => job.doc!.id === 'a',
  });
  pages.forEach((p, i) => build.rendered(i, { ...page(p), description: `About ${p.job.doc!.id}.` }));
  await build.settled();
  const shown = (route: string) => {
    const { title, description } = build.fresh.get(route)!.kept;
    return { title, description };
  };
  assert.deepEqual(shown('/docs/a/0'), { title: 'a', description: 'About a.' });
  assert.deepEqual(shown('/docs/b/1'), { title: '', description: '' });
});
