import type { Restaurant } from '@pickup/domain/catalog/restaurant';
import { formatMoney } from '@pickup/domain/catalog/money';
import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { orderNumber } from '@pickup/domain/ordering/order-number';
import type { OrderPlaced, OrderStatusChanged } from '@pickup/domain/ordering/order';
import { pickupWindowText } from '@pickup/domain/timing/pickup';
import type { KeyedMessage } from './deliver-once';

type Settings = Pick<
  Restaurant,
  'notificationEmail' | 'notificationPhone' | 'notificationPreference'
>;

/**
 * What a restaurant hears of a new order: an SMS or a call (its preference) to its
 * notification phone, and an email to its notification email; a blank address sends nothing.
 */
export function newOrderMessages(
  eventId: string,
  order: OrderPlaced['data'],
  settings: Settings,
): KeyedMessage[] {
  const number = orderNumber(order.orderId);
  const items = order.lines.reduce((n, line) => n + line.quantity, 0);
  const total = formatMoney(order.totalCents);
  const scheduled = scheduledText(order);
  const messages: KeyedMessage[] = [];
  const phone = settings.notificationPhone.trim();
  if (phone) {
    const channel = settings.notificationPreference;
    messages.push({
      channel,
      to: phone,
      key: `${eventId}:${channel}`,
      body:
        channel === 'sms'
          ? `New Pickup order #${number}: ${items} item${items === 1 ? '' : 's'}, ${total}.${scheduled ? ` ${scheduled}.` : ''} Open your kitchen board to confirm it.`
          : `You have a new Pickup order, number ${number.split('').join(' ')}, total ${total}.${scheduled ? ` ${scheduled}.` : ''} Please open your kitchen board to confirm it.`,
    });
  }
  const email = settings.notificationEmail.trim();
  if (email) {
    messages.push({
      channel: 'email',
      to: email,
      key: `${eventId}:email`,
      subject: `New order #${number}`,
      body: orderEmailBody(order, number),
    });
  }
  return messages;
}

/** A scheduled order's pickup window, in the restaurant's zone; null for ASAP. */
function scheduledText(order: OrderPlaced['data']): string | null {
  if (order.pickup?.kind !== 'scheduled') return null;
  return `Scheduled for pickup ${pickupWindowText(order.pickup, order.restaurant.timezone)}`;
}

function orderEmailBody(order: OrderPlaced['data'], number: string): string {
  const lines = order.lines.map(
    (l) => `  ${l.quantity} × ${l.name}  ${formatMoney(l.subtotalCents)}`,
  );
  const clock = (iso: string) => restaurantTime(order.restaurant.timezone, new Date(iso));
  return [
    `New pickup order #${number} for ${order.restaurant.name}.`,
    `Placed ${clock(order.placedAt)}, promised for ${clock(order.estimatedReadyAt)}.`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatMoney(order.subtotalCents)}`,
    `Tax: ${formatMoney(order.taxCents)}`,
    `Total: ${formatMoney(order.totalCents)} (paid at pickup)`,
    ...(order.notes ? ['', `Notes: ${order.notes}`] : []),
    ...(scheduledText(order) ? ['', `${scheduledText(order)}.`] : []),
    '',
    'Open your kitchen board to confirm it.',
  ].join('\n');
}

/** The ready text, with the pickup code the customer tells the counter (issue 31). */
export function readyMessage(
  eventId: string,
  order: Pick<OrderPlaced['data'], 'orderId' | 'restaurant' | 'pickupCode'>,
  phone: string,
  /** The receipt without signing in, where "I'm here" is one tap. */
  link?: string,
  /** A reminder of a ready order still waiting (issue 31): the same text, said again. */
  reminder = false,
): KeyedMessage {
  const code = order.pickupCode ? `. Your pickup code is ${order.pickupCode}` : '';
  const open = link ? `. Here when you arrive? ${link}` : '';
  return {
    channel: 'sms',
    to: phone,
    key: `${eventId}:sms`,
    body: `${reminder ? 'Reminder: y' : 'Y'}our order #${orderNumber(order.orderId)} from ${order.restaurant.name} is ready for pickup${code}${open}`,
  };
}

/**
 * The ready email (issue 31): what the ready text says, the pickup code and the same link,
 * where "I'm here" is one tap, and where to go.
 */
