import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { identityPiiFields } from '../identity/pii-fields';
import { createPii } from '../security/pii';
import { withPiiEncryption } from '../security/pii-event-store';
import { createUserKeys } from '../security/user-keys';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import { createDevOutbox, type DevOutbox } from '../notifications/dev-outbox';
import {
  appendEvents,
  changeStatus,
  createRestaurant,
  placed,
  placeOrder,
  registerCustomer,
  restaurant,
} from '../live/test-events';
import { startNotificationReactors, type NotificationReactors } from './start';
import { NEW_ORDER, PLACED, reactorsReached, READY } from './test-support';
import { generateMasterKey, keyringFrom } from '../security/master-keys';

const keyring = keyringFrom(generateMasterKey());

let db: TestDatabase;
let rawStore: PostgresEventStore;
/** As in the API: personal data encrypted at rest, decrypted for the reactors. */
let store: EventStore;
let outbox: DevOutbox;
let reactors: NotificationReactors;

beforeAll(async () => {
  db = await migratedTestDatabase();
  rawStore = createPostgresEventStore(db.pool);
  store = withPiiEncryption(
    rawStore,
    createPii(createUserKeys(db.pool, keyring)),
    identityPiiFields,
  );
  outbox = createDevOutbox(db.pool);
  reactors = startNotificationReactors({
    store,
    pool: db.pool,
    notifier: outbox,
    log: pino({ level: 'silent' }),
    publicUrl: 'https://pickup.example/',
    retryMs: 50,
  });
});

afterAll(async () => {
  await reactors?.stop();
  await rawStore?.close();
  await db?.drop();
});

async function settle(checkpoint: string, reactor: string) {
  await expect
    .poll(() => reactorsReached(db.pool, checkpoint, [reactor]), { timeout: 60_000 })
    .toBe(true);
}

const sent = async (to: string) =>
  (await outbox.list({ to })).map(({ channel, subject, body }) => ({ channel, subject, body }));

/** What the customer was sent apart from the confirmation of their order. */
const statusSent = async (to: string) =>
  (await sent(to)).filter(
    (m) => !m.body.startsWith('Pickup: we got') && !m.subject?.startsWith('We got'),
  );

describe('a new order', () => {
  it('reaches the restaurant by SMS and by email when it prefers SMS', async () => {
    const r = restaurant({
      id: randomUUID(),
      ownerId: 'owner-1',
      notificationPhone: '+15550201',
      notificationEmail: 'orders@sms-place.example',
      notificationPreference: 'sms',
    });
    await createRestaurant(store, r);
    const orderId = randomUUID();
    const { checkpoint } = await placeOrder(store, {
      orderId,
      customerId: 'c',
      restaurantId: r.id,
    });
    await settle(checkpoint, NEW_ORDER);
    const number = orderId.slice(-8).toUpperCase();
    expect(await sent('+15550201')).toEqual([
      {
        channel: 'sms',
        subject: null,
        body: `New Pickup order #${number}: 2 items, $28.28. Open your kitchen board to confirm it.`,
      },
    ]);
    const [email] = await sent('orders@sms-place.example');
    expect(email).toMatchObject({ channel: 'email', subject: `New order #${number}` });
    expect(email?.body).toContain('2 × Cheeseburger  $26.00');
    expect(email?.body).toContain('Notes: No onions please');
    // The fixture's order: placed 18:00 UTC on 1 March 2026, 13:00 in New York.
    expect(email?.body).toContain('Placed 1:00 PM EST, promised for 1:20 PM EST.');
  });

  it('calls the restaurant when it prefers a call', async () => {
    const r = restaurant({
      id: randomUUID(),
      ownerId: 'owner-1',
      notificationPhone: '+15550202',
      notificationEmail: '',
      notificationPreference: 'call',
    });
    await createRestaurant(store, r);
    const { checkpoint } = await placeOrder(store, {
      orderId: randomUUID(),
      customerId: 'c',
      restaurantId: r.id,
    });
    await settle(checkpoint, NEW_ORDER);
    expect((await sent('+15550202')).map((m) => m.channel)).toEqual(['call']);
    expect(await outbox.list({ to: '' })).toEqual([]);
  });

  it('uses the notification settings the restaurant has when the order arrives', async () => {
    const r = restaurant({ id: randomUUID(), ownerId: 'owner-1', notificationPhone: '+15550203' });
    await createRestaurant(store, r);
    await appendEvents(store, `restaurant-${r.id}`, [
      {
        type: 'RestaurantUpdated',
        data: { restaurantId: r.id, changes: { notificationPhone: '+15550204' } },
      },
    ]);
    const { checkpoint } = await placeOrder(store, {
      orderId: randomUUID(),
      customerId: 'c',
      restaurantId: r.id,
    });
    await settle(checkpoint, NEW_ORDER);
    expect(await sent('+15550203')).toEqual([]);
    expect(await sent('+15550204')).toHaveLength(1);
  });
});

