import { describe, expect, it } from 'vitest';
import type { OrderPlaced } from '@pickup/domain/ordering/order';
import { newOrderMessages, readyMessage } from './order-messages';

const order = (pickup?: OrderPlaced['data']['pickup']): OrderPlaced['data'] => ({
  orderId: 'order-0000abcd',
  customerId: 'c1',
  restaurantId: 'r1',
  restaurant: {
    name: 'Night Owl',
    address: '',
    phone: '',
    taxRate: '0.0875',
    estimatedPickupTime: 15,
    timezone: 'America/New_York',
  },
  lines: [],
  subtotalCents: 1000,
  taxCents: 88,
  totalCents: 1088,
  placedAt: '2030-01-15T17:00:00.000Z',
  estimatedReadyAt: '2030-01-16T14:30:00.000Z',
  ...(pickup ? { pickup } : {}),
});
const settings = {
  notificationEmail: 'kitchen@example.com',
  notificationPhone: '+1 555 0100',
  notificationPreference: 'sms' as const,
};

describe('new-order messages', () => {
  it("tell the kitchen a scheduled order's pickup time in the restaurant's zone", () => {
    const [sms, email] = newOrderMessages(
      'e1',
      order({
        kind: 'scheduled',
        promisedFrom: '2030-01-16T14:15:00.000Z',
        promisedAt: '2030-01-16T14:30:00.000Z',
        fireAt: '2030-01-16T14:00:00.000Z',
      }),
      settings,
    );
    // 14:15Z is 09:15 on Wednesday 16 January in New York.
    expect(sms?.body).toContain('Scheduled for pickup Wed 16 Jan 09:15–09:30.');
    expect(email?.body).toContain('Scheduled for pickup Wed 16 Jan 09:15–09:30.');
  });

  it('say nothing of a time for an ASAP order', () => {
    const [sms] = newOrderMessages('e1', order(), settings);
    expect(sms?.body).not.toContain('Scheduled');
  });
});

describe('the ready text', () => {
  const order = {
    orderId: 'f0e1d2c3-0000-4000-8000-00000000abcd',
    restaurant: { name: 'Burger Barn' } as OrderPlaced['data']['restaurant'],
  };

  it('gives the pickup code the customer tells the counter', () => {
    expect(readyMessage('e1', { ...order, pickupCode: '0427' }, '+15550100').body).toBe(
      'Your order #0000ABCD from Burger Barn is ready for pickup. Your pickup code is 0427',
    );
  });

  it('links the receipt, where "I\'m here" is one tap', () => {
    const link = 'https://pickup.example/r/abc';
    expect(readyMessage('e1', { ...order, pickupCode: '0427' }, '+15550100', link).body).toBe(
      `Your order #0000ABCD from Burger Barn is ready for pickup. Your pickup code is 0427. Here when you arrive? ${link}`,
    );
  });

  it('says no code for an order from before codes', () => {
    expect(readyMessage('e1', order, '+15550100').body).toBe(
      'Your order #0000ABCD from Burger Barn is ready for pickup',
    );
  });
});
