// Runs every test file with node's test runner. Node 20 does not expand globs given to --test.
import { spawnSync } from 'node:child_process';
import fg from 'fast-glob';

const patterns = process.argv.slice(2);
const files = (
  await fg(patterns.length > 0 ? patterns : ['test/**/*.test.ts'], { ignore: ['**/node_modules/**', '**/fixtures/**'] })
).sort();
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
