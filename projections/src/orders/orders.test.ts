import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '@pickup/domain/ordering/order';
import { OWNER, orderPlaced, statusChanged } from '@pickup/domain/ordering/order.fixtures';
import { projectionSpec } from '../testing/projection-spec';
import { orderDirectoryProjection } from '../directory/projection';
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
        return { status: order?.status, steps: order?.statusHistory.map((s) => s.status) };
      },
      { status: 'preparing', steps: ['pending', 'confirmed', 'preparing'] },
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
