import { PROGRESS_BAR, translate, useNavigation, useProgressBar } from 'docgen/client';

/** A thin bar along the top of the window while a slow route change loads. */
export function ProgressBar() {
  const { pending } = useNavigation();
  const progress = useProgressBar(pending !== undefined);
  if (progress === undefined) return null;
  return (
    <div
      className={`route-progress${progress === 1 ? ' route-progress-done' : ''}`}
      role="progressbar"
      aria-label={translate({ id: 'theme.progress.label', message: 'Loading the page' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      style={{ transform: `scaleX(${progress})`, transitionDuration: `${PROGRESS_BAR.speed}ms` }}
    />
  );
}
