/**
 * Type-checks every ```ts / ```tsx code block of the documentation against the
 * real packages in node_modules (@craftjs/core, @craftjs/layers, react, ...), so
 * that the code a reader copies from the docs compiles against craft.js
 * 0.2.0-beta.10.
 *
 * How code blocks become files (one virtual project per Markdown page):
 * - A block with `title="path/File.tsx"` is stored at that path inside the
 *   page's project, so later blocks of the same page can import it with a
 *   relative import (multi-file guides such as the tutorial).
 * - A block without a title becomes its own module, `block-<n>.tsx`.
 * - When a title appears a second time (a file shown evolving), the page starts
 *   a new snapshot folder that inherits the latest version of every titled file.
 *   Each version is therefore compiled together with the files as they stood at
 *   that point of the page.
 * - Blocks whose meta contains `fragment` are not compiled; the suite fails if
 *   more than one block in ten is skipped that way.
 *
 * The files only exist in memory, under a virtual folder inside
 * node_modules/.cache, so that module resolution walks up to the project's
 * node_modules. Set DOCS_CODE_DUMP=1 to also write them under os.tmpdir() for
 * inspection. All pages are checked by a single ts.Program, for speed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { ALL_SYNTAX, remarkSyntax } from '../src/markdown/syntax.js';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.join(repoRoot, 'docs');
// Inside node_modules so that bare imports ('react', '@craftjs/core') resolve
// by walking up the folder tree, exactly as they would in a reader's project.
const virtualRoot = path.join(repoRoot, 'node_modules', '.cache', 'docs-code');

const CHECKED_LANGS = new Set(['ts', 'tsx']);

/** Where a virtual file came from, for mapping diagnostics back to Markdown. */
interface BlockOrigin {
  /** Markdown file, relative to the repository root (for messages). */
  mdFile: string;
  /** 1-based line of the opening fence. */
  fenceLine: number;
  /** 1-based column of the opening fence (code inside list items is indented). */
  fenceColumn: number;
  /** Snapshot in which this block was defined. */
  snapshot: number;
}

interface VirtualFile {
  text: string;
  origin: BlockOrigin;
  /** Snapshot folder the file lives in (may be later than origin.snapshot for inherited copies). */
  snapshot: number;
}

interface PageStats {
  mdFile: string;
  checked: number;
  skipped: number;
}

function listMarkdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function parseMeta(meta: string | null | undefined): { title?: string; fragment: boolean } {
  const text = meta ?? '';
  const title = /(?:^|\s)title="([^"]*)"/.exec(text)?.[1];
  return { title, fragment: /(?:^|\s)fragment(?:\s|$)/.test(text) };
}

function extensionFor(lang: string): string {
  return lang === 'ts' ? '.ts' : '.tsx';
}

/**
 * Turns the code blocks of one page into virtual files, following the
 * snapshot rules described at the top of this file.
 */
function collectPage(mdPath: string, files: Map<string, VirtualFile>): PageStats {
  const mdFile = path.relative(repoRoot, mdPath);
  const tree = unified().use(remarkParse).use(remarkSyntax, ALL_SYNTAX).parse(fs.readFileSync(mdPath, 'utf8')) as Root;
  const pageDir = path.join(virtualRoot, path.relative(docsDir, mdPath).replace(/\.md$/, ''));

  const stats: PageStats = { mdFile, checked: 0, skipped: 0 };
  let snapshot = 0;
  // Latest version of every titled file, keyed by its path relative to the snapshot folder.
  let titled = new Map<string, VirtualFile>();
  let blockNumber = 0;

  const snapshotDir = (n: number): string => path.join(pageDir, `s${n}`);
  const place = (relPath: string, file: VirtualFile): void => {
    files.set(path.join(snapshotDir(file.snapshot), relPath), file);
  };

  visit(tree, 'code', (node: Code) => {
    if (!node.lang || !CHECKED_LANGS.has(node.lang)) return;
    blockNumber += 1;
    const { title, fragment } = parseMeta(node.meta);
    if (fragment) {
      stats.skipped += 1;
      return;
    }
    stats.checked += 1;
    const start = node.position?.start;
    assert.ok(start, `${mdFile}: code block without position information`);

    if (title !== undefined) {
      const relPath = path.normalize(title);
      assert.ok(
        !path.isAbsolute(relPath) && !relPath.startsWith('..'),
        `${mdFile}:${start.line}: code block title "${title}" must be a relative path inside the page's project`,
      );
      assert.match(
        relPath,
        /\.tsx?$/,
        `${mdFile}:${start.line}: code block title "${title}" must name a .ts or .tsx file, or TypeScript would not check it`,
      );
      if (titled.has(relPath)) {
        // A file shown again: start a new snapshot that inherits every titled file.
        snapshot += 1;
        const inherited = new Map<string, VirtualFile>();
        for (const [rel, file] of titled) {
          const copy: VirtualFile = { ...file, snapshot };
          inherited.set(rel, copy);
          place(rel, copy);
        }
        titled = inherited;
      }
      const file: VirtualFile = {
        text: node.value,
        origin: { mdFile, fenceLine: start.line, fenceColumn: start.column, snapshot },
        snapshot,
      };
      titled.set(relPath, file);
      place(relPath, file);
    } else {
      const file: VirtualFile = {
        text: node.value,
        origin: { mdFile, fenceLine: start.line, fenceColumn: start.column, snapshot },
        snapshot,
      };
      place(`block-${blockNumber}${extensionFor(node.lang)}`, file);
    }
  });
  return stats;
}

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2020,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  skipLibCheck: true,
  esModuleInterop: true,
  noEmit: true,
  // Every block is a module even without import/export, so that two blocks may
  // both declare `function App()` without clashing in the global scope.
  moduleDetection: ts.ModuleDetectionKind.Force,
  // Docs code runs in the browser: do not load every @types package (e.g. node).
  types: [],
};

