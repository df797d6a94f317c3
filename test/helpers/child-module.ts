import { compiledModule } from '../../src/util/compiled-module.js';

/**
 * Node's arguments to run a TypeScript module of the tests in a child process: its copy compiled by the test runner
 * (scripts/lib/compile-tests.mjs) when there is one, which starts without tsx's few seconds of loading, else the source
 * under tsx.
 */
export function childModuleArgs(source: string): string[] {
  const compiled = compiledModule(source);
  return compiled ? ['--enable-source-maps', compiled] : ['--import', 'tsx', source];
}