describe("the customer's confirmation", () => {
  it('emails and texts the customer the number, restaurant, promised time and receipt link', async () => {
    const r = restaurant({ id: randomUUID(), ownerId: 'owner-1', notificationPhone: '+15550501' });
    await createRestaurant(store, r);
    const customerId = randomUUID();
    await registerCustomer(store, customerId, '+15550502');
    const orderId = randomUUID();
    const { checkpoint } = await placeOrder(store, { orderId, customerId, restaurantId: r.id });
    await settle(checkpoint, PLACED);
    const number = orderId.slice(-8).toUpperCase();
    const receipt = `https://pickup.example/orders/${orderId}`;
    // The fixture's order is promised for 18:20 UTC on 1 March 2026, 1:20 PM in New York.
    expect(await sent('+15550502')).toEqual([
      {
        channel: 'sms',
        subject: null,
        body: `Pickup: we got your order #${number} from Burger Barn. Ready about 1:20 PM EST. Pay at pickup. Receipt: ${receipt}`,
      },
    ]);
    const [email, ...more] = await sent(`${customerId}@example.com`);
    expect(more).toEqual([]);
    expect(email?.subject).toBe(`We got your order #${number}`);
    expect(email?.body).toContain(`Thank you: Burger Barn has your order #${number}.`);
    expect(email?.body).toContain('Ready about 1:20 PM EST.');
    expect(email?.body).toContain(receipt);
    // The restaurant still hears of the same order: the two share an event, not a key.
    expect(await sent('+15550501')).toHaveLength(1);
  });

  it('is sent once, however often the order is replayed', async () => {
    const r = restaurant({ id: randomUUID(), ownerId: 'owner-1' });
    await createRestaurant(store, r);
    const customerId = randomUUID();
    await registerCustomer(store, customerId, null);
    const orderId = randomUUID();
    const { checkpoint } = await placeOrder(store, { orderId, customerId, restaurantId: r.id });
    await settle(checkpoint, PLACED);
    // Back to the start: the reactor reads every order again.
    await db.pool.query(`UPDATE reactor_checkpoints SET checkpoint = '' WHERE name = $1`, [PLACED]);
    const later = await placeOrder(store, {
      orderId: randomUUID(),
      customerId: randomUUID(),
      restaurantId: r.id,
    });
    await settle(later.checkpoint, PLACED);
    expect((await sent(`${customerId}@example.com`)).map((m) => m.subject)).toEqual([
      `We got your order #${orderId.slice(-8).toUpperCase()}`,
    ]);
  });
});