/** A compiler host that serves the virtual files from memory and everything else from disk. */
function createHost(files: Map<string, VirtualFile>): ts.CompilerHost {
  const host = ts.createCompilerHost(compilerOptions, true);
  const virtualDirs = new Set<string>();
  for (const file of files.keys()) {
    for (let dir = path.dirname(file); dir.startsWith(virtualRoot); dir = path.dirname(dir)) virtualDirs.add(dir);
  }
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.readFile = (name) => files.get(name)?.text ?? readFile.call(host, name);
  host.directoryExists = (dir) =>
    virtualDirs.has(dir) || (directoryExists?.call(host, dir) ?? ts.sys.directoryExists(dir));
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const file = files.get(name);
    if (file) return ts.createSourceFile(name, file.text, languageVersion, true);
    return getSourceFile.call(host, name, languageVersion, onError, shouldCreate);
  };
  return host;
}

interface Problem {
  mdFile: string;
  message: string;
}

function formatDiagnostic(diagnostic: ts.Diagnostic, files: Map<string, VirtualFile>): Problem {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const virtual = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
  if (!diagnostic.file || !virtual || diagnostic.start === undefined) {
    const where = diagnostic.file ? path.relative(repoRoot, diagnostic.file.fileName) : 'compiler';
    return { mdFile: where, message: `${where}: TS${diagnostic.code}: ${text}` };
  }
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const { mdFile, fenceLine, fenceColumn, snapshot } = virtual.origin;
  // The code starts on the line after the opening fence.
  const mdLine = fenceLine + 1 + line;
  const mdColumn = fenceColumn + character;
  const source = virtual.text.split('\n')[line]?.trim() ?? '';
  const inherited =
    virtual.snapshot !== snapshot
      ? ` (while compiled with files changed later on the page, snapshot ${virtual.snapshot})`
      : '';
  return {
    mdFile,
    message: `${mdFile}:${mdLine}:${mdColumn}: TS${diagnostic.code}: ${text}${inherited}\n    > ${source}`,
  };
}

interface RunResult {
  pages: PageStats[];
  problemsByPage: Map<string, string[]>;
  globalProblems: string[];
}

function checkAllDocs(): RunResult {
  const files = new Map<string, VirtualFile>();
  const pages = listMarkdownFiles(docsDir).map((md) => collectPage(md, files));

  if (process.env.DOCS_CODE_DUMP) {
    const dumpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-code-'));
    for (const [name, file] of files) {
      const target = path.join(dumpRoot, path.relative(virtualRoot, name));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.text);
    }
    console.log(`docs-code: virtual files written to ${dumpRoot}`);
  }

  const program = ts.createProgram({ rootNames: [...files.keys()], options: compilerOptions, host: createHost(files) });
  const diagnostics: ts.Diagnostic[] = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const name of files.keys()) {
    const sourceFile = program.getSourceFile(name);
    assert.ok(sourceFile, `virtual file ${name} missing from the program`);
    diagnostics.push(...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile));
  }

  const problemsByPage = new Map<string, string[]>(pages.map((page) => [page.mdFile, []]));
  const globalProblems: string[] = [];
  const seen = new Set<string>();
  for (const diagnostic of diagnostics) {
    const problem = formatDiagnostic(diagnostic, files);
    // Inherited copies of an unchanged file report the same error once per snapshot: keep the first.
    const key = problem.message.replace(/ \(while compiled .*?\)/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    const pageProblems = problemsByPage.get(problem.mdFile);
    if (pageProblems) pageProblems.push(problem.message);
    else globalProblems.push(problem.message);
  }
  return { pages, problemsByPage, globalProblems };
}

test('documentation code blocks type-check against the installed packages', async (t) => {
  const started = performance.now();
  const result = checkAllDocs();
  const checked = result.pages.reduce((sum, page) => sum + page.checked, 0);
  const skipped = result.pages.reduce((sum, page) => sum + page.skipped, 0);
  t.diagnostic(
    `${checked} code blocks compiled, ${skipped} skipped as fragments, ${result.pages.length} pages, ` +
      `${Math.round(performance.now() - started)} ms`,
  );

  assert.ok(result.pages.length > 0, 'no Markdown files found under docs/');
  assert.ok(checked > 0, 'no ts/tsx code blocks found under docs/');
  assert.deepEqual(
    result.globalProblems,
    [],
    `compiler problems outside the docs:\n${result.globalProblems.join('\n')}`,
  );

  for (const page of result.pages) {
    await t.test(page.mdFile, () => {
      const problems = result.problemsByPage.get(page.mdFile) ?? [];
      assert.equal(problems.length, 0, `${problems.length} type error(s):\n${problems.join('\n')}`);
    });
  }

  await t.test('at most one code block in ten is marked `fragment`', () => {
    const total = checked + skipped;
    const offenders = result.pages
      .filter((page) => page.skipped > 0)
      .map((page) => `${page.mdFile}: ${page.skipped} of ${page.checked + page.skipped}`);
    assert.ok(
      skipped * 10 <= total,
      `${skipped} of ${total} ts/tsx blocks are fragments (limit: one in ten).\n${offenders.join('\n')}`,
    );
  });
});
