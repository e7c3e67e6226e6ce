import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRestaurantQueryOptions } from '@/features/restaurants/api/get-restaurant';
import { authTokens } from '@/lib/auth-tokens';
import { createQueryClient } from '@/lib/query-client';
import { RESTAURANT_DATA_ID } from '@/ssr/document';
import { aRestaurantWithMenu } from '@/testing/restaurant-fixtures';
import { loadFirstPageData } from './first-page';

/** The data element the server puts in a restaurant page it rendered (src/ssr). */
function renderedWith(data: unknown) {
  const element = document.createElement('script');
  element.id = RESTAURANT_DATA_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(data);
  document.head.append(element);
}

const cached = (client: ReturnType<typeof createQueryClient>, id: string) =>
  client.getQueryData(getRestaurantQueryOptions(id).queryKey);

afterEach(() => {
  document.getElementById(RESTAURANT_DATA_ID)?.remove();
  window.__pickupPrefetch = undefined;
  vi.unstubAllGlobals();
});

describe('the first restaurant page’s data', () => {
  it('starts from what the server rendered the page with, without asking the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const restaurant = aRestaurantWithMenu({ id: 'r-1' });
    renderedWith(restaurant);
    const client = createQueryClient();

    await loadFirstPageData('/restaurants/r-1', client);

    expect(cached(client, 'r-1')).toEqual(restaurant);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores it on another restaurant’s page, on another page, and when signed in', async () => {
    renderedWith(aRestaurantWithMenu({ id: 'r-1' }));

    const other = createQueryClient();
    await loadFirstPageData('/restaurants/r-2', other);
    expect(cached(other, 'r-2')).toBeUndefined();

    const home = createQueryClient();
    await loadFirstPageData('/', home);
    expect(home.getQueryCache().getAll()).toHaveLength(0);

    // A signed-in visitor may see more (an owner, their inactive items): the app asks.
    authTokens.store({ accessToken: 'a', refreshToken: 'r' });
    const signedIn = createQueryClient();
    await loadFirstPageData('/restaurants/r-1', signedIn);
    expect(cached(signedIn, 'r-1')).toBeUndefined();
  });

  it('waits for the request index.html started when the page was not rendered', async () => {
    const restaurant = aRestaurantWithMenu({ id: 'r-1' });
    window.__pickupPrefetch = {
      path: '/api/restaurants/r-1',
      response: Promise.resolve(Response.json(restaurant)),
    };
    const client = createQueryClient();

    await loadFirstPageData('/restaurants/r-1', client);

    expect(cached(client, 'r-1')).toEqual(restaurant);
  });
});
