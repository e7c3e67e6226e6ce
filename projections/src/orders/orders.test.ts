import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { OrderEvent } from '@pickup/domain/ordering/order';
import { ADMIN, OWNER, orderPlaced, statusChanged } from '@pickup/domain/ordering/order.fixtures';
import { projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { orderDirectoryProjection } from '../directory/projection';
import { HISTORY_COLUMNS, ITEM_COLUMNS, ORDER_COLUMNS } from './columns';
import { orderDetailViewSchema, orderItemViewSchema, statusHistoryEntrySchema } from './contract';
import { evolve, type OrderRecorded, type OrderRows } from './evolve';
import { placedOrderView } from './placed';
import { getOrder, kitchenBoard } from './queries';
import { ordersProjection } from './projection';

const spec = projectionSpec(ordersProjection, orderDirectoryProjection);

/** The fixture's order under an id of this test's own, on its own stream. */
function ofOrder(orderId: string, events: readonly OrderEvent[]) {
  return events.map((e) => ({
    stream: `order-${orderId}`,
    type: e.type,
    data: { ...e.data, orderId },
  }));
}

const row = (orderId: string) =>
  `SELECT id, status, customer_id, restaurant_id, subtotal, tax, total, notes
     FROM rm_orders.orders WHERE id = '${orderId}'`;

describe('orders read model', () => {
  it('keeps a placed order as ordered: who, where, the money and the notes', async () => {
    await spec.given(ofOrder('o-placed', [orderPlaced])).then(row('o-placed'), [
      {
        id: 'o-placed',
        status: 'pending',
        customer_id: 'cust-1',
        restaurant_id: 'rest-1',
        subtotal: 2600,
        tax: 228,
        total: 2828,
        notes: 'No onions please',
      },
    ]);
  });

  it('answers the placing command with the very receipt a later read of its rows gives', async () => {
    const data = { ...orderPlaced.data, orderId: 'o-receipt' };
    // The fixture's customer has no account in the directory: the receipt names no one.
    const receipt = placedOrderView(data, 'customer', null);
    await spec
      .given([{ stream: 'order-o-receipt', type: 'OrderPlaced', data }])
      .then((db) => getOrder(db, 'o-receipt'), receipt);
  });

  it('follows each status change, and the receipt lists the steps', async () => {
    const events = ofOrder('o-steps', [
      orderPlaced,
      statusChanged('pending', 'confirmed'),
      statusChanged('confirmed', 'preparing'),
    ]);
    await spec.given(events).then(
      async (db) => {
        const order = await getOrder(db, 'o-steps');
        const steps = order?.statusHistory.map((s) => [s.status, s.by.role, s.notes]);
        return { status: order?.status, steps };
      },
      {
        status: 'preparing',
        // The placing step is the customer's, without the order's own notes.
        steps: [
          ['pending', 'customer', null],
          ['confirmed', 'restaurant_owner', null],
          ['preparing', 'restaurant_owner', null],
        ],
      },
    );
  });

  it('keeps a cancellation with who cancelled and why', async () => {
    const events = ofOrder('o-cancel', [
      orderPlaced,
      statusChanged('pending', 'cancelled', OWNER, { reason: 'Kitchen closed early' }),
    ]);
    await spec.given(events).then(
      async (db) => {
        const order = await getOrder(db, 'o-cancel');
        const last = order?.statusHistory.at(-1);
        return { status: order?.status, by: last?.by, reason: last?.reason };
      },
      {
        status: 'cancelled',
        by: { id: 'owner-1', role: 'restaurant_owner' },
        reason: 'Kitchen closed early',
      },
    );
  });

  it('puts an order on its kitchen board while in progress, and takes it off when collected', async () => {
    const board = async (db: Parameters<typeof kitchenBoard>[0]) =>
      (await kitchenBoard(db, 'rest-1')).active.map((o) => [o.id, o.status]);
    await spec
      .given(ofOrder('o-board', [orderPlaced, statusChanged('pending', 'confirmed')]))
      .then(board, expect.arrayContaining([['o-board', 'confirmed']]));
    await spec
      .given(
        ofOrder('o-board', [
          statusChanged('confirmed', 'preparing'),
          statusChanged('preparing', 'ready'),
          statusChanged('ready', 'picked_up'),
        ]),
      )
      .then(board, expect.not.arrayContaining([['o-board', expect.anything()]]));
  });
});

describe('orders read model, declared once', () => {
  it('feeds every field of the receipt, of a line and of a step from a declared column', () => {
    const shown = (columns: Record<string, { shows: readonly string[] }>) =>
      [...new Set(Object.values(columns).flatMap((c) => c.shows))].sort();
    const fields = (shape: object, ...elsewhere: string[]) =>
      Object.keys(shape)
        .filter((field) => !elsewhere.includes(field))
        .sort();
    // The customer comes from the order directory, lines and steps from their own tables.
    expect(shown(ORDER_COLUMNS)).toEqual(
      fields(orderDetailViewSchema.shape, 'customer', 'orderItems', 'statusHistory'),
    );
    expect(shown(ITEM_COLUMNS)).toEqual(fields(orderItemViewSchema.shape));
    expect(shown(HISTORY_COLUMNS)).toEqual(fields(statusHistoryEntrySchema.shape));
  });

  const at = (minute: number) => `2026-03-01T18:${String(minute).padStart(2, '0')}:00.000Z`;
  const arrived = (minute: number, note?: string): OrderEvent => ({
    type: 'CustomerArrived',
    data: { orderId: '', at: at(minute), via: 'account', ...(note ? { note } : {}) },
  });
  const reminded = (minute: number, reminder: number): OrderEvent => ({
    type: 'ReadyReminderSent',
    data: { orderId: '', at: at(minute), by: { id: OWNER.id, role: OWNER.role }, reminder },
  });
  const step = (from: Parameters<typeof statusChanged>[0], to: typeof from, minute: number) =>
    statusChanged(from, to, OWNER, { at: at(minute) });

  /** Two orders' lives, interleaved: one collected after a recall, one cancelled. */
  function story(collected: string, cancelled: string): GivenEvent[] {
    const scheduled = {
      ...orderPlaced.data,
      pickupCode: '4821',
      pickup: {
        kind: 'scheduled' as const,
        promisedFrom: at(40),
        promisedAt: at(45),
        fireAt: at(25),
        slotStart: at(30),
      },
    };
    return [
      ...ofOrder(collected, [
        { type: 'OrderPlaced', data: scheduled },
        step('pending', 'confirmed', 1),
      ]),
      ...ofOrder(cancelled, [orderPlaced]),
      ...ofOrder(collected, [
        arrived(2),
        step('confirmed', 'preparing', 3),
        arrived(4, 'Blue car'),
      ]),
      ...ofOrder(cancelled, [
        statusChanged('pending', 'cancelled', ADMIN, {
          at: at(5),
          reason: 'Customer called',
          reasonCode: 'customer_asked',
        }),
      ]),
      ...ofOrder(collected, [
        step('preparing', 'ready', 6),
        reminded(7, 1),
        reminded(8, 2),
        step('ready', 'preparing', 9),
        step('preparing', 'ready', 10),
        arrived(11),
        statusChanged('ready', 'picked_up', OWNER, {
          at: at(12),
          handover: { check: 'override', reason: 'Code forgotten, ID shown' },
        }),
      ]),
    ];
  }

  /** The rows evolve gives for the story, event by event, as the tables list them. */
  function evolved(events: readonly GivenEvent[]) {
    const orders = new Map<string, OrderRows | null>();
    const versions = new Map<string, bigint>();
    for (const event of events) {
      // The store numbers each stream's events from 0; the spec records no actor's role.
      const version = versions.get(event.stream) ?? 0n;
      versions.set(event.stream, version + 1n);
      const recorded = { ...event, version, metadata: { actorRole: null } } as OrderRecorded;
      orders.set(event.stream, evolve(orders.get(event.stream) ?? null, recorded));
    }
    const all = [...orders.values()]
      .flatMap((rows) => (rows ? [rows] : []))
      .sort((x, y) => x.order.id.localeCompare(y.order.id));
    return {
      orders: all.map((rows) => rows.order),
      items: all.flatMap((rows) => rows.items),
      history: all.flatMap((rows) => rows.history),
    };
  }

  const tables = (...ids: string[]) =>
    async function (db: pg.Pool) {
      const read = async (sql: string) => (await db.query(sql, [ids])).rows;
      return {
        orders: await read('SELECT * FROM rm_orders.orders WHERE id = ANY($1) ORDER BY id'),
        items: await read(
          'SELECT * FROM rm_orders.order_items WHERE order_id = ANY($1) ORDER BY order_id, position',
        ),
        history: await read(`SELECT * FROM rm_orders.order_status_history
          WHERE order_id = ANY($1) ORDER BY order_id, version`),
      };
    };

  it('leaves the rows evolve gives, in one batch or event by event', async () => {
    const batch = story('o-batch-a', 'o-batch-b');
    await spec.given(batch).then(tables('o-batch-a', 'o-batch-b'), evolved(batch));
    const oneByOne = story('o-each-a', 'o-each-b');
    await spec
      .given(oneByOne)
      .oneEventPerBatch()
      .then(tables('o-each-a', 'o-each-b'), evolved(oneByOne));
  });
});
