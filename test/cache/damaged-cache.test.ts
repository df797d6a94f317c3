// A cache cut short, overwritten, half gone or left mid-write by a killed build: the next build writes
// exactly what a build without the cache writes, and says so in at most one line.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile, rm, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from '../../src/build.js';
import { assertSameOutput, filesOf } from '../helpers/output-files.js';
import { copyOfFixtureSite, tempDir } from '../helpers/site.js';

describe('a damaged build cache', () => {
  let site: { dir: string; config: string };
  let out: string;
  let cold: Map<string, Buffer>;
  let cacheDir: string;
  let runs = 0;

  before(async () => {
    site = await copyOfFixtureSite('mini-site');
    out = await tempDir();
    cacheDir = path.join(site.dir, 'node_modules/.cache/docgen/build');
    await build({ configFile: site.config, outDir: path.join(out, 'cold'), cache: false });
    cold = await filesOf(path.join(out, 'cold'));
  });
  after(async () => {
    await rm(site.dir, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  });

  /** Builds with the cache into a fresh folder; answers its files, the lines the build said and whether it rendered. */
  async function cachedBuild(
    outDir = path.join(out, `run-${runs++}`),
  ): Promise<{ files: Map<string, Buffer>; lines: string[]; rendered: boolean }> {
    const lines: string[] = [];
    const { timings } = await build({ configFile: site.config, outDir, log: (line) => lines.push(line) });
    return { files: await filesOf(outDir), lines, rendered: timings.some((t) => t.name === 'render') };
  }

  async function cacheFiles(): Promise<string[]> {
    const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  }

  /** A full cache, then `damage` done to it; the next build must equal the cold one. */
  async function afterDamage(damage: (files: string[]) => Promise<unknown>): Promise<string[]> {
    await cachedBuild();
    const files = await cacheFiles();
    assert.ok(files.length > 10, 'the cache holds entries to damage');
    await damage(files);
    const warm = await cachedBuild();
    assertSameOutput(warm.files, cold);
    assert.ok(warm.lines.length <= 1, warm.lines.join('\n'));
    // Repaired: the build after takes every page from the cache again, and finds nothing wrong.
    const next = await cachedBuild();
    assertSameOutput(next.files, cold);
    assert.deepEqual(next.lines, []);
    assert.equal(next.rendered, false, 'the build after the repair renders no page');
    return warm.lines;
  }

  const pageEntries = (files: string[]) => files.filter((file) => path.basename(file).startsWith('page-'));
  const blobs = (files: string[]) => files.filter((file) => path.basename(path.dirname(file)) === 'blobs');
  const DAMAGED = /^the build cache in .+ is damaged; what it held is built again$/;

  test('one whole page entry copied over the others', async () => {
    const lines = await afterDamage(async (files) => {
      const [first, ...others] = pageEntries(files);
      assert.ok(others.length > 3);
      await Promise.all(others.map((file) => copyFile(first!, file)));
    });
    assert.match(lines[0] ?? '', DAMAGED);
  });

  test('every page file overwritten with other bytes of the same length, its time put back', async () => {
    const lines = await afterDamage((files) =>
      Promise.all(
        blobs(files).map(async (file) => {
          // touch -r puts the time back to the nanosecond, as an attacker would.
          const time = `${file}.time`;
          execFileSync('cp', ['--preserve=timestamps', file, time]);
          await writeFile(file, Buffer.alloc((await stat(file)).size, 'x'));
          execFileSync('touch', ['-r', time, file]);
          await rm(time);
        }),
      ),
    );
    assert.match(lines[0] ?? '', DAMAGED);
  });

  test('entries an earlier docgen wrote in its own format are built again, without calling the cache damaged', async () => {
    const lines = await afterDamage((files) =>
      Promise.all(
        files
          .filter((file) => path.basename(path.dirname(file)) === 'entries')
          .map(async (file) => {
            const bytes = await readFile(file);
            await writeFile(file, Buffer.concat([Buffer.from('DOCGEN2\n'), bytes.subarray('DOCGEN2\n'.length)]));
          }),
      ),
    );
    assert.deepEqual(lines, []);
  });

  test('blobs/ and entries/ replaced by files, a folder and a FIFO where entries should be', async () => {
    const lines = await afterDamage(async (files) => {
      const [folder, fifo] = pageEntries(files);
      await rm(folder!);
      await mkdir(folder!);
      await rm(fifo!);
      execFileSync('mkfifo', [fifo!]);
      await rm(path.join(cacheDir, 'blobs'), { recursive: true });
      await writeFile(path.join(cacheDir, 'blobs'), 'not a folder\n');
    });
    assert.match(lines[0] ?? '', DAMAGED);
    await afterDamage(async () => {
      await rm(path.join(cacheDir, 'entries'), { recursive: true });
      execFileSync('mkfifo', [path.join(cacheDir, 'entries')]);
    });
  });

  test('whole-second file times, as cp -r or GNU tar restore them: nothing damaged, nothing rendered', async () => {
    await cachedBuild();
    for (const file of await cacheFiles()) {
      const { mtimeMs } = await stat(file);
      const second = new Date(Math.floor(mtimeMs / 1000) * 1000);
      await utimes(file, second, second);
    }
    const warm = await cachedBuild();
    assertSameOutput(warm.files, cold);
    assert.deepEqual(warm.lines, []);
    assert.equal(warm.rendered, false);
  });

  test('every file cut short', async () => {
    const lines = await afterDamage((files) =>
      Promise.all(files.map(async (file) => truncate(file, Math.floor((await stat(file)).size / 2)))),
    );
    assert.match(lines[0] ?? '', /^the build cache in .+ is damaged; what it held is built again$/);
  });

  test('every file overwritten with other bytes of the same length', async () => {
    const lines = await afterDamage((files) =>
      Promise.all(files.map(async (file) => writeFile(file, Buffer.alloc((await stat(file)).size, 'x')))),
    );
    assert.equal(lines.length, 1);
  });

  test('every file overwritten with garbage', async () => {
    await afterDamage((files) => Promise.all(files.map((file, i) => writeFile(file, `garbage ${i}\n`))));
  });

  test('half of the files removed', async () => {
    await afterDamage((files) => Promise.all(files.filter((_, i) => i % 2 === 0).map((file) => rm(file))));
  });

  test('files left half-written by a killed build, under temporary names', async () => {
    await afterDamage(async (files) => {
      for (const file of files.slice(0, 5))
        await writeFile(`${file}.999-0.tmp`, (await readFile(file)).subarray(0, 10));
      await writeFile(path.join(cacheDir, 'builds.json'), '[["entr');
    });
  });

  test('a page of the output changed in place, which shares its bytes with the cache', async () => {
    const outDir = path.join(out, 'edited');
    await cachedBuild(outDir);
    const html = path.join(outDir, 'docs/intro.html');
    assert.ok(cold.has('docs/intro.html'));
    await writeFile(html, (await readFile(html, 'utf8')).replace('Welcome', 'Edited by hand'));
    const warm = await cachedBuild();
    assertSameOutput(warm.files, cold);
    assert.equal(warm.lines.length, 1);
  });

  test('--no-cache neither reads nor writes the cache', async () => {
    await rm(cacheDir, { recursive: true, force: true });
    await build({ configFile: site.config, outDir: path.join(out, 'no-cache'), cache: false });
    await assert.rejects(stat(cacheDir), { code: 'ENOENT' });
  });

  test('the cache stays about one site large however many builds change a page', async () => {
    const doc = path.join(site.dir, 'docs/guide/api.md');
    const original = await readFile(doc, 'utf8');
    await cachedBuild();
    const size = (await cacheFiles()).length;
    for (let i = 0; i < 6; i++) {
      await writeFile(doc, `${original}\nEdit ${i}.\n`);
      await cachedBuild();
    }
    // The last three builds' entries stay (each edit adds a page, its files and a search index).
    assert.ok(
      (await cacheFiles()).length <= size + 3 * 6,
      `${(await cacheFiles()).length} files, ${size} after one build`,
    );
    await writeFile(doc, original);
  });
});
