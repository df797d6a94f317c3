import { PROGRESS_BAR, translate, useNavigation, useProgressBar } from 'docgen/client';

/** A thin bar along the top of the window while a slow route change loads. */
export function ProgressBar() {
  const { pending } = useNavigation();
  const progress = useProgressBar(pending !== undefined);
  if (progress === undefined) return null;
  const style = { transform: `scaleX(${progress})`, transitionDuration: `${PROGRESS_BAR.speed}ms` };
  // Once the page has loaded, the bar only fades out: assistive technology has nothing more to hear of it.
  if (progress === 1) return <div className="route-progress route-progress-done" aria-hidden="true" style={style} />;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={translate({ id: 'theme.progress.label', message: 'Loading the page' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      style={style}
    />
  );
}
