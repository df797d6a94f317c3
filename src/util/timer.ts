export interface StageTiming {
  name: string;
  ms: number;
}

/** Runs named stages and records how long each took, so a build can say where its time went. */
export function createStageTimer(onStart?: (name: string) => void) {
  const timings: StageTiming[] = [];
  return {
    timings,
    async run<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
      onStart?.(name);
      const start = performance.now();
      try {
        return await fn();
      } finally {
        timings.push({ name, ms: performance.now() - start });
      }
    },
  };
}
