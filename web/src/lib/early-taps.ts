import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by index.html's inline script: the last button tapped before the app had run. */
    __pickupEarlyTap?: Element;
    /** The app has taken the page over: index.html's script stops keeping taps. */
    __pickupStarted?: boolean;
  }
}

/**
 * A phone paints a pre-rendered or server-rendered page (a restaurant's menu) well before the
 * app's code has run, and a tap on one of its buttons then did nothing. index.html keeps the
 * last one; hydration adopts the very same elements, so once it has, the button is tapped
 * again. (A page the app rendered anew has other elements: the kept one is gone, and so is
 * the tap, as before.)
 */
export function replayEarlyTap(): void {
  window.__pickupStarted = true;
  const tapped = window.__pickupEarlyTap;
  window.__pickupEarlyTap = undefined;
  if (tapped instanceof HTMLElement && tapped.isConnected) tapped.click();
}

/**
 * Rendered after the page in the layout's Suspense boundary: a server-rendered page is
 * hydrated in a pass of its own after the app's shell, and this effect runs once it has been.
 */
export function ReplayEarlyTap() {
  useEffect(replayEarlyTap, []);
  return null;
}
