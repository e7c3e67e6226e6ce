import { restaurantDateTime } from '@pickup/domain/catalog/zoned-time';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** On the restaurant's clock with its zone named, when the order says which zone that is. */
export const orderTime = (iso: string, timezone?: string): string =>
  timezone ? restaurantDateTime(timezone, new Date(iso)) : dateTime.format(new Date(iso));

export const itemCount = (order: { orderItems: { quantity: number }[] }): number =>
  order.orderItems.reduce((sum, item) => sum + item.quantity, 0);

export const plural = (count: number, word: string): string =>
  `${count} ${word}${count === 1 ? '' : 's'}`;
