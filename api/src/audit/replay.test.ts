import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogProjection } from '@pickup/projections/audit/audit-log';
import type { AuditLogPage } from '@pickup/projections/audit/audit-log-queries';
import { generateWorkload } from '../../../scripts/bench/workload';
import { usersProjection } from '@pickup/projections/identity/users';
import type { Actor } from '../http/actor';
import { createIdentityTestApi, type IdentityTestApi, type TestAccount } from '../testing/identity';
import type { RebuildJob, RebuildSignal } from './rebuild-jobs';
import { appendWorkload } from './test-store';
import {
  auditLogCaughtUp,
  changeStatus,
  createMenu,
  createRestaurant,
  placeOrder,
} from './test-fixtures';
import { auditFeature } from './feature';

let api: IdentityTestApi;
let admin: TestAccount;
let owner: TestAccount;
let customer: TestAccount;
let restaurantId: string;
let orderId: string;
const signals: RebuildSignal[] = [];

const actor = (a: TestAccount): Actor => ({
  userId: a.id,
  role: a.user.role,
  mustChangePassword: false,
});
type Log = AuditLogPage & {
  items: (AuditLogPage['items'][number] & { actorName: string | null })[];
};

const caughtUp = () => auditLogCaughtUp(api);

beforeAll(async () => {
  api = await createIdentityTestApi({
    projections: [auditLogProjection],
    registrars: (s) => [
      auditFeature({
        pool: s.pool,
        store: s.store,
        runner: s.runner,
        projections: [usersProjection, auditLogProjection],
        emitAdmin: (event, payload) => {
          if (event === 'projection:rebuild') signals.push(payload as RebuildSignal);
        },
      }).routes,
    ],
  });
  admin = await api.createAccount('admin');
  owner = await api.createAccount('restaurant_owner');
  customer = await api.createAccount('customer');
  restaurantId = await createRestaurant(api.bus, actor(admin), owner.id);
  api.clock.advance(60_000);
  const { menu } = await createMenu(api.bus, actor(owner), restaurantId);
  api.clock.advance(60_000);
  orderId = await placeOrder(api.bus, actor(customer), menu, 1, api.now().toISOString());
  api.clock.advance(60_000);
  await changeStatus(api.bus, actor(owner), orderId, 'confirmed', api.now().toISOString());
  await caughtUp();
});
afterAll(async () => {
  await api.close();
});

describe('audit log', () => {
  it('lists events newest first with actor names, filtered by restaurant, type and actor', async () => {
    const byRestaurant = await api.call<Log>(
      'GET',
      `/api/admin/audit-log?restaurantId=${restaurantId}`,
      {
        token: admin.token,
      },
    );
    expect(byRestaurant.status).toBe(200);
    expect(byRestaurant.body.items.map((i) => i.type)).toEqual([
      'OrderStatusChanged',
      'OrderPlaced',
      'MenuItemAdded',
      'CategoryAdded',
      'MenuCreated',
      'RestaurantCreated',
    ]);
    expect(byRestaurant.body.items[0]).toMatchObject({
      summary: 'Status Pending → Confirmed',
      actorId: owner.id,
      actorRole: 'restaurant_owner',
      actorName: `${owner.user.firstName} ${owner.user.lastName}`,
      stream: `order-${orderId}`,
    });
    const query = `eventType=OrderPlaced&actorId=${customer.id}`;
    const filtered = await api.call<Log>('GET', `/api/admin/audit-log?${query}`, {
      token: admin.token,
    });
    expect(filtered.body.items.map((i) => i.stream)).toEqual([`order-${orderId}`]);
    expect(filtered.body.total).toBe(1);
  });

  it('pages, and limits by time range', async () => {
    const all = await api.call<Log>('GET', '/api/admin/audit-log?limit=200', {
      token: admin.token,
    });
    const first = await api.call<Log>('GET', '/api/admin/audit-log?limit=2&page=1', {
      token: admin.token,
    });
    const second = await api.call<Log>('GET', '/api/admin/audit-log?limit=2&page=2', {
      token: admin.token,
    });
    expect([...first.body.items, ...second.body.items]).toEqual(all.body.items.slice(0, 4));
    expect(first.body.total).toBe(all.body.items.length);
    const times = all.body.items.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);

    const last = all.body.items[0]?.at ?? '';
    const ranged = await api.call<Log>(
      'GET',
      `/api/admin/audit-log?from=${encodeURIComponent(last)}&to=${encodeURIComponent(last)}`,
      { token: admin.token },
    );
    expect(ranged.body.items.map((i) => i.type)).toEqual(['OrderStatusChanged']);
  });

  it('is for admins only and refuses bad paging or ranges', async () => {
    expect((await api.call('GET', '/api/admin/audit-log', { token: owner.token })).status).toBe(
      403,
    );
    expect((await api.call('GET', '/api/admin/audit-log', { token: customer.token })).status).toBe(
      403,
    );
    expect((await api.call('GET', '/api/admin/audit-log')).status).toBe(401);
    const bad = (q: string) => api.call('GET', `/api/admin/audit-log?${q}`, { token: admin.token });
    expect((await bad('limit=0')).status).toBe(400);
    expect((await bad('page=x')).status).toBe(400);
    expect((await bad('from=2030-02-01T00:00:00Z&to=2030-01-01T00:00:00Z')).status).toBe(400);
    expect((await bad('from=soon')).status).toBe(400);
  });
});

