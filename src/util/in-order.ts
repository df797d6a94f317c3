/**
 * Hands numbered items to `consume` in their numbers' order, holding back the ones that arrive early:
 * work done as parallel results come in still sees them in a fixed order, so builds stay reproducible.
 */
export function inOrder<T>(consume: (item: T) => void): (index: number, item: T) => void {
  const early = new Map<number, T>();
  let next = 0;
  return (index, item) => {
    early.set(index, item);
    while (early.has(next)) {
      const ready = early.get(next)!;
      early.delete(next++);
      consume(ready);
    }
  };
}
