import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { compileTests } from '../scripts/lib/compile-tests.mjs';
import { ROOT, tempDir, writeFiles } from './helpers/site.js';

const run = promisify(execFile);
const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

test('a compiled test file and the modules it imports keep their own paths, and a failure names its source line', async () => {
  const dir = await tempDir(path.join(ROOT, 'node_modules/.cache/docgen-tests/compile-'));
  dirs.push(dir);
  await writeFiles(dir, {
    'x.test.ts': [
      "import { where } from './lib/where.js';",
      'const own: string = import.meta.filename;',
      'console.log(JSON.stringify({ own, url: import.meta.url, dir: import.meta.dirname, lib: where }));',
      "if (process.argv.includes('fail')) throw new Error('failed here');",
    ].join('\n'),
    'lib/where.ts': 'export const where = { dir: import.meta.dirname, text: "import.meta.dirname" };\n',
  });
  const [compiled] = await compileTests(
    [path.relative(process.cwd(), path.join(dir, 'x.test.ts'))],
    path.join(dir, 'out'),
  );
  assert.equal(compiled, path.join(dir, 'out', path.relative(ROOT, dir), 'x.test.mjs'));

  const { stdout } = await run(process.execPath, ['--enable-source-maps', compiled!]);
  assert.deepEqual(JSON.parse(stdout), {
    own: path.join(dir, 'x.test.ts'),
    url: pathToFileURL(path.join(dir, 'x.test.ts')).href,
    dir,
    lib: { dir: path.join(dir, 'lib'), text: 'import.meta.dirname' },
  });
  const failed = await run(process.execPath, ['--enable-source-maps', compiled!, 'fail']).then(
    () => assert.fail('the compiled file was to throw'),
    (error: { stderr: string }) => error.stderr,
  );
  assert.match(failed, new RegExp(`Error: failed here\\n    at .*${path.join(dir, 'x.test.ts')}:4:`));
});
