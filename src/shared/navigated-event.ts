/** Dispatched on `window` by the router once the page of a client-side navigation is shown: analytics count it. */
export const NAVIGATED_EVENT = 'docgen:navigated';
