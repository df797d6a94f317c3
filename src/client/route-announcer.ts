/**
 * A full page load makes screen readers read the new page's title; a client-side navigation swaps the
 * page silently. A live region says the title instead. It exists from hydration on, empty (a region
 * added together with its text is not announced), and lives outside the theme's markup: its styles are
 * inline, as a theme's "visually hidden" class would be.
 */
const ID = 'docgen-route-announcer';

export function startRouteAnnouncer(): () => void {
  const region = document.createElement('div');
  region.id = ID;
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  region.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
  document.body.append(region);
  return () => region.remove();
}

export function announceRoute(title: string): void {
  const region = document.getElementById(ID);
  if (region) region.textContent = title;
}