describe('projections and replay', () => {
  it('lists every projection with version, checkpoint and lag, for admins', async () => {
    const res = await api.call<
      { name: string; version: number; checkpoint: string; lagEvents: number }[]
    >('GET', '/api/admin/projections', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => [p.name, p.version, p.lagEvents])).toEqual([
      ['users', 1, 0],
      ['audit_log', 3, 0],
    ]);
    expect(res.body.every((p) => p.checkpoint.length > 0)).toBe(true);
    expect((await api.call('GET', '/api/admin/projections', { token: owner.token })).status).toBe(
      403,
    );
    const rebuild = (name: string, token?: string) =>
      api.call('POST', `/api/admin/projections/${name}/rebuild`, { token });
    expect((await rebuild('audit_log', customer.token)).status).toBe(403);
    expect((await rebuild('audit_log')).status).toBe(401);
    expect((await rebuild('nothing', admin.token)).status).toBe(404);
  });

  it('rebuilds while orders are being placed, loses none of them, and reports an identical verification', async () => {
    const { menu } = await createMenu(api.bus, actor(owner), restaurantId);
    await appendWorkload(api.store, generateWorkload({ events: 3000, seed: 3 }));
    await caughtUp();

    let placing = true;
    const placed: string[] = [];
    const traffic = (async () => {
      while (placing || placed.length < 20) {
        placed.push(await placeOrder(api.bus, actor(customer), menu, 1, api.now().toISOString()));
      }
    })();
    const started = await api.call<RebuildJob>('POST', '/api/admin/projections/audit_log/rebuild', {
      token: admin.token,
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ name: 'audit_log', status: 'running' });
    let job = started.body;
    while (job.status === 'running') {
      await new Promise((r) => setTimeout(r, 100));
      job = (
        await api.call<RebuildJob>('GET', '/api/admin/projections/audit_log/rebuild', {
          token: admin.token,
        })
      ).body;
    }
    placing = false;
    await traffic;
    await caughtUp();

    expect(job.diff.filter((d) => !d.comparable || d.onlyLive || d.onlyRebuilt)).toEqual([]);
    expect(job).toMatchObject({
      jobId: started.body.jobId,
      status: 'succeeded',
      identical: true,
      error: null,
    });
    expect(job.diff.every((d) => d.onlyLive === 0 && d.onlyRebuilt === 0)).toBe(true);
    expect(job.applied).toBeGreaterThan(3000);
    expect(signals.at(-1)).toMatchObject({
      jobId: job.jobId,
      name: 'audit_log',
      done: true,
      identical: true,
    });
    expect(signals.length).toBeGreaterThan(1);
    expect(signals[0]?.total).toBeGreaterThan(3000);

    const { rows } = await api.pool.query<{ stored: number; logged: number; orders: number }>(
      `SELECT (SELECT count(*)::int FROM events) AS stored,
              (SELECT count(*)::int FROM rm_audit_log.audit_log) AS logged,
              (SELECT count(*)::int FROM rm_audit_log.audit_log WHERE stream = ANY($1)) AS orders`,
      [placed.map((id) => `order-${id}`)],
    );
    expect(rows[0]).toEqual({
      stored: rows[0]?.logged,
      logged: rows[0]?.stored,
      orders: placed.length,
    });
  });
});
