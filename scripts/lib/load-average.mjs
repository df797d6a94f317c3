// The machine's load average (1, 5 and 15 minutes), printed beside a build's figures: the benchmarks run on shared
// machines, where a wall time means little without what else was running.
import os from 'node:os';

export function loadAverage() {
  return os.loadavg().map((load) => Number(load.toFixed(2)));
}
