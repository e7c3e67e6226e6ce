import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAYS, type WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { orderNumber } from '@pickup/domain/ordering/order-number';
import {
  LOBBY_CHANGED_EVENT,
  lobbyBoardSchema,
  lobbyChangedSchema,
  type DisplayLink,
  type LobbyBoard,
  type LobbyChanged,
} from '@pickup/projections/lobby/contract';
import { createGateway, DISPLAY_REVOKED, type Gateway } from '../live/gateway';
import { eventStoreAccess } from '../live/event-store-access';
import { createTestClock } from '../testing/test-api';
import { DISPLAY_NOT_FOUND } from './routes';
import { displayLinks } from './display-links';
import { io, type Socket } from 'socket.io-client';
import {
  addRestaurant,
  createWorld,
  orderBody,
  placeOrder,
  setStatus,
  type World,
  TEST_DISPLAY_SECRET,
} from '../ordering/testing/world';

/** Issue 31: the lobby screen's display links, its board and its sockets. */
describe('lobby display links', () => {
  // Tuesday 2030-01-15 12:00 UTC; the second restaurant opens 09:00-10:00 only, so it is
  // closed now by construction and takes orders for tomorrow's slots.
  const clock = createTestClock(new Date('2030-01-15T12:00:00.000Z'));
  const nineToTen = Object.fromEntries(
    DAYS.map((d) => [d, { start: '09:00', end: '10:00', closed: false }]),
  ) as WeeklyHours;
  let w: World;
  let server: Server;
  let gateway: Gateway;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    w = await createWorld(clock);
    server = createServer();
    gateway = createGateway({
      httpServer: server,
      pool: w.api.pool,
      verifyToken: () => Promise.resolve(null),
      displayLinks: displayLinks(w.api.pool, 'http://pickup.test', TEST_DISPLAY_SECRET),
      ...eventStoreAccess(w.api.store),
      log: pino({ level: 'silent' }),
    });
    await gateway.ready;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await gateway.close();
    server.close();
    await w.api.close();
  });

  const create = (body: object, token = w.owner.token, restaurantId = w.restaurantId) =>
    w.api.call<DisplayLink & { message?: string }>(
      'POST',
      `/api/restaurants/${restaurantId}/display-links`,
      { token, body },
    );
  const list = (token = w.owner.token) =>
    w.api.call<DisplayLink[]>('GET', `/api/restaurants/${w.restaurantId}/display-links`, {
      token,
    });
  const revoke = (id: string, token = w.owner.token) =>
    w.api.call<{ message?: string }>('DELETE', `/api/display-links/${id}`, { token });
  const tokenOf = (link: DisplayLink) => link.url?.split('/display/')[1] ?? '';
  const board = (link: DisplayLink) =>
    w.api.call<LobbyBoard & { message?: string }>('GET', `/api/displays/${tokenOf(link)}`);

  function connectDisplay(link: DisplayLink): Promise<Socket> {
    const socket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { display: tokenOf(link) },
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  /** The first change of this order to this status the screen is sent. */
  const changeTo = (socket: Socket, status: string) =>
    new Promise<LobbyChanged>((resolve) => {
      const seen = (c: unknown) => {
        const change = lobbyChangedSchema.parse(c);
        if (change.status !== status) return;
        socket.off(LOBBY_CHANGED_EVENT, seen);
        resolve(change);
      };
      socket.on(LOBBY_CHANGED_EVENT, seen);
    });

  it('lets the owner create and list links, and nobody else', async () => {
    const made = await create({ label: 'Counter TV', showNames: false });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ label: 'Counter TV', showNames: false });
    expect(made.body.url).toMatch(/^http:\/\/pickup\.test\/display\/[A-Za-z0-9_-]{34}$/);
    expect((await list()).body.map((l) => l.id)).toContain(made.body.id);
    expect((await create({ label: 'x' }, w.otherOwner.token)).status).toBe(403);
    expect((await create({ label: 'x' }, w.customer.token)).status).toBe(403);
    expect((await list(w.otherOwner.token)).status).toBe(403);
    const blank = await create({ label: '  ' });
    expect([blank.status, blank.body.message]).toEqual([400, expect.any(String)]);
    expect(JSON.stringify(blank.body)).toContain('Name the screen');
  });

  it('keeps no token in the database, and still opens a link made when it kept them', async () => {
    const made = (await create({ label: 'Door TV' })).body;
    const { rows } = await w.api.pool.query(`SELECT * FROM display_links WHERE id = $1`, [made.id]);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(made).slice(12));
    expect((await board(made)).status).toBe(200);
    const forged = `${tokenOf(made).slice(0, 12)}${'A'.repeat(22)}`;
    expect((await w.api.call('GET', `/api/displays/${forged}`)).status).toBe(404);

    // A link from before: only the sha256 of its 128-bit token is kept.
    const old = 'oldTokenOldToken0123_-';
    await w.api.pool.query(
      `INSERT INTO display_links (id, token_hash, restaurant_id, label, show_names, created_by, created_at)
       VALUES ('oldLinkId012', sha256(convert_to($1, 'UTF8')), $2, 'Old TV', true, 'o', now())`,
      [old, w.restaurantId],
    );
    expect((await w.api.call('GET', `/api/displays/${old}`)).status).toBe(200);
    expect((await list()).body.find((l) => l.id === 'oldLinkId012')?.url).toBeNull();
  });

  it('shows preparing and ready orders by number only, names when the owner chose them, nothing private', async () => {
    const link = (await create({ label: 'Lobby', showNames: true })).body;
    const cooking = await placeOrder(w.api, w.customer, w.menu);
    await setStatus(w.api, w.owner, cooking.id, 'confirmed');
    const ready = await placeOrder(w.api, w.otherCustomer, w.menu);
    for (const s of ['confirmed', 'preparing', 'ready'])
      await setStatus(w.api, w.owner, ready.id, s);
    const res = await board(link);
    expect(res.status).toBe(200);
    const body = lobbyBoardSchema.strict().parse(res.body);
    expect(body.preparing.map((o) => o.number)).toContain(orderNumber(cooking.id));
    expect(body.ready.map((o) => o.number)).toContain(orderNumber(ready.id));
    expect(body.ready.every((o) => /^\S+ [A-Z]\.$/.test(o.name ?? ''))).toBe(true);
    const text = JSON.stringify(res.body);
    for (const word of ['phone', 'email', 'notes', 'note', 'total', 'price', 'subtotal', '@'])
      expect(text).not.toContain(word);
    const numbersOnly = (await create({ label: 'Numbers' })).body;
    expect(numbersOnly.showNames).toBe(false);
    const plain = (await board(numbersOnly)).body;
    expect([...plain.preparing, ...plain.ready].every((o) => o.name === null)).toBe(true);
    await setStatus(w.api, w.owner, ready.id, 'picked_up');
    expect((await board(link)).body.ready.map((o) => o.number)).not.toContain(
      orderNumber(ready.id),
    );
  });

  it('pushes changes to the screen, and a revoked link stops working at once, sockets too', async () => {
    const link = (await create({ label: 'Door' })).body;
    const socket = await connectDisplay(link);
    const order = await placeOrder(w.api, w.customer, w.menu);
    const changed = changeTo(socket, 'ready');
    for (const s of ['confirmed', 'preparing', 'ready'])
      await setStatus(w.api, w.owner, order.id, s);
    expect(await changed).toEqual({ number: orderNumber(order.id), status: 'ready' });

    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await revoke(link.id, w.otherOwner.token)).status).toBe(403);
    expect((await revoke(link.id)).status).toBe(204);
    expect(await closed).toBe('io server disconnect');
    const after = await board(link);
    expect([after.status, after.body.message]).toEqual([404, DISPLAY_NOT_FOUND]);
    await expect(connectDisplay(link)).rejects.toThrow(DISPLAY_REVOKED);
    expect((await list()).body.map((l) => l.id)).not.toContain(link.id);
    expect((await revoke(link.id)).status).toBe(404);
  });
  it('hides a scheduled order until its kitchen start (the last test: it moves the clock on)', async () => {
    const menu = await addRestaurant(w, { hours: nineToTen });
    const link = (await create({ label: 'Lobby' }, w.owner.token, menu.restaurantId)).body;
    const later = await w.api.call<{ id: string }>('POST', '/api/orders', {
      token: w.customer.token,
      body: {
        ...orderBody(menu),
        pickup: { kind: 'scheduled', slotStart: '2030-01-16T09:00:00.000Z' },
      },
    });
    expect(later.status).toBe(201);
    await setStatus(w.api, w.owner, later.body.id, 'confirmed');
    expect((await board(link)).body.preparing).toEqual([]);
    // Past the order's kitchen start time; the owner's access token is stale after this.
    clock.advance(21 * 3_600_000);
    const fired = (await board(link)).body;
    expect(fired.preparing.map((o) => o.number)).toEqual([orderNumber(later.body.id)]);
  });
});
