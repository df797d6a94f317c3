import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { lastUpdateOf, readLastUpdates } from '../../src/content/last-update.js';
import { tempDir } from '../helpers/site.js';

let dir: string | undefined;
after(() => dir && rm(dir, { recursive: true, force: true }));

test('one git log gives every doc its last change; front matter last_update wins key by key', async () => {
  dir = await tempDir('docgen-git-');
  const git = (args: string[], date: string, author: string) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
        GIT_AUTHOR_NAME: author,
        GIT_AUTHOR_EMAIL: 'a@example.com',
        GIT_COMMITTER_NAME: author,
        GIT_COMMITTER_EMAIL: 'a@example.com',
      },
    });
  git(['init', '-q'], '2020-01-01T00:00:00Z', 'x');
  await mkdir(path.join(dir, 'docs/guides'), { recursive: true });
  await writeFile(path.join(dir, 'docs/a.md'), 'a');
  await writeFile(path.join(dir, 'docs/guides/b.md'), 'b');
  git(['add', '.'], '2021-02-03T10:00:00Z', 'Ada');
  git(['commit', '-qm', 'first'], '2021-02-03T10:00:00Z', 'Ada');
  await writeFile(path.join(dir, 'docs/guides/b.md'), 'b2');
  git(['commit', '-qam', 'second'], '2022-05-06T10:00:00Z', 'Grace');
  const updates = await readLastUpdates(path.join(dir, 'docs'));
  assert.deepEqual(Object.fromEntries(updates), {
    'a.md': { date: '2021-02-03T10:00:00.000Z', author: 'Ada' },
    'guides/b.md': { date: '2022-05-06T10:00:00.000Z', author: 'Grace' },
  });
  assert.deepEqual(lastUpdateOf(updates.get('a.md'), { author: 'Someone' }), {
    date: '2021-02-03T10:00:00.000Z',
    author: 'Someone',
  });
  // Outside a git work tree there is nothing to show, and no error.
  assert.deepEqual(await readLastUpdates(path.parse(dir).root + 'nonexistent-docgen-dir'), new Map());
});
