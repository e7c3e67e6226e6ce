/**
 * Spread on every dialog and drawer root: only the user dismisses one (a pointer outside,
 * Escape or its close button). Focus leaving it is the page's doing: a dialog closing as
 * the next opens gives focus back to its trigger, outside the new one, which then closed
 * now and then (seen with checkout's phone-verification dialog; the cart drawer opening as
 * the item dialog closes is the same handover).
 */
export const dismissedByUserOnly = {
  onFocusOutside: (event: { preventDefault(): void }) => event.preventDefault(),
};
