/** How often, at most, the first pass says how far it is. */
const PROGRESS_EVERY_MS = 1000;

/**
 * The first render pass of `serve --watch`, as the terminal shows it: the server answers from its start (`opened`),
 * and "serving; 312 of 1,004 pages rendered" follows now and then until every page is out (the update's own line
 * then says so).
 */
export function firstPassReport(log: (line: string) => void) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let state: 'before' | 'running' | 'over' = 'before';
  let shown = performance.now();
  // Made when first needed: a number format loads ICU's locale data, 30-100 ms of the main thread before the first page.
  let count: Intl.NumberFormat | undefined;
  return {
    /** Resolves when the first pass begins: the site is planned and its pages can be asked for. */
    opened,
    open(): void {
      if (state === 'before') state = 'running';
      shown = performance.now();
      open();
    },
    progress(done: number, total: number): void {
      if (state !== 'running' || done === total || performance.now() - shown < PROGRESS_EVERY_MS) return;
      shown = performance.now();
      count ??= new Intl.NumberFormat('en');
      log(`serving; ${count.format(done)} of ${count.format(total)} pages rendered`);
    },
    close(): void {
      state = 'over';
    },
  };
}
