import { orderLabel, ORDER_SEARCH_HINT } from '@pickup/domain/ordering/order-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../testing/identity';
import { createTestClock } from '../testing/test-api';
import type { TestMenu } from './testing/catalog';
import { addRestaurant, createWorld, placeOrder, setStatus, type World } from './testing/world';

/**
 * GET /api/orders filters (status, restaurant, the restaurant's local date, order number)
 * and paging, within each caller's own scope.
 */
const clock = createTestClock(new Date('2030-01-15T02:00:00.000Z'));
let w: World;
let ny: TestMenu;
let tokyo: TestMenu;
/** NY 2030-01-14 22:00 local (already the 15th in UTC). */
let nyLate: string;
/** NY 2030-01-15 11:00 local; cancelled. */
let nyMorning: string;
/** Tokyo 2030-01-15 12:01 local, placed by the other customer. */
let tokyoNoon: string;

/** Tokens live 15 minutes on the test clock: every call signs in afresh. */
const fresh = async (account: TestAccount): Promise<TestAccount> => ({
  ...account,
  token: (await w.api.signIn(account.email)).tokens.accessToken,
});

async function placeAt(iso: string, account: TestAccount, menu: TestMenu): Promise<string> {
  clock.set(new Date(iso));
  return (await placeOrder(w.api, await fresh(account), menu)).id;
}

type Who = 'customer' | 'otherCustomer' | 'owner' | 'otherOwner' | 'admin';

async function list(who: Who | 'anonymous', query: string) {
  const token = who === 'anonymous' ? undefined : (await fresh(w[who])).token;
  return w.api.call<{ id: string; message?: string }[] & { message?: string }>(
    'GET',
    `/api/orders${query}`,
    { token },
  );
}

async function ids(who: Who, query: string): Promise<string[]> {
  const res = await list(who, query);
  if (res.status !== 200) throw new Error(`GET /api/orders${query}: ${res.status}`);
  return res.body.map((o) => o.id);
}

const numberOf = (id: string) => id.slice(-8);

beforeAll(async () => {
  w = await createWorld(clock);
  ny = await addRestaurant(w, { timezone: 'America/New_York', name: 'NY Deli' });
  tokyo = await addRestaurant(w, { timezone: 'Asia/Tokyo', name: 'Tokyo Ramen' });
  nyLate = await placeAt('2030-01-15T03:00:00.000Z', w.customer, ny);
  tokyoNoon = await placeAt('2030-01-15T03:01:00.000Z', w.otherCustomer, tokyo);
  nyMorning = await placeAt('2030-01-15T16:00:00.000Z', w.customer, ny);
  await setStatus(w.api, await fresh(w.owner), nyMorning, 'cancelled', { reason: 'Closing' });
});
afterAll(() => w.api.close());

