import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { orderStream } from '@pickup/domain/ordering/order';
import { identityPiiFields } from '../identity/pii-fields';
import { createPii } from '../security/pii';
import { withPiiEncryption } from '../security/pii-event-store';
import { createUserKeys } from '../security/user-keys';
import { generateMasterKey, keyringFrom } from '../security/master-keys';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import { createDevOutbox, type DevOutbox } from '../notifications/dev-outbox';
import { receiptLinks } from '../receipt-links/receipt-links';
import {
  appendEvents,
  changeStatus,
  createRestaurant,
  placed,
  registerCustomer,
  restaurant,
} from '../live/test-events';
import { startNotificationReactors, type NotificationReactors } from './start';
import { reactorsReached, READY } from './test-support';

/** Issue 31: the ready email carries the ready text's receipt link, read from the dev outbox. */

const SECRET = 'ready-email-test-secret-0123456789abcdef';
const links = receiptLinks(SECRET, 'https://pickup.example/');

let db: TestDatabase;
let rawStore: PostgresEventStore;
let store: EventStore;
let outbox: DevOutbox;
let reactors: NotificationReactors;

beforeAll(async () => {
  db = await migratedTestDatabase();
  rawStore = createPostgresEventStore(db.pool);
  const keys = createUserKeys(db.pool, keyringFrom(generateMasterKey()));
  store = withPiiEncryption(rawStore, createPii(keys), identityPiiFields);
  outbox = createDevOutbox(db.pool);
  reactors = startNotificationReactors({
    store,
    pool: db.pool,
    notifier: outbox,
    log: pino({ level: 'silent' }),
    publicUrl: 'https://pickup.example/',
    receiptLinkSecret: SECRET,
    retryMs: 50,
  });
});

afterAll(async () => {
  await reactors?.stop();
  await rawStore?.close();
  await db?.drop();
});

/** A customer's order with its pickup code, made ready; what the outbox then holds for them. */
async function readyOrder(phone: string | null) {
  const r = restaurant({ id: randomUUID(), ownerId: 'owner-1' });
  await createRestaurant(store, r);
  const customerId = randomUUID();
  await registerCustomer(store, customerId, phone);
  const orderId = randomUUID();
  const order = placed(orderId, customerId, r.id);
  await appendEvents(store, orderStream(orderId), [
    { ...order, data: { ...order.data, pickupCode: '0427' } },
  ]);
  const { checkpoint } = await changeStatus(store, orderId, 'preparing', 'ready');
  await expect
    .poll(() => reactorsReached(db.pool, checkpoint, [READY]), { timeout: 60_000 })
    .toBe(true);
  const to = async (address: string) =>
    (await outbox.list({ to: address })).filter((m) => m.body.includes('is ready for pickup'));
  return {
    orderId,
    email: await to(`${customerId}@example.com`),
    text: phone ? await to(phone) : [],
  };
}

const LINK = /https:\/\/pickup\.example\/r\/([A-Za-z0-9_-]{48})/;

describe('the ready email', () => {
  it('carries the same receipt link as the ready text, with the code and the address', async () => {
    const { orderId, email, text } = await readyOrder('+15550501');
    expect(text).toHaveLength(1);
    const link = text[0]?.body.match(LINK);
    expect(link?.[1] && links.verify(link[1], new Date())?.orderId).toBe(orderId);
    expect(email).toHaveLength(1);
    const number = orderId.slice(-8).toUpperCase();
    expect(email[0]).toMatchObject({
      channel: 'email',
      subject: `Order #${number} is ready for pickup`,
    });
    expect(email[0]?.body).toBe(
      [
        `Your order #${number} from Burger Barn is ready for pickup.`,
        'Your pickup code is 0427: tell it at the counter.',
        'Pick it up at 1 Main St.',
        '',
        `Here when you arrive? Open your receipt and tap "I'm here": ${link?.[0]}`,
      ].join('\n'),
    );
  });

  it('reaches a customer who gave no phone, link and all', async () => {
    const { orderId, email } = await readyOrder(null);
    const token = email[0]?.body.match(LINK)?.[1];
    expect(token && links.verify(token, new Date())?.orderId).toBe(orderId);
  });
});
