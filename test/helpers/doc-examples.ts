import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { ALL_SYNTAX, remarkSyntax } from '../../src/markdown/syntax.js';
import { ROOT } from './site.js';

/**
 * The runnable code of doc pages, as a reader following them ends up with: every ```ts/```tsx block
 * with a `title` is that file of the reader's project, a later block of the same title replacing the
 * earlier one (as in docs-code.test.ts, whose snapshots check each step; here only the last counts).
 * Untitled blocks are found by what they export.
 */
export function docProject(...mdFiles: string[]): { files: Map<string, string>; blocks: string[] } {
  const files = new Map<string, string>();
  const blocks: string[] = [];
  for (const md of mdFiles) {
    const tree = unified()
      .use(remarkParse)
      .use(remarkSyntax, ALL_SYNTAX)
      .parse(readFileSync(path.join(ROOT, 'docs', md), 'utf8')) as Root;
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== 'ts' && node.lang !== 'tsx') return;
      const meta = node.meta ?? '';
      if (/(?:^|\s)fragment(?:\s|$)/.test(meta)) return;
      const title = /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1];
      if (title) files.set(path.posix.normalize(title), node.value);
      else blocks.push(node.value);
    });
  }
  return { files, blocks };
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
  const candidates = (p: string) => [p, `${p}.tsx`, `${p}.ts`, `${p}/index.tsx`, `${p}/index.ts`];
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
