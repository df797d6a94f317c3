import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { ALL_SYNTAX, remarkSyntax } from '../../src/markdown/syntax.js';
import { ROOT } from './site.js';

/** A ```ts/```tsx block of a doc page, as the reader copies it. */
export interface DocBlock {
  /** The page, relative to docs/. */
  md: string;
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
  /** The reader's file the block is, from `title="…"`; undefined for a standalone block. */
  title?: string;
  /** The values it exports (types and interfaces left out). */
  exports: string[];
}

/** The ts/tsx blocks of a page, in order, leaving out the ones marked `fragment`. */
export function docBlocks(md: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const tree = unified()
    .use(remarkParse)
    .use(remarkSyntax, ALL_SYNTAX)
    .parse(readFileSync(path.join(ROOT, 'docs', md), 'utf8')) as Root;
  visit(tree, 'code', (node: Code) => {
    if (node.lang !== 'ts' && node.lang !== 'tsx') return;
    const meta = node.meta ?? '';
    if (/(?:^|\s)fragment(?:\s|$)/.test(meta)) return;
    const title = /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1];
    blocks.push({
      md,
      line: node.position!.start.line,
      code: node.value,
      title: title === undefined ? undefined : path.posix.normalize(title),
      exports: [...node.value.matchAll(/^export (?:default )?(?:async )?(?:const|function|class) (\w+)/gm)].map(
        (m) => m[1]!,
      ),
    });
  });
  return blocks;
}

/**
 * The runnable code of doc pages, as a reader following them ends up with: every titled block is
 * that file of the reader's project, a later block of the same title replacing the earlier one (as
 * in docs-code.test.ts, whose snapshots check each step; here only the last counts). Untitled
 * blocks are found by what they export.
 */
export function docProject(...mdFiles: string[]): { files: Map<string, string>; blocks: string[] } {
  const steps = docSteps(...mdFiles);
  return {
    files: steps[steps.length - 1]!,
    blocks: mdFiles.flatMap((md) =>
      docBlocks(md)
        .filter((b) => b.title === undefined)
        .map((b) => b.code),
    ),
  };
}

/**
 * The reader's project after each step of multi-file pages, cut as docs-code.test.ts cuts its
 * snapshots: a step ends where a file shown before is shown again (the reader goes back to change
 * it). Each state is the project as it stood before such a change; the last is the finished one.
 */
export function docSteps(...mdFiles: string[]): Map<string, string>[] {
  const steps: Map<string, string>[] = [];
  const files = new Map<string, string>();
  for (const block of mdFiles.flatMap(docBlocks)) {
    if (block.title === undefined) continue;
    if (files.has(block.title)) steps.push(new Map(files));
    files.set(block.title, block.code);
  }
  steps.push(files);
  return steps;
}

/** The untitled block that exports `name`, failing clearly when the docs no longer have it. */
export function blockExporting(blocks: string[], name: string): string {
  const found = blocks.find((code) => new RegExp(`export (?:const|function) ${name}\\b`).test(code));
  if (!found) throw new Error(`no code block of the docs exports ${name}`);
  return found;
}

/**
 * Bundles an entry file and the project files into one browser script, against the real packages
 * of node_modules; development React, so that its warnings reach the console.
 */
export async function bundleProject(files: Map<string, string>, entry: string): Promise<string> {
  const candidates = (p: string) => {
    const base = p.replace(/\.js$/, '');
    return [p, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`];
  };
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [
      {
        name: 'doc-files',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            const virtual =
              args.kind === 'entry-point'
                ? args.path
                : args.path.startsWith('.') && args.namespace === 'doc'
                  ? path.posix.join(path.posix.dirname(args.importer), args.path)
                  : undefined;
            if (virtual === undefined) return undefined;
            const found = candidates(virtual).find((p) => files.has(p));
            if (!found) throw new Error(`${args.importer}: no doc file ${args.path}`);
            return { path: found, namespace: 'doc' };
          });
          build.onLoad({ filter: /.*/, namespace: 'doc' }, (args) => ({
            contents: files.get(args.path)!,
            loader: args.path.endsWith('.ts') ? 'ts' : 'tsx',
            resolveDir: ROOT,
          }));
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}
