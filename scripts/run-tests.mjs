// Runs every test file with node's test runner. Node 20 does not expand globs given to --test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';

const patterns = process.argv.slice(2);
const files = (
  await fg(patterns.length > 0 ? patterns : ['test/**/*.test.ts'], { ignore: ['**/node_modules/**', '**/fixtures/**'] })
).sort();
// Sites the tests only read are built once for the run, here, by the first file that needs each (test/helpers/shared-build.ts).
const builds = mkdtempSync(path.join(os.tmpdir(), 'docgen-test-builds-'));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  stdio: 'inherit',
  env: { ...process.env, DOCGEN_TEST_BUILDS: builds },
});
rmSync(builds, { recursive: true, force: true });
process.exit(result.status ?? 1);
