type Prefetch = { path: string; response: Promise<Response> };

declare global {
  interface Window {
    /** Set by index.html's inline script: a GET started before the app's code loaded. */
    __pickupPrefetch?: Prefetch;
  }
}

/**
 * The response of the request index.html started for `path` while the app's code was still
 * loading (a signed-out visitor opening a restaurant page: its data would otherwise be asked
 * for only after the code has run). Handed out once; later requests go to the network.
 */
export function takePrefetched(path: string): Promise<Response> | undefined {
  const prefetch = window.__pickupPrefetch;
  if (prefetch?.path !== path) return undefined;
  window.__pickupPrefetch = undefined;
  return prefetch.response;
}
