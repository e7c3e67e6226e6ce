import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import { orderPlaced, placeOrder } from './order.fixtures';
import { orderDecider, type PlaceOrder } from './order';

/** Placing an order against the kitchen's controls: pause, rush and sold out (issue 15). */

const spec = deciderSpec(orderDecider);

function refusedWith(kind: DomainErrorKind, message: string) {
  return (error: Error) => {
    expect(error).toBeInstanceOf(DomainError);
    expect({ kind: (error as DomainError).kind, message: error.message }).toEqual({
      kind,
      message,
    });
  };
}

describe('placing an order under kitchen controls', () => {
  const withService = (service: PlaceOrder['restaurant']['service']) =>
    placeOrder({ restaurant: { ...placeOrder().restaurant, service } });

  it('refuses while ordering is paused, saying when it is back (restaurant clock)', () => {
    spec
      .given([])
      .when(withService({ pausedUntil: '2026-03-01T18:30:00.000Z', pauseReason: null, rush: null }))
      .thenThrows(refusedWith('conflict', 'Not taking orders right now, back at 1:30 PM'));
  });

  it('refuses an order with something sold out, naming it', () => {
    spec
      .given([])
      .when(placeOrder({ soldOut: [{ name: 'Fries', until: null }] }))
      .thenThrows(refusedWith('conflict', 'Sorry, Fries is sold out today'));
  });

  it('places it once a "rest of today" mark has run out', () => {
    spec
      .given([])
      .when(placeOrder({ soldOut: [{ name: 'Fries', until: orderPlaced.data.placedAt }] }))
      .then([orderPlaced]);
  });

  it('places the order once the pause has run out, with no resume in between', () => {
    spec
      .given([])
      .when(withService({ pausedUntil: orderPlaced.data.placedAt, pauseReason: null, rush: null }))
      .then([orderPlaced]);
  });

  it('adds rush minutes to the promise while rush mode lasts', () => {
    spec
      .given([])
      .when(
        withService({
          pausedUntil: null,
          pauseReason: null,
          rush: { extraMinutes: 10, until: '2026-03-01T19:00:00.000Z' },
        }),
      )
      .then([
        {
          ...orderPlaced,
          data: { ...orderPlaced.data, estimatedReadyAt: '2026-03-01T18:30:00.000Z' },
        },
      ]);
  });
});