describe('GET /api/orders filters', () => {
  it('by status: only orders in that status', async () => {
    expect(await ids('admin', '?status=cancelled')).toEqual([nyMorning]);
    expect(await ids('admin', '?status=pending')).toEqual([tokyoNoon, nyLate]);
  });

  it('by restaurant: only that restaurant’s orders, newest first', async () => {
    expect(await ids('admin', `?restaurantId=${ny.restaurantId}`)).toEqual([nyMorning, nyLate]);
    expect(await ids('admin', `?restaurantId=${tokyo.restaurantId}`)).toEqual([tokyoNoon]);
  });

  it('by date: the day on the restaurant’s own calendar, not UTC’s', async () => {
    expect(await ids('admin', '?date=2030-01-14')).toEqual([nyLate]);
    expect(await ids('admin', '?date=2030-01-15')).toEqual([nyMorning, tokyoNoon]);
    expect(await ids('admin', '?date=2030-01-16')).toEqual([]);
  });

  it('by order number: as shown with #, any case, its start, or the full id', async () => {
    const n = numberOf(tokyoNoon);
    expect(await ids('admin', `?q=${encodeURIComponent(`#${n}`)}`)).toEqual([tokyoNoon]);
    expect(await ids('admin', `?q=${n.toUpperCase()}`)).toEqual([tokyoNoon]);
    expect(await ids('admin', `?q=${tokyoNoon}`)).toEqual([tokyoNoon]);
    const start = await ids('admin', `?q=${n.slice(0, 6)}`);
    expect(start).toContain(tokyoNoon);
    expect(await ids('admin', '?q=zzzzzzzz')).toEqual([]);
  });

  it('by the number the receipt, the ticket and the texts show (#1A2B3C4D), in either case', async () => {
    const shown = orderLabel(tokyoNoon);
    expect(shown).toMatch(/^#[0-9A-F]{8}$/);
    expect(await ids('admin', `?q=${encodeURIComponent(shown)}`)).toEqual([tokyoNoon]);
    const lower = encodeURIComponent(shown.toLowerCase());
    expect(await ids('admin', `?q=${lower}`)).toEqual([tokyoNoon]);
  });

  it('filters combine', async () => {
    const q = `?restaurantId=${ny.restaurantId}&date=2030-01-15&status=cancelled`;
    expect(await ids('admin', q)).toEqual([nyMorning]);
    expect(await ids('admin', `?restaurantId=${ny.restaurantId}&status=ready`)).toEqual([]);
  });
});

describe('GET /api/orders paging', () => {
  it('pages through every order to the end, each once, with the total', async () => {
    const menu = await addRestaurant(w, { name: 'Busy Place' });
    const placed: string[] = [];
    for (let i = 0; i < 7; i++) {
      placed.push(await placeAt(`2030-01-16T10:0${i}:00.000Z`, w.customer, menu));
    }
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await list('admin', `?restaurantId=${menu.restaurantId}&limit=3&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('7');
      expect(res.body.length).toBe([3, 3, 1, 0][page - 1]);
      seen.push(...res.body.map((o) => o.id));
    }
    expect(seen).toEqual([...placed].reverse());
  });
});

describe('GET /api/orders bad input', () => {
  it.each([
    ['?date=2030-13-01', 'Date must be a day as YYYY-MM-DD'],
    ['?date=yesterday', 'Date must be a day as YYYY-MM-DD'],
    ['?q=a%20b', ORDER_SEARCH_HINT],
    ['?q=%23', ORDER_SEARCH_HINT],
    ['?status=lost', 'Invalid order status'],
    ['?page=0', 'Page must be a whole number from 1'],
  ])('%s: 400 saying what is wrong', async (query, message) => {
    const res = await list('admin', query);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.message).toBe(message);
  });
});

describe('GET /api/orders filters never widen the caller’s scope', () => {
  it('anonymous: 401', async () => {
    expect((await list('anonymous', '?date=2030-01-15')).status).toBe(401);
  });

  it('a customer finds only their own orders', async () => {
    expect(await ids('customer', '?date=2030-01-15')).toEqual([nyMorning]);
    expect(await ids('customer', `?q=${numberOf(tokyoNoon)}`)).toEqual([]);
    expect(await ids('otherCustomer', `?q=${numberOf(tokyoNoon)}`)).toEqual([tokyoNoon]);
  });

  it('an owner finds only their restaurants’ orders; another restaurant is 403', async () => {
    expect(await ids('owner', '?date=2030-01-14')).toEqual([nyLate]);
    expect(await ids('otherOwner', `?q=${numberOf(nyLate)}`)).toEqual([]);
    expect(await ids('otherOwner', '?status=pending')).toEqual([]);
    const res = await list('otherOwner', `?restaurantId=${ny.restaurantId}&status=pending`);
    expect(res.status).toBe(403);
  });

  it('an admin finds any order', async () => {
    expect(await ids('admin', `?q=${numberOf(nyLate)}`)).toEqual([nyLate]);
  });
});
