// Node's test runner over the files given, started in the order given, two at a time: `node --test` sorts the files
// by name, so a file that takes minutes could start last and run on alone after the others end. Run by
// scripts/run-tests.mjs on the compiled files, with --enable-source-maps, which the process of every test file inherits.
import { run } from 'node:test';
import { tap } from 'node:test/reporters';

const stream = run({ files: process.argv.slice(2), concurrency: 2 });
// As `node --test` does: a failed test (a file that does not load is one) fails the run; a failed todo does not.
stream.on('test:fail', (data) => {
  if (data.todo === undefined) process.exitCode = 1;
});
stream.compose(tap).pipe(process.stdout);
