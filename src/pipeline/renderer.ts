// What a render thread does, as one object: the pool runs it on worker threads, or in this thread
// for a build too small to be worth starting threads. One implementation, one protocol.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocgenError, DocgenErrors, toPlainError, type PlainError } from '../errors.js';
import type { Root as MdastRoot } from 'mdast';
import { parseEachWithinBudget, type Parsed } from '../markdown/parse-budget.js';
import { createMarkdownProcessor, type MarkdownParse } from '../markdown/processor.js';
import { loadMarkdownPlugins, type LoadedDocCheck } from '../markdown/site-plugins.js';
import { runDocCheck, type DocChecked } from '../plugins/check-docs.js';
import type { Diagnostic } from '../markdown/context.js';
import type { CompiledMdx, MdxCompileOptions } from '../mdx/compile.js';
import type { DocSource } from '../shared/model.js';
import {
  renderMarkdown,
  renderRoute,
  startDocMarkdown,
  type ParsedDoc,
  type RenderContext,
  type RenderedMarkdown,
  type RenderedPage,
  type ScopeRenderData,
  type SharedRenderData,
} from '../render/render-page.js';
import { importServerBundle, originalStack } from '../render/server-bundle.js';
import { takeDelivery, type ScopeDelivery, type ThreadShared } from './thread-scopes.js';
import type { ServerBundle } from '../shared/render-contract.js';
import { packageLoadFailure } from '../render/package-failure.js';
import type { RoutePlan } from '../routes/build-routes.js';
import {
  createSearchIndexer,
  type SearchablePage,
  type SearchIndexFiles,
  type SearchIndexOptions,
} from '../search/build-index.js';

export interface RenderJob {
  plan: RoutePlan;
  doc?: DocSource;
}

/** What every page renders with but the content scopes' data, which a thread is sent as its pages need it. */
export type SiteRenderData = Omit<SharedRenderData, 'scopes'>;

export type RenderRequest =
  /** Loads a theme bundle; with `cacheMarkdown`, the thread keeps each doc's rendered Markdown for the next renders. */
  | { type: 'theme'; serverFile: string; shared: SiteRenderData; cacheMarkdown: boolean }
  /** Imports a server bundle that a `theme` request will name next, while the main thread makes what it sends with it. */
  | { type: 'preload'; serverFile: string }
  | { type: 'shared'; shared: SiteRenderData }
  /** The scopes the next batch renders in that the thread does not hold, and those it may let go. */
  | { type: 'scopes'; delivery: ScopeDelivery }
  | { type: 'render'; id: number; jobs: RenderJob[] }
  /** Watch mode indexes the site for search on a render thread, idle by then, rather than a thread of its own. */
  | { type: 'search'; id: number; indexes: HeldSearchInput[]; stop: SearchStop }
  /** An MDX file compiled for the theme bundle, while the threads have nothing to render yet. */
  | { type: 'mdx'; id: number; source: string; label: string; options: MdxCompileOptions };

/**
 * One reply per page, `index` its place in the batch, sent as soon as it is rendered: held until the batch ended, the batch's pages
 * survived the thread's garbage collections and were copied on each. `last` ends the batch;
 * `fatal` says the theme itself could not be loaded.
 */
export type RenderReply =
  | { id: number; index: number; page?: RenderedPage; errors: PlainError[]; last: boolean }
  | { id: number; fatal: PlainError[] }
  /** Each index's files, in the order asked; none when a render came meanwhile (the site changed: the index is stale). */
  | { id: number; search: SearchIndexFiles[] | undefined }
  | { id: number; mdx: CompiledMdx }
  /** Compiling threw: a bug in docgen or in a plugin, not a mistake in the file (those are the result's problems). */
  | { id: number; mdxFailed: { message: string; stack?: string } };

/**
 * A search index as watch mode asks a thread for it: a page the thread was sent before, and holds as it was, is named
 * by its route alone. Sent whole on each refresh, the text of every page took the main thread 60-180 ms (on 1,000 pages,
 * on a busy machine) while the author's next edit waited.
 */
export interface HeldSearchInput extends SearchIndexOptions {
  pages: (SearchablePage | string)[];
}

/**
 * Tells a thread making search indexes that they are stale, between any two pages, without a message it would read
 * only once it gave way: `ticket` is the refresh's, and the refresh stops once `flag[0]` holds another.
 */
export interface SearchStop {
  flag: Int32Array;
  ticket: number;
}

