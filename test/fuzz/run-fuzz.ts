/**
 * The fuzz run itself, in a child process so that the test can stop it if an input hangs the pipeline:
 * `node --import tsx test/fuzz/run-fuzz.ts docs|config SEED COUNT`. It writes one JSON line before each
 * input ({"start": …}) and one after ({"done": …, "outcome": …}); pipes are synchronous on Linux, so the
 * last "start" line names the input that hung.
 *
 * docs: every input goes through the real stages: front matter and doc id (toDocSource, as loadDocs does),
 * then renderRoute with the craft.js theme's server bundle (Markdown → React → the page's HTML).
 * config: mutations of the craft.js site.config.yaml go through parseConfig and planSite (sidebars, routes, site data).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleTheme } from '../../src/bundle/bundle-theme.js';
import { loadConfig, parseConfig } from '../../src/config/load.js';
import { loadDocs, toDocSource } from '../../src/content/load-docs.js';
import { docsContent } from '../helpers/docs.js';
import { DocgenError, DocgenErrors, isUserError } from '../../src/errors.js';
import { createMarkdownProcessor } from '../../src/markdown/processor.js';
import type { DocSource } from '../../src/shared/model.js';
import { renderRoute, type RenderContext, type RenderedPage } from '../../src/render/render-page.js';
import { importServerBundle } from '../../src/render/server-bundle.js';
import { THEME_LANGUAGES, loadThemeStrings } from '../../src/i18n/theme-strings.js';
import { planSite } from '../../src/site/plan-site.js';
import { sharedRenderData, themeBundleInput } from '../../src/site/render-input.js';
import { ROOT, tempDir } from '../helpers/site.js';
import {
  extremeDocuments,
  generatedBody,
  generatedDocument,
  invalidBytes,
  mutate,
  mutateConfig,
  randomFor,
} from './generate.js';

// A mutated config may name any locale: planning it makes the locale's site data from docgen's table.
await loadThemeStrings(THEME_LANGUAGES);

export type Outcome = 'ok' | 'rejected' | 'crash' | 'bad-error' | 'bad-output';

export interface FuzzLine {
  start?: number;
  done?: number;
  name: string;
  /** Size of the input in characters, sent with "start" so that the watchdog can allow big inputs more time. */
  size?: number;
  ms?: number;
  outcome?: Outcome;
  message?: string;
}

const CONFIG_FILE = 'site.config.yaml';
const emit = (line: FuzzLine) => process.stdout.write(`${JSON.stringify(line)}\n`);