export function readyEmail(
  eventId: string,
  order: Pick<OrderPlaced['data'], 'orderId' | 'restaurant' | 'pickupCode'>,
  email: string,
  link?: string,
): KeyedMessage {
  const number = orderNumber(order.orderId);
  const { name, address } = order.restaurant;
  return {
    channel: 'email',
    to: email,
    key: `${eventId}:email`,
    subject: `Order #${number} is ready for pickup`,
    body: [
      `Your order #${number} from ${name} is ready for pickup.`,
      ...(order.pickupCode
        ? [`Your pickup code is ${order.pickupCode}: tell it at the counter.`]
        : []),
      ...(address ? [`Pick it up at ${address}.`] : []),
      ...(link ? ['', `Here when you arrive? Open your receipt and tap "I'm here": ${link}`] : []),
    ].join('\n'),
  };
}

/**
 * The customer hears that the restaurant (or an admin) cancelled their order, and why: an
 * SMS to their phone and an email, each sent once. The time is the restaurant's clock.
 */
export function cancelledMessages(
  eventId: string,
  order: OrderPlaced['data'],
  change: OrderStatusChanged['data'],
  contact: { phone: string | null; email: string | null },
): KeyedMessage[] {
  const number = orderNumber(order.orderId);
  const name = order.restaurant.name;
  const why = change.reason ? `: ${change.reason}` : '';
  const at = restaurantTime(order.restaurant.timezone, new Date(change.at));
  const messages: KeyedMessage[] = [];
  if (contact.phone) {
    messages.push({
      channel: 'sms',
      to: contact.phone,
      key: `${eventId}:sms`,
      body: `Your order #${number} from ${name} was cancelled${why}. Nothing is due.`,
    });
  }
  if (contact.email) {
    messages.push({
      channel: 'email',
      to: contact.email,
      key: `${eventId}:email`,
      subject: `Order #${number} cancelled`,
      body: [
        `${name} cancelled your order #${number} at ${at}.`,
        ...(change.reason ? ['', `Reason: ${change.reason}`] : []),
        '',
        'Nothing is due at the restaurant. We are sorry for the trouble.',
      ].join('\n'),
    });
  }
  return messages;
}

/**
 * The customer's confirmation that the order arrived: an email, and an SMS to the phone they
 * gave for order texts, each with the number, the restaurant, the promised time (the
 * restaurant's clock) and the receipt's address.
 */
export function confirmationMessages(
  eventId: string,
  order: OrderPlaced['data'],
  contact: { phone: string | null; email: string | null },
  publicUrl: string,
): KeyedMessage[] {
  const number = orderNumber(order.orderId);
  const name = order.restaurant.name;
  const when = promisedText(order);
  const receipt = `${publicUrl.replace(/\/+$/, '')}/orders/${encodeURIComponent(order.orderId)}`;
  // The restaurant's messages for the same event use `${eventId}:sms` and `:email`.
  const messages: KeyedMessage[] = [];
  if (contact.phone) {
    messages.push({
      channel: 'sms',
      to: contact.phone,
      key: `${eventId}:customer:sms`,
      body: `Pickup: we got your order #${number} from ${name}. ${when}. Pay at pickup. Receipt: ${receipt}`,
    });
  }
  if (contact.email) {
    messages.push({
      channel: 'email',
      to: contact.email,
      key: `${eventId}:customer:email`,
      subject: `We got your order #${number}`,
      body: [
        `Thank you: ${name} has your order #${number}.`,
        `${when}.`,
        ...(order.restaurant.address ? [`Pick it up at ${order.restaurant.address}.`] : []),
        '',
        `Total: ${formatMoney(order.totalCents)} (paid at pickup)`,
        '',
        `Your receipt, with the order's progress: ${receipt}`,
      ].join('\n'),
    });
  }
  return messages;
}

/** "Pickup Wed 16 Jan 09:15–09:30" for a scheduled order, else "Ready about 1:20 PM EST". */
function promisedText(order: OrderPlaced['data']): string {
  if (order.pickup?.kind === 'scheduled') {
    return `Pickup ${pickupWindowText(order.pickup, order.restaurant.timezone)}`;
  }
  return `Ready about ${restaurantTime(order.restaurant.timezone, new Date(order.estimatedReadyAt))}`;
}