/** An index being made gives way to renders after this many pages: an edit's page waits for no more than that. */
const INDEX_PAGES_BETWEEN_RENDERS = 16;

export class Renderer {
  private ctx?: RenderContext;
  private fatal?: PlainError[];
  private loading: Promise<void> = Promise.resolve();
  private cacheMarkdown = false;
  private readonly markdownCache = new Map<string, { key: string; markdown: RenderedMarkdown }>();
  /** The content scopes' data the thread holds now (see `RenderPool`): every render context shares this object. */
  private readonly scopes: Record<string, ScopeRenderData> = {};
  /** What the scopes held share, by number (see `ScopeDelivery`). */
  private readonly shared: ThreadShared = { sitePaths: new Map(), alternates: new Map() };
  /** How each scope's Markdown resolved links when last held, kept past its data, while Markdown is kept. */
  private readonly linkKeys = new Map<string, string>();
  /** A server bundle imported ahead of the `theme` request that names it (see `RenderRequest`). */
  private preloaded?: { serverFile: string; bundle: Promise<ServerBundle> };
  /** The plugins' `checkDoc` functions, loaded with the Markdown plugins. */
  private docChecks: LoadedDocCheck[] = [];
  /** The pages of the last search refresh, by route (see `HeldSearchInput`). */
  private searchPages = new Map<string, SearchablePage>();
  /** Render requests so far: an index that sees a new one is stale. */
  private renders = 0;

  constructor(private readonly reply: (message: RenderReply) => void) {}

  /**
   * Counts a request as it arrives, before those sent ahead of it are handled: a search index under way sees a render
   * come and gives way to it. Counted in `handle`, a render waited for the whole index it was queued behind.
   */
  arrived(request: RenderRequest): void {
    if (request.type === 'render') this.renders++;
  }

  /** Requests are handled in order (each once `arrived`): a render waits for the theme sent before it. */
  async handle(request: RenderRequest): Promise<void> {
    if (request.type === 'preload') {
      const bundle = importServerBundle(request.serverFile);
      // A bundle that fails to load fails the `theme` request that takes it, with the error reported there.
      bundle.catch(() => {});
      this.preloaded = { serverFile: request.serverFile, bundle };
      return;
    }
    if (request.type === 'theme') {
      this.loading = this.loadTheme(request.serverFile, request.shared, request.cacheMarkdown);
      return;
    }
    if (request.type === 'mdx') return this.compileMdx(request);
    if (request.type === 'scopes') {
      this.loading = this.loading.then(() => this.holdScopes(request.delivery));
      return;
    }
    if (request.type === 'shared') {
      // New plugins load before the renders sent after this request.
      this.loading = this.loading
        .then(() => this.setShared(request.shared))
        .catch((error: unknown) => {
          this.ctx = undefined;
          this.fatal = asUserErrors(error, 'theme', request.shared.siteDir).map(toPlainError);
        });
      return;
    }
    await this.loading;
    if (request.type === 'search')
      this.reply({ id: request.id, search: await this.index(request.indexes, request.stop) });
    else await this.render(request, await this.checkDocs(request.jobs));
  }

  /**
   * Loads a theme bundle. React, unified and the highlighter are packages outside the bundle and stay
   * loaded, so a new theme costs only its own module: far less than a fresh thread.
   */
  private async loadTheme(serverFile: string, site: SiteRenderData, cacheMarkdown: boolean): Promise<void> {
    this.markdownCache.clear();
    this.cacheMarkdown = cacheMarkdown;
    this.ctx = undefined;
    const shared = { ...site, scopes: this.scopes };
    const preloaded = this.preloaded?.serverFile === serverFile ? this.preloaded.bundle : undefined;
    this.preloaded = undefined;
    try {
      const [bundle, plugins] = await Promise.all([
        preloaded ?? importServerBundle(serverFile),
        loadMarkdownPlugins(shared.markdownPlugins),
      ]);
      this.ctx = {
        bundle,
        processor: createMarkdownProcessor(bundle.markdownComponents, bundle.jsxRuntime, plugins),
        shared,
      };
      this.docChecks = plugins.docChecks;
      this.fatal = undefined;
    } catch (error) {
      // The theme threw while loading (a top-level mistake in a TSX file, a package that fails): every render
      // reports it.
      const err = error as Error | undefined;
      const failure = packageLoadFailure(
        err?.message ?? String(error),
        originalStack(err?.stack ?? ''),
        shared.siteDir,
      );
      this.fatal = (failure ? [failure] : asUserErrors(error, 'theme', shared.siteDir)).map(toPlainError);
    }
  }