/** A rejected input must say where: every error names the file, line and column, and says something. */
function checkUserError(error: DocgenError | DocgenErrors, file: string, needsPosition: boolean): string | undefined {
  const errors = error instanceof DocgenErrors ? error.errors : [error];
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shape = new RegExp(`^${escaped}${needsPosition ? ':\\d+:\\d+' : '(:\\d+:\\d+)?'} - \\S.{5,}`);
  if (errors.length === 0) return 'an empty list of errors';
  for (const e of errors) {
    if (!shape.test(e.message)) return `error without ${needsPosition ? 'file:line:column' : 'file'}: ${e.message}`;
    // Quoted input is the author's own text; the rest is docgen's wording, which must never leak a placeholder.
    const wording = e.reason.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    if (/\bundefined\b|\[object |\bNaN\b|^Invalid input$|: Invalid input$/.test(wording))
      return `unhelpful message: ${e.message}`;
    if (e.location?.line !== undefined && (e.location.line < 1 || (e.location.column ?? 1) < 1))
      return `impossible position: ${e.message}`;
  }
  return undefined;
}

async function docsPipeline() {
  const { config, siteDir } = await loadConfig(path.join(ROOT, CONFIG_FILE));
  const { docs, draftIds } = await loadDocs({
    siteDir,
    docsDir: config.docs.path,
    routeBase: config.docs.routeBasePath,
    includeDrafts: false,
  });
  const content = docsContent(config, docs, draftIds);
  const plan = planSite({ config, configFile: CONFIG_FILE, docs: [content], pageModules: [] });
  // The theme is bundled as a build bundles it, into a folder of this run's own.
  const cacheDir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/fuzz-'));
  const bundles = await bundleTheme(themeBundleInput({ config, siteDir, pageModules: [], plan, dev: true, cacheDir }));
  const bundle = await importServerBundle(bundles.serverFile);
  const ctx: RenderContext = {
    bundle,
    processor: createMarkdownProcessor(bundle.markdownComponents, bundle.jsxRuntime),
    shared: sharedRenderData({ config, siteDir, docs: [content], plan, client: bundles.client }),
  };
  return {
    ctx,
    realDocs: await Promise.all(docs.map((d) => readFile(path.join(siteDir, d.file), 'utf8'))),
    cleanup: () => rm(cacheDir, { recursive: true, force: true }),
  };
}

function checkPage(page: RenderedPage, source: string, bodyLine: number): string | undefined {
  if (!page.html.startsWith('<!doctype html>') || !page.html.endsWith('</html>\n') || !page.html.includes('<h1>'))
    return 'the page is not a whole HTML document with its title';
  // Client-side navigation reads the page's data from its HTML, as the first view does.
  const inline = /<script id="__docgen_data" type="application\/json">([^<]*)<\/script>/.exec(page.html);
  if (!inline) return 'no page data in the page';
  JSON.parse(inline[1]!);
  if (typeof page.markdown !== 'string') return 'no Markdown source for the page';
  // Markdown ends lines at CR, LF or CRLF, as editors do.
  const lines = source.split(/\r\n|\r|\n/).length;
  for (const w of page.warnings) {
    if (!w.message || w.line < 1 || w.column < 1 || w.line > lines + bodyLine)
      return `warning at an impossible position ${w.line}:${w.column}: ${w.message}`;
  }
  return undefined;
}

type Result = { outcome: Outcome; message?: string };

/** Only a positioned docgen error may stop an input; anything else thrown is a crash. */
function classify(error: unknown, file: string): Result {
  if (!isUserError(error)) return { outcome: 'crash', message: (error as Error)?.stack || String(error) };
  const bad = checkUserError(error, file, true);
  return bad ? { outcome: 'bad-error', message: bad } : { outcome: 'rejected', message: error.message };
}

function renderChecked(ctx: RenderContext, doc: DocSource, source: string): Result {
  try {
    const page = renderRoute(
      { kind: 'doc', route: doc.route, source: doc.file, docId: doc.id, scope: doc.scope },
      doc,
      ctx,
    );
    const bad = checkPage(page, source, doc.bodyLine);
    return bad ? { outcome: 'bad-output', message: bad } : { outcome: 'ok' };
  } catch (error) {
    return classify(error, doc.file);
  }
}

function runDocument(ctx: RenderContext, source: string, docPath: string): Result {
  const file = `docs/${docPath}`;
  try {
    return renderChecked(ctx, toDocSource(source, docPath, file, 'docs'), source);
  } catch (error) {
    return classify(error, file);
  }
}

function timed(index: number, name: string, size: number, run: () => Result): void {
  emit({ start: index, name, size });
  const started = performance.now();
  const result = run();
  emit({ done: index, name, size, ms: performance.now() - started, ...result });
}

async function fuzzDocs(seed: number, count: number): Promise<void> {
  const { ctx, realDocs, cleanup } = await docsPipeline();
  try {
    let index = 0;
    const extremes = extremeDocuments(randomFor(seed, -1), [
      ...realDocs,
      await readFile(path.join(ROOT, 'test/fixtures/kitchen-sink.md'), 'utf8'),
    ]);
    for (const { name, source } of extremes)
      timed(index++, name, source.length, () => runDocument(ctx, source, `fuzz/extreme-${index}.md`));
    for (let i = 0; i < count; i++) {
      const r = randomFor(seed, i);
      // Half are generated from scratch, half are mutations of a real doc or of a generated one.
      const kind = i % 2 === 0 ? 'generated' : 'mutated';
      const source =
        kind === 'generated'
          ? generatedDocument(r)
          : mutate(r, r.chance(0.5) ? r.pick(realDocs) : generatedDocument(r));
      timed(index++, `${kind} #${i}`, source.length, () =>
        runDocument(ctx, source, `${r.pick(['fuzz', 'api', 'concepts/deep'])}/doc-${i}.md`),
      );
    }
    // Files of broken UTF-8 are read from disk by loadDocs, as the build reads them, then rendered.
    const folder = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/fuzz-disk-'));
    try {
      const r = randomFor(seed, -2);
      await mkdir(path.join(folder, 'docs'));
      for (let i = 0; i < 20; i++)
        await writeFile(path.join(folder, 'docs', `bytes-${i}.md`), invalidBytes(r, generatedBody(r)));
      const { docs } = await loadDocs({ siteDir: folder, docsDir: 'docs', routeBase: 'docs', includeDrafts: true });
      for (const doc of docs)
        timed(index++, `${doc.file}, read from disk`, doc.body.length, () => renderChecked(ctx, doc, doc.body));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  } finally {
    await cleanup();
  }
}

async function fuzzConfig(seed: number, count: number): Promise<void> {
  const text = await readFile(path.join(ROOT, CONFIG_FILE), 'utf8');
  const { docs, draftIds } = await loadDocs({
    siteDir: ROOT,
    docsDir: 'docs',
    routeBase: 'docs',
    includeDrafts: false,
  });
  for (let i = 0; i < count; i++) {
    const mutated = mutateConfig(randomFor(seed, i), text);
    timed(i, `config #${i}`, mutated.length, () => {
      try {
        const config = parseConfig(mutated, CONFIG_FILE);
        planSite({
          config,
          configFile: CONFIG_FILE,
          docs: [docsContent(config, docs, draftIds)],
          pageModules: ['index', 'support'],
        });
        return { outcome: 'ok' };
      } catch (error) {
        if (!isUserError(error)) return { outcome: 'crash', message: (error as Error)?.stack ?? String(error) };
        // Errors found after parsing (a navbar doc that does not exist) name the key path rather than a line.
        const bad = checkUserError(error, CONFIG_FILE, false);
        return bad ? { outcome: 'bad-error', message: bad } : { outcome: 'rejected', message: error.message };
      }
    });
  }
}

const [mode, seed, count] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
if (mode === 'docs') await fuzzDocs(seed, count);
else if (mode === 'config') await fuzzConfig(seed, count);
else throw new Error(`usage: run-fuzz.ts docs|config SEED COUNT (got ${process.argv.slice(2).join(' ')})`);
