import type { EventMetadata, RecordedEvent } from '@pickup/domain/eventstore/types';
import type { OrderEvent } from '@pickup/domain/ordering/order';
import {
  HISTORY_COLUMNS,
  ITEM_COLUMNS,
  ORDER_COLUMNS,
  rowOf,
  type HistoryRow,
  type ItemRow,
  type OrdersRow,
} from './columns';

/** An event of an order's stream with what the read model takes from its record. */
export type OrderRecorded = OrderEvent &
  Pick<RecordedEvent, 'version'> & { metadata: Pick<EventMetadata, 'actorRole'> };

/** One order's rows in the read model's three tables. */
export interface OrderRows {
  order: OrdersRow;
  items: ItemRow[];
  history: HistoryRow[];
}

/** The rows an order's OrderPlaced becomes, its placing the first step of its history. */
export function placedRows(event: Extract<OrderRecorded, { type: 'OrderPlaced' }>): OrderRows {
  const { data } = event;
  const version = event.version.toString();
  // Who placed it: the customer, or staff for them.
  const by = { id: data.customerId, role: event.metadata.actorRole ?? 'customer' };
  return {
    order: rowOf(ORDER_COLUMNS, { data, version }),
    items: data.lines.map((line, position) =>
      rowOf(ITEM_COLUMNS, { orderId: data.orderId, position, line }),
    ),
    history: [
      rowOf(HISTORY_COLUMNS, {
        orderId: data.orderId,
        version,
        from: null,
        to: 'pending',
        by,
        at: data.placedAt,
      }),
    ],
  };
}

/**
 * One event applied to one order's rows (null before its OrderPlaced): what ./apply.ts does to
 * a whole batch in one statement, and a test holds the two to the same rows. An event at or
 * below the row's version was applied already and changes nothing.
 */
export function evolve(rows: OrderRows | null, event: OrderRecorded): OrderRows | null {
  if (event.type === 'OrderPlaced') return rows ?? placedRows(event);
  if (rows === null || BigInt(rows.order.version) >= event.version) return rows;
  const version = event.version.toString();
  const at = new Date(event.data.at);
  const order = { ...rows.order, version, updated_at: at };
  switch (event.type) {
    case 'OrderStatusChanged': {
      const { to } = event.data;
      const confirmed = to === 'confirmed' ? at : null;
      return {
        ...rows,
        order: {
          ...order,
          status: to,
          first_confirmed_at: order.first_confirmed_at ?? confirmed,
          ready_at: to === 'ready' ? at : order.ready_at,
        },
        history: [...rows.history, rowOf(HISTORY_COLUMNS, { ...event.data, version })],
      };
    }
    case 'CustomerArrived': {
      const { note } = event.data;
      const arrival = {
        arrived_at: order.arrived_at ?? at,
        arrival_note: note ?? order.arrival_note,
      };
      return { ...rows, order: { ...order, ...arrival } };
    }
    case 'ReadyReminderSent': {
      const reminder = { reminder_count: order.reminder_count + 1, last_reminded_at: at };
      return { ...rows, order: { ...order, ...reminder } };
    }
  }
}