  private async compileMdx({ id, source, label, options }: Extract<RenderRequest, { type: 'mdx' }>): Promise<void> {
    try {
      // Loaded by the first MDX file, as where the bundle is made: a site without any never pays for the compiler.
      const { compileMdx } = await import('../mdx/compile.js');
      this.reply({ id, mdx: await compileMdx(source, label, label, options) });
    } catch (error) {
      const err = error as Error;
      this.reply({ id, mdxFailed: { message: err?.message ?? String(error), stack: err?.stack } });
    }
  }

  private async setShared(site: SiteRenderData): Promise<void> {
    if (!this.ctx) return;
    const shared = { ...site, scopes: this.scopes };
    const pluginsChanged = JSON.stringify(shared.markdownPlugins) !== JSON.stringify(this.ctx.shared.markdownPlugins);
    const { bundle } = this.ctx;
    const plugins = pluginsChanged ? await loadMarkdownPlugins(shared.markdownPlugins) : undefined;
    const processor = plugins
      ? createMarkdownProcessor(bundle.markdownComponents, bundle.jsxRuntime, plugins)
      : this.ctx.processor;
    if (plugins) this.docChecks = plugins.docChecks;
    this.ctx = { ...this.ctx, shared, processor };
    if (pluginsChanged) this.markdownCache.clear();
  }

  /**
   * The search indexes of a refresh, made a few pages at a time: a render sent meanwhile goes first, and the indexes,
   * stale once the site changed, are dropped, as they are once `stop` says so. The pages are held (see
   * `HeldSearchInput`) whatever becomes of them.
   */
  private async index(indexes: HeldSearchInput[], stop: SearchStop): Promise<SearchIndexFiles[] | undefined> {
    const renders = this.renders;
    const held = new Map<string, SearchablePage>();
    const inputs = indexes.map((input) => {
      const pages = input.pages.map((page) => (typeof page === 'string' ? this.searchPages.get(page)! : page));
      for (const page of pages) held.set(page.route, page);
      return { ...input, pages };
    });
    this.searchPages = held;
    const files: SearchIndexFiles[] = [];
    for (const { pages, ...options } of inputs) {
      const indexer = createSearchIndexer(options);
      for (const [i, page] of pages.entries()) {
        indexer.add(page);
        if (i % INDEX_PAGES_BETWEEN_RENDERS === 0) await new Promise((resolve) => setImmediate(resolve));
        if (this.renders !== renders || Atomics.load(stop.flag, 0) !== stop.ticket) return undefined;
      }
      files.push(indexer.finish());
    }
    return files;
  }

  private holdScopes(delivery: ScopeDelivery): void {
    takeDelivery(delivery, this.scopes, this.shared, (key, scope) => {
      if (!this.cacheMarkdown) return;
      // Links between docs are resolved inside the Markdown: new routes make every cached page stale.
      const links = JSON.stringify(scope.linkContext);
      const before = this.linkKeys.get(key);
      if (before !== undefined && before !== links) this.markdownCache.clear();
      this.linkKeys.set(key, links);
    });
  }

  /**
   * What the plugins' doc checks answer, by job: warnings at the doc's lines, or the error of a check that threw.
   * Run before the batch renders, as a check may answer later (mermaid's parser does).
   */
  private async checkDocs(jobs: RenderJob[]): Promise<Map<number, DocChecked>> {
    const found = new Map<number, DocChecked>();
    for (const [offset, job] of jobs.entries()) {
      const doc = job.doc;
      if (!doc || doc.generated || this.docChecks.length === 0) continue;
      try {
        const warnings: Diagnostic[] = [];
        for (const loaded of this.docChecks) warnings.push(...(await runDocCheck(loaded, doc)));
        if (warnings.length > 0) found.set(offset, { warnings });
      } catch (error) {
        found.set(offset, { error });
      }
    }
    return found;
  }

