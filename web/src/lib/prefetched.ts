import { RESTAURANT_DATA_ID } from '@/ssr/document';

/** `token`: the access token the request carried (a session's), or null (a visitor's). */
type Prefetch = { path: string; token?: string | null; response: Promise<Response> };

declare global {
  interface Window {
    /** Set by index.html's inline script: a GET started before the app's code loaded. */
    __pickupPrefetch?: Prefetch;
  }
}

/**
 * The response of the request index.html started for `path` while the app's code was still
 * loading (a signed-out visitor opening a restaurant page, or the session check of a signed-in
 * one: either would otherwise be asked for only after the code has run). Only for a request
 * with the same token (`null`: none). Handed out once; later requests go to the network.
 */
export function takePrefetched(path: string, token: string | null): Promise<Response> | undefined {
  const prefetch = window.__pickupPrefetch;
  if (prefetch?.path !== path || (prefetch.token ?? null) !== token) return undefined;
  window.__pickupPrefetch = undefined;
  return prefetch.response;
}

/**
 * The restaurant the server rendered this page with (web/src/ssr/entry.tsx), when it is
 * restaurant `id`: what GET /api/restaurants/:id gives a signed-out visitor, as of the
 * page's request.
 */
export function renderedRestaurant(id: string): { id: string } | undefined {
  const element = document.getElementById(RESTAURANT_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    const restaurant: unknown = JSON.parse(element.textContent);
    const matches = typeof restaurant === 'object' && restaurant !== null && 'id' in restaurant;
    return matches && restaurant.id === id ? (restaurant as { id: string }) : undefined;
  } catch {
    return undefined;
  }
}
