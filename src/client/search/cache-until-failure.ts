/** Runs `load` once and shares its promise; a failure is forgotten, so that the next call tries again. */
export function cacheUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