  private async render(
    { id, jobs }: Extract<RenderRequest, { type: 'render' }>,
    checked: Map<number, DocChecked>,
  ): Promise<void> {
    const ctx = this.ctx;
    if (!ctx) return this.reply({ id, fatal: this.fatal ?? [] });
    const parsed = this.parseBatch(jobs, ctx);
    for (const [offset, job] of jobs.entries()) {
      const reply: RenderReply = { id, index: offset, errors: [], last: offset === jobs.length - 1 };
      const markdown = parsed.get(offset);
      // Each tree goes as soon as its page is rendered.
      parsed.delete(offset);
      const checks = checked.get(offset);
      const transformed = markdown && { ...markdown, parsed: await markdown.markdown.transform(markdown.parsed) };
      try {
        if (checks && 'error' in checks) throw checks.error;
        reply.page = renderRoute(job.plan, job.doc, ctx, job.doc && this.markdownOf(job.doc, ctx, transformed));
        reply.page?.warnings.push(...(checks?.warnings ?? []));
      } catch (error) {
        reply.errors = asUserErrors(error, job.plan.source, ctx.shared.siteDir).map(toPlainError);
      }
      this.reply(reply);
    }
  }

  /**
   * The batch's Markdown, parsed in one go under the parse budget (see `parseEachWithinBudget`), by job index:
   * the docs' but MDX docs' and those kept from an earlier render.
   */
  private parseBatch(
    jobs: RenderJob[],
    ctx: RenderContext,
  ): Map<number, { markdown: MarkdownParse; parsed: Parsed<MdastRoot> }> {
    const started = new Map<number, MarkdownParse>();
    jobs.forEach((job, offset) => {
      if (!job.doc || (this.cacheMarkdown && this.keptMarkdown(job.doc))) return;
      try {
        const markdown = startDocMarkdown(job.doc, ctx);
        if (markdown) started.set(offset, markdown);
      } catch {
        // Left to the page's render, which starts its Markdown again and reports what this threw.
      }
    });
    const parsed = parseEachWithinBudget([...started.values()]);
    return new Map([...started].map(([offset, markdown], i) => [offset, { markdown, parsed: parsed[i]! }]));
  }

  private keptMarkdown(doc: DocSource, key = markdownKey(doc)): RenderedMarkdown | undefined {
    const hit = this.markdownCache.get(doc.file);
    return hit?.key === key ? hit.markdown : undefined;
  }

  private markdownOf(doc: DocSource, ctx: RenderContext, parsed: ParsedDoc | undefined): RenderedMarkdown {
    if (!this.cacheMarkdown) return renderMarkdown(doc, ctx, parsed);
    const key = markdownKey(doc);
    const kept = this.keptMarkdown(doc, key);
    if (kept) return kept;
    const markdown = renderMarkdown(doc, ctx, parsed);
    this.markdownCache.set(doc.file, { key, markdown });
    return markdown;
  }
}

/** Everything a doc's rendered Markdown depends on besides the theme and the site's links. */
function markdownKey(doc: DocSource): string {
  const fm = doc.frontMatter;
  return JSON.stringify([
    doc.body,
    doc.scope,
    doc.file,
    doc.docPath,
    doc.route,
    doc.bodyLine,
    fm.toc_min_heading_level,
    fm.toc_max_heading_level,
  ]);
}

/**
 * An error while rendering is a mistake in the theme or a page module: name the file, line and column
 * where it was thrown, and the page being rendered when that is another file; keep the message, which is
 * the author's own (`translate()`, a thrown error in a component…).
 */
export function asUserErrors(error: unknown, source: string, siteDir: string): DocgenError[] {
  if (error instanceof DocgenErrors) return error.errors;
  if (error instanceof DocgenError) return [error];
  const err = error as Error;
  const location = authorFrame(originalStack(err?.stack ?? ''), siteDir) ?? { file: source };
  const doing =
    err?.name === 'TranslationError'
      ? ''
      : location.file === source
        ? 'rendering failed: '
        : `rendering ${source} failed: `;
  return [new DocgenError(`${doing}${err?.message ?? String(error)}`, location, undefined, 'render-failed')];
}

/** docgen's own code, compiled (dist/) or not (src/): a frame there only reports what the author's code did. */
const ENGINE = ['src', 'dist'].map((folder) => fileURLToPath(new URL(`../../${folder}/`, import.meta.url)));

/**
 * The first stack frame in the author's TSX (the site's pages, its theme wherever it lives), once the server
 * bundle's frames point at the original files. React and docgen's runtime only report; the caller is the culprit.
 */
function authorFrame(stack: string, siteDir: string): DocgenError['location'] | undefined {
  for (const match of stack.matchAll(/\(?(\/[^\s()]+\.tsx?):(\d+):(\d+)\)?/g)) {
    const file = match[1]!;
    // An installed package, not a hidden folder such as node_modules/.cache.
    if (/\/node_modules\/(?!\.)/.test(file) || ENGINE.some((folder) => file.startsWith(folder))) continue;
    return { file: path.relative(siteDir, file), line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}
