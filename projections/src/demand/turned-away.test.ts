import { describe, it } from 'vitest';
import { turnAway, type TurnAway } from '@pickup/domain/ordering/turned-away';
import { projectionSpec } from '../testing/projection-spec';
import { restaurantTurnedAway, turnedAwayByRestaurant } from './queries';
import { turnedAwayProjection } from './turned-away';

const spec = projectionSpec(turnedAwayProjection);

// 18:00 in New York on Tuesday 2030-01-15.
const now = new Date('2030-01-15T23:00:00.000Z');
const NY = 'America/New_York';

const refused = (over: Partial<TurnAway> & Pick<TurnAway, 'restaurantId' | 'cause'>) => {
  const event = turnAway({
    restaurantName: `Restaurant ${over.restaurantId}`,
    timezone: NY,
    basketCents: 1000,
    at: now,
    ...over,
  });
  return { stream: `demand-${over.restaurantId}`, ...event };
};

describe('turned_away read model', () => {
  it('sums each day of the last 30 by slot and cause, newest day first, the most orders first', async () => {
    const slot = (local: string) => new Date(`2030-01-15T${local}:00.000-05:00`).toISOString();
    await spec
      .given([
        refused({ restaurantId: 'a', cause: 'slot_full', slotStart: slot('18:30') }),
        refused({
          restaurantId: 'a',
          cause: 'slot_full',
          slotStart: slot('18:30'),
          basketCents: 550,
        }),
        refused({
          restaurantId: 'a',
          cause: 'sold_out',
          slotStart: slot('18:30'),
          basketCents: 300,
        }),
        // ASAP at 22:50Z counts in the 17:45 slot of the 15th.
        refused({ restaurantId: 'a', cause: 'paused', at: new Date('2030-01-15T22:50:00Z') }),
        // 29 days back still counts; 30 days back does not.
        refused({ restaurantId: 'a', cause: 'closed', at: new Date('2029-12-17T17:00:00Z') }),
        refused({ restaurantId: 'a', cause: 'closed', at: new Date('2029-12-16T17:00:00Z') }),
        refused({ restaurantId: 'b', cause: 'paused' }),
      ])
      .then((db) => restaurantTurnedAway(db, 'a', NY, now), {
        days: [
          {
            date: '2030-01-15',
            orders: 4,
            cents: 2850,
            causes: [
              { cause: 'slot_full', orders: 2, cents: 1550 },
              { cause: 'paused', orders: 1, cents: 1000 },
              { cause: 'sold_out', orders: 1, cents: 300 },
            ],
            slots: [
              {
                slotTime: '17:45',
                orders: 1,
                cents: 1000,
                causes: [{ cause: 'paused', orders: 1, cents: 1000 }],
              },
              {
                slotTime: '18:30',
                orders: 3,
                cents: 1850,
                causes: [
                  { cause: 'slot_full', orders: 2, cents: 1550 },
                  { cause: 'sold_out', orders: 1, cents: 300 },
                ],
              },
            ],
          },
          {
            date: '2029-12-17',
            orders: 1,
            cents: 1000,
            causes: [{ cause: 'closed', orders: 1, cents: 1000 }],
            slots: [
              {
                slotTime: '12:00',
                orders: 1,
                cents: 1000,
                causes: [{ cause: 'closed', orders: 1, cents: 1000 }],
              },
            ],
          },
        ],
        total: {
          orders: 5,
          cents: 3850,
          causes: [
            { cause: 'slot_full', orders: 2, cents: 1550 },
            { cause: 'paused', orders: 1, cents: 1000 },
            { cause: 'closed', orders: 1, cents: 1000 },
            { cause: 'sold_out', orders: 1, cents: 300 },
          ],
        },
      });
  });

  it('answers an empty month for a restaurant nobody was turned away from', async () => {
    await spec.given([]).then((db) => restaurantTurnedAway(db, 'nobody', NY, now), {
      days: [],
      total: { orders: 0, cents: 0, causes: [] },
    });
  });

  it('gives the admin each restaurant’s 30 days under its newest name, the most orders first', async () => {
    await spec
      .given([
        refused({
          restaurantId: 'c',
          cause: 'order_limit',
          restaurantName: 'Old name',
          at: new Date('2030-01-10T12:00:00Z'),
        }),
        refused({ restaurantId: 'c', cause: 'order_limit', restaurantName: 'New name' }),
      ])
      .then(
        (db) => turnedAwayByRestaurant(db, now),
        [
          {
            restaurantId: 'a',
            name: 'Restaurant a',
            orders: 5,
            cents: 3850,
            causes: [
              { cause: 'slot_full', orders: 2, cents: 1550 },
              { cause: 'paused', orders: 1, cents: 1000 },
              { cause: 'closed', orders: 1, cents: 1000 },
              { cause: 'sold_out', orders: 1, cents: 300 },
            ],
          },
          {
            restaurantId: 'c',
            name: 'New name',
            orders: 2,
            cents: 2000,
            causes: [{ cause: 'order_limit', orders: 2, cents: 2000 }],
          },
          {
            restaurantId: 'b',
            name: 'Restaurant b',
            orders: 1,
            cents: 1000,
            causes: [{ cause: 'paused', orders: 1, cents: 1000 }],
          },
        ],
      );
  });
});
