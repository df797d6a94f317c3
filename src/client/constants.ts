/** The timings of the specification (site-spec.md, section 9), kept together so that they are changed in one place. */

/** The bar shown while a route change loads: it appears only after `delay`, starts at `minimum` and creeps forward until done. */
export const PROGRESS_BAR = {
  delay: 200,
  minimum: 0.08,
  /** Duration of each move of the bar, and of its fade-out, in ms. */
  speed: 200,
  /** How often the bar creeps forward while loading, in ms, and by how much. */
  trickleSpeed: 800,
  trickleRate: 0.02,
} as const;

/** A page's code that takes longer than this (ms) to load shows a spinner; quicker loads show nothing, so nothing flashes. */
export const LAZY_LOADER_DELAY = 200;
