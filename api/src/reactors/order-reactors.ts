import type { EventStore, RecordedEvent } from '@pickup/domain/eventstore/types';
import { RECEIPT_LINK_HOURS, type ReceiptLinks } from '../receipt-links/receipt-links';
import { evolveUser, initialUserState } from '@pickup/domain/identity/state';
import { userStream, type UserEvent } from '@pickup/domain/identity/events';
import {
  orderStream,
  type OrderEvent,
  type OrderPlaced,
  type OrderStatusChanged,
} from '@pickup/domain/ordering/order';
import type { ReadyReminderSent } from '@pickup/domain/ordering/reminder';
import { loadRestaurant } from '../ordering/order-facts';
import { isEncrypted } from '../security/pii';
import type { KeyedMessage } from './deliver-once';
import {
  cancelledMessages,
  confirmationMessages,
  newOrderMessages,
  readyEmail,
  readyMessage,
} from './order-messages';
import type { Reactor } from './reactor-loop';

/** The restaurant hears of each new order, with its notification settings at that moment. */
export function restaurantNewOrderReactor(store: EventStore): Reactor {
  return {
    name: 'restaurant_new_order',
    filter: { streamPrefixes: ['order-'], eventTypes: ['OrderPlaced'] },
    async messagesFor(event: RecordedEvent): Promise<KeyedMessage[]> {
      const placed = event as unknown as RecordedEvent & OrderPlaced;
      const restaurant = await loadRestaurant(store, placed.data.restaurantId);
      return restaurant ? newOrderMessages(event.id, placed.data, restaurant) : [];
    },
  };
}

/**
 * The customer hears that their order arrived: an email, and an SMS when they gave a phone,
 * at the contact details they have then; a deleted account hears nothing.
 */
export function customerOrderPlacedReactor(store: EventStore, publicUrl: string): Reactor {
  return {
    name: 'customer_order_placed',
    filter: { streamPrefixes: ['order-'], eventTypes: ['OrderPlaced'] },
    async messagesFor(event: RecordedEvent): Promise<KeyedMessage[]> {
      const placed = event as unknown as RecordedEvent & OrderPlaced;
      const contact = await customerContact(store, placed.data.customerId);
      return confirmationMessages(event.id, placed.data, contact, publicUrl);
    },
  };
}

/**
 * The customer gets an SMS and an email when their order is ready, both with the receipt
 * link (the SMS again for each reminder staff send, issue 31), and an SMS and email when
 * someone else cancels it, at the contact details they
 * have then. (The reactor's name, which keys
 * its checkpoint, predates the cancellations: renaming it would resend old ones.)
 */
export function customerOrderReactor(store: EventStore, links?: ReceiptLinks): Reactor {
  return {
    name: 'customer_order_ready',
    filter: {
      streamPrefixes: ['order-'],
      eventTypes: ['OrderStatusChanged', 'ReadyReminderSent'],
    },
    async messagesFor(event: RecordedEvent): Promise<KeyedMessage[]> {
      if (event.type === 'ReadyReminderSent') return reminderMessages(store, event, links);
      const changed = event as unknown as RecordedEvent & OrderStatusChanged;
      const { to, by } = changed.data;
      const cancelledByOthers = to === 'cancelled' && by.role !== 'customer';
      if (to !== 'ready' && !cancelledByOthers) return [];
      const order = await store.readStream(orderStream(changed.data.orderId), { maxCount: 1 });
      const first = order.events[0] as unknown as OrderEvent | undefined;
      if (first?.type !== 'OrderPlaced') return [];
      const contact = await customerContact(store, first.data.customerId);
      if (cancelledByOthers) return cancelledMessages(event.id, first.data, changed.data, contact);
      // The link works for a day from the moment the order became ready.
      const expiresAt = new Date(Date.parse(changed.data.at) + RECEIPT_LINK_HOURS * 3_600_000);
      const token = links?.sign(first.data.orderId, expiresAt);
      const link = token ? links?.url(token) : undefined;
      return [
        ...(contact.phone ? [readyMessage(event.id, first.data, contact.phone, link)] : []),
        ...(contact.email ? [readyEmail(event.id, first.data, contact.email, link)] : []),
      ];
    },
  };
}

/** The ready text again, its link good for a day from when the order last became ready. */
async function reminderMessages(
  store: EventStore,
  event: RecordedEvent,
  links: ReceiptLinks | undefined,
): Promise<KeyedMessage[]> {
  const { orderId } = (event as unknown as RecordedEvent & ReadyReminderSent).data;
  const history = (await store.readStream(orderStream(orderId))).events as unknown as OrderEvent[];
  const first = history[0];
  if (first?.type !== 'OrderPlaced') return [];
  const readyAt = history.findLast(
    (e): e is OrderStatusChanged => e.type === 'OrderStatusChanged' && e.data.to === 'ready',
  )?.data.at;
  const contact = await customerContact(store, first.data.customerId);
  if (!contact.phone || !readyAt) return [];
  const expiresAt = new Date(Date.parse(readyAt) + RECEIPT_LINK_HOURS * 3_600_000);
  const token = links?.sign(orderId, expiresAt);
  const link = token ? links?.url(token) : undefined;
  return [readyMessage(event.id, first.data, contact.phone, link, true)];
}

/** Nulls for a deleted account or one whose key was shredded (personal data reads as null). */
async function customerContact(
  store: EventStore,
  userId: string,
): Promise<{ phone: string | null; email: string | null }> {
  const { events } = await store.readStream(userStream(userId));
  if (events.some((e) => isEncrypted((e.data as { pii?: unknown }).pii))) {
    // Loud rather than silently texting no one: the wiring passed the raw store.
    throw new Error('notification reactors need the PII-decrypting event store');
  }
  const user = (events as unknown as UserEvent[]).reduce(evolveUser, initialUserState());
  if (user.status !== 'Active') return { phone: null, email: null };
  return { phone: user.phone || null, email: user.email || null };
}