describe('order status changes', () => {
  it('texts the customer when the order is ready, and only then', async () => {
    const r = restaurant({ id: randomUUID(), ownerId: 'owner-1' });
    await createRestaurant(store, r);
    const customerId = randomUUID();
    await registerCustomer(store, customerId, '+15550301');
    const orderId = randomUUID();
    await placeOrder(store, { orderId, customerId, restaurantId: r.id });
    await changeStatus(store, orderId, 'pending', 'confirmed');
    const preparing = await changeStatus(store, orderId, 'confirmed', 'preparing');
    await settle(preparing.checkpoint, READY);
    expect(await statusSent('+15550301')).toEqual([]);

    const ready = await changeStatus(store, orderId, 'preparing', 'ready');
    await settle(ready.checkpoint, READY);
    const { rows } = await db.pool.query(`SELECT 1 FROM events WHERE data::text LIKE '%15550301%'`);
    expect(rows).toEqual([]); // the phone is stored encrypted only
    expect(await statusSent('+15550301')).toEqual([
      {
        channel: 'sms',
        subject: null,
        body: `Your order #${orderId.slice(-8).toUpperCase()} from Burger Barn is ready for pickup`,
      },
    ]);
  });

  it('texts the ready text again, as a reminder, for each reminder staff send', async () => {
    const r = restaurant({ id: randomUUID(), ownerId: 'owner-1' });
    await createRestaurant(store, r);
    const customerId = randomUUID();
    await registerCustomer(store, customerId, '+15550302');
    const orderId = randomUUID();
    await placeOrder(store, { orderId, customerId, restaurantId: r.id });
    await changeStatus(store, orderId, 'preparing', 'ready');
    const by = { id: 'owner-1', role: 'restaurant_owner' };
    const at = new Date().toISOString();
    const { checkpoint } = await appendEvents(store, `order-${orderId}`, [
      { type: 'ReadyReminderSent', data: { orderId, at, by, reminder: 1 } },
      { type: 'ReadyReminderSent', data: { orderId, at, by, reminder: 2 } },
    ]);
    await settle(checkpoint, READY);
    const ready = `order #${orderId.slice(-8).toUpperCase()} from Burger Barn is ready for pickup`;
    // The outbox lists the newest first.
    expect((await statusSent('+15550302')).map((m) => m.body)).toEqual([
      `Reminder: your ${ready}`,
      `Reminder: your ${ready}`,
      `Your ${ready}`,
    ]);
  });

  it('texts and emails the customer when the restaurant cancels, with the reason and its clock', async () => {
    const r = restaurant({ id: randomUUID(), ownerId: 'owner-1' });
    await createRestaurant(store, r);
    const customerId = randomUUID();
    await registerCustomer(store, customerId, '+15550401');
    const orderId = randomUUID();
    await placeOrder(store, { orderId, customerId, restaurantId: r.id });
    const { checkpoint } = await appendEvents(store, `order-${orderId}`, [
      {
        type: 'OrderStatusChanged',
        data: {
          orderId,
          from: 'pending',
          to: 'cancelled',
          by: { id: 'owner-1', role: 'restaurant_owner' },
          // 03:05 UTC is 10:05 PM the evening before in New York (the fixture's zone).
          at: '2030-01-15T03:05:00.000Z',
          reason: 'Sold out',
          reasonCode: 'sold_out',
        },
      },
    ]);
    await settle(checkpoint, READY);
    const number = orderId.slice(-8).toUpperCase();
    expect(await statusSent('+15550401')).toEqual([
      {
        channel: 'sms',
        subject: null,
        body: `Your order #${number} from Burger Barn was cancelled: Sold out. Nothing is due.`,
      },
    ]);
    const [email] = await statusSent(`${customerId}@example.com`);
    expect(email?.subject).toBe(`Order #${number} cancelled`);
    expect(email?.body).toContain(`Burger Barn cancelled your order #${number} at 10:05 PM EST.`);
    expect(email?.body).toContain('Reason: Sold out');
  });

  it('sends nothing when the customer cancels their own order', async () => {
    const r = restaurant({ id: randomUUID(), ownerId: 'owner-1' });
    await createRestaurant(store, r);
    const customerId = randomUUID();
    await registerCustomer(store, customerId, '+15550402');
    const orderId = randomUUID();
    await placeOrder(store, { orderId, customerId, restaurantId: r.id });
    const { checkpoint } = await appendEvents(store, `order-${orderId}`, [
      {
        type: 'OrderStatusChanged',
        data: {
          orderId,
          from: 'pending',
          to: 'cancelled',
          by: { id: customerId, role: 'customer' },
          at: '2030-01-15T03:05:00.000Z',
          reasonCode: 'customer_asked',
        },
      },
    ]);
    await settle(checkpoint, READY);
    expect(await statusSent('+15550402')).toEqual([]);
    expect(await statusSent(`${customerId}@example.com`)).toEqual([]);
  });
});

describe('back-dated history', () => {
  it('announces nothing of an order written days after the time it carries', async () => {
    const r = restaurant({ id: randomUUID(), ownerId: 'owner-1', notificationPhone: '+15550398' });
    await createRestaurant(store, r);
    const customerId = randomUUID();
    await registerCustomer(store, customerId, '+15550399');
    const orderId = randomUUID();
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
    const by = { id: 'owner-1', role: 'restaurant_owner' };
    const { checkpoint } = await store.appendToStream(
      `order-${orderId}`,
      [
        placed(orderId, customerId, r.id),
        {
          type: 'OrderStatusChanged',
          data: { orderId, from: 'preparing', to: 'ready', by, at: threeDaysAgo },
        },
      ].map((e) => ({
        id: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: {
          actorId: null,
          actorRole: null,
          correlationId: randomUUID(),
          causationId: null,
          at: threeDaysAgo,
        },
      })),
      { expected: 'no_stream' },
    );
    await settle(checkpoint, READY);
    await settle(checkpoint, PLACED);
    await settle(checkpoint, NEW_ORDER);
    expect(await sent('+15550399')).toEqual([]);
    expect(await sent('+15550398')).toEqual([]);
  });
});
