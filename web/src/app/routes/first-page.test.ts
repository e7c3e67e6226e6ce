import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBoardQueryOptions } from '@/features/kitchen/api/get-board';
import { getRestaurantQueryOptions } from '@/features/restaurants/api/get-restaurant';
import { userQueryKey } from '@/lib/auth';
import { authTokens } from '@/lib/auth-tokens';
import { createQueryClient } from '@/lib/query-client';
import { RESTAURANT_DATA_ID } from '@/ssr/document';
import { fakeServer } from '@/testing/fake-server';
import { aRestaurant } from '@/testing/management/fixtures';
import { aRestaurantWithMenu } from '@/testing/restaurant-fixtures';
import { aUser, signIn } from '@/testing/users';
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

describe("an owner's first page, opened on a fresh browser", () => {
  const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
  const board = { active: [], recent: [] };

  /** Answers who is signed in only once the restaurants were asked for: at the same time. */
  function serverAskedAtOnce() {
    let restaurantsAsked = () => {};
    const asked = new Promise<void>((resolve) => (restaurantsAsked = resolve));
    const boards: string[] = [];
    signIn();
    fakeServer({
      'GET /api/auth/user': async () => {
        await asked;
        return { body: owner };
      },
      'GET /api/restaurants': () => {
        restaurantsAsked();
        return {
          body: [aRestaurant({ id: 'r-0', ownerId: 'someone-else' }), aRestaurant({ id: 'r-1' })],
        };
      },
      'GET /api/restaurants/r-1/orders/board': () => {
        boards.push('r-1');
        return { body: board };
      },
      'GET /api/restaurants/r-2/orders/board': () => {
        boards.push('r-2');
        return { body: board };
      },
    });
    return { boards };
  }

  it('has the session, the restaurants and their first one’s board before rendering', async () => {
    const server = serverAskedAtOnce();
    const client = createQueryClient();

    await loadFirstPageData('/owner-dashboard', client);

    expect(client.getQueryData(userQueryKey)).toEqual(owner);
    expect(client.getQueryData(getBoardQueryOptions('r-1').queryKey)).toEqual(board);
    expect(server.boards).toEqual(['r-1']);
  });

  it('asks for the kitchen board of the restaurant in the address with the session', async () => {
    const server = serverAskedAtOnce();
    const client = createQueryClient();

    await loadFirstPageData('/kitchen/r-2', client);

    expect(client.getQueryData(userQueryKey)).toEqual(owner);
    expect(client.getQueryData(getBoardQueryOptions('r-2').queryKey)).toEqual(board);
    expect(server.boards).toEqual(['r-2']);
  });
});
