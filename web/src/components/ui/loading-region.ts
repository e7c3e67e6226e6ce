/**
 * The props of a placeholder shown while something loads (skeletons): a status region, busy,
 * named for what is coming, so that a screen reader says "Loading orders" rather than
 * nothing. (A name alone is not allowed on a plain element: axe's aria-prohibited-attr.)
 * Spread them onto the placeholder's outer element.
 */
export const loadingRegion = (label: string) =>
  ({ role: 'status', 'aria-busy': true, 'aria-label': label }) as const;
