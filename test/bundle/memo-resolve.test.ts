import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { context, type Plugin } from 'esbuild';
import { memoResolve } from '../../src/bundle/memo-resolve.js';
import { tempDir } from '../helpers/site.js';

test('a question a plugin asked esbuild before gets its first answer, until the next build asks again', async () => {
  const dir = await tempDir();
  try {
    await mkdir(path.join(dir, 'lib'));
    await writeFile(path.join(dir, 'lib/shared.js'), 'export const shared = 1;\n');
    await writeFile(path.join(dir, 'a.js'), "import { shared } from './lib/shared.js';\nexport const a = shared;\n");
    await writeFile(path.join(dir, 'b.js'), "import { shared } from './lib/shared.js';\nexport const b = shared;\n");
    await writeFile(path.join(dir, 'entry.js'), "export * from './a.js';\nexport * from './b.js';\n");
    const asked: string[] = [];
    const plugin: Plugin = {
      name: 'asks',
      setup(b) {
        const resolve = memoResolve(b, false);
        b.onResolve({ filter: /shared/ }, (args) =>
          args.pluginData === 'inner'
            ? (asked.push(args.importer), undefined)
            : resolve(args.path, {
                kind: args.kind,
                resolveDir: args.resolveDir,
                importer: args.importer,
                pluginData: 'inner',
              }),
        );
      },
    };
    const ctx = await context({
      entryPoints: [path.join(dir, 'entry.js')],
      bundle: true,
      write: false,
      plugins: [plugin],
      logLevel: 'silent',
    });
    try {
      const first = await ctx.rebuild();
      assert.match(first.outputFiles![0]!.text, /shared = 1/);
      assert.equal(asked.length, 1, 'a.js and b.js ask the same question from the same folder');
      await ctx.rebuild();
      assert.equal(asked.length, 2, 'a new build asks again: files may have come or gone');
    } finally {
      await ctx.dispose();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
