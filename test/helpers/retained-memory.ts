import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** The heap and the ArrayBuffers outside it (typed arrays keep their contents there). */
function used(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** Memory growth, in MB, of keeping what `keep` returns for each of `count` fresh inputs. */
export function retainedMB<T>(count: number, make: (i: number) => string, keep: (input: string) => T): number {
  gc();
  const before = used();
  const kept: T[] = [];
  for (let i = 0; i < count; i++) kept.push(keep(make(i)));
  gc();
  const growth = (used() - before) / 1e6;
  assert.equal(kept.length, count);
  return growth;
}

/** Memory growth, in MB, of keeping what `keep` resolves to for each of `count` calls. */
export async function retainedMBAsync<T>(count: number, keep: (i: number) => Promise<T>): Promise<number> {
  gc();
  const before = used();
  const kept: T[] = [];
  for (let i = 0; i < count; i++) kept.push(await keep(i));
  gc();
  const growth = (used() - before) / 1e6;
  assert.equal(kept.length, count);
  return growth;
}
