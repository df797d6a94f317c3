import { useEffect, useState } from 'react';
import { PROGRESS_BAR } from './constants.js';

/** The bar never reaches the end by itself: only the finished load takes it there. */
const MOST_BEFORE_DONE = 0.994;

/**
 * How far the progress bar of a route change is (0 to 1), or undefined while there is none to show. A change
 * that finishes within the delay shows nothing; a longer one shows the bar, which creeps on until it is done.
 */
export function useProgressBar(loading: boolean): number | undefined {
  const [progress, setProgress] = useState<number>();
  useEffect(() => {
    if (!loading) {
      setProgress((shown) => (shown === undefined ? undefined : 1));
      const hide = setTimeout(() => setProgress(undefined), PROGRESS_BAR.speed);
      return () => clearTimeout(hide);
    }
    setProgress(undefined);
    let trickle: ReturnType<typeof setInterval> | undefined;
    const appear = setTimeout(() => {
      setProgress(PROGRESS_BAR.minimum);
      trickle = setInterval(
        () => setProgress((p = PROGRESS_BAR.minimum) => Math.min(p + PROGRESS_BAR.trickleRate, MOST_BEFORE_DONE)),
        PROGRESS_BAR.trickleSpeed,
      );
    }, PROGRESS_BAR.delay);
    return () => {
      clearTimeout(appear);
      clearInterval(trickle);
    };
  }, [loading]);
  return progress;
}
