/**
 * Runs `work` once the browser has nothing more urgent to do (after hydration and the first frames), or after
 * `timeout` ms at the latest; Safari has no requestIdleCallback and gets a short timer instead. Returns a cancel.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
