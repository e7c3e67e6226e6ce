import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import { NOT_YOUR_RESTAURANT, type Actor } from './permissions';
import { restaurantDecider, type Restaurant, type RestaurantEvent } from './restaurant';
import {
  CLOSED_ALREADY,
  NO_RUSH,
  NOT_PAUSED,
  NO_SERVICE_CONTROLS,
  evolveService,
  pausedMessage,
  serviceStatusAt,
  type ServiceEvent,
} from './service-controls';
import type { WeeklyHours } from './hours-types';

const spec = deciderSpec(restaurantDecider);
const owner: Actor = { id: 'owner-1', role: 'restaurant_owner' };
const admin: Actor = { id: 'admin-1', role: 'admin' };
const otherOwner: Actor = { id: 'owner-2', role: 'restaurant_owner' };
const customer: Actor = { id: 'cust-1', role: 'customer' };

const day = { start: '11:00', end: '22:00', closed: false };
const HOURS: WeeklyHours = {
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: day,
};

const restaurant: Restaurant = {
  id: 'r1',
  ownerId: 'owner-1',
  name: 'Luigi',
  cuisine: 'italian',
  description: 'Pasta',
  address: '1 Main St',
  phone: '5551234567',
  imageUrl: null,
  latitude: null,
  longitude: null,
  hours: HOURS,
  taxRate: '0.0875',
  estimatedPickupTime: 15,
  notificationEmail: '',
  notificationPhone: '',
  notificationPreference: 'sms',
  rating: 4,
  isActive: true,
  timezone: 'America/New_York',
};
const created: RestaurantEvent = { type: 'RestaurantCreated', data: restaurant };

// 23:30 UTC on 15 January 2030 is 18:30 in New York: open, closing at 22:00 (03:00 UTC).
const NOW = '2030-01-15T23:30:00.000Z';
const at = (minutesLater: number) =>
  new Date(Date.parse(NOW) + minutesLater * 60_000).toISOString();

const paused = (until: string, reason: string | null = null): RestaurantEvent => ({
  type: 'OrderingPaused',
  data: { restaurantId: 'r1', until, reason },
});
const rush = (extraMinutes: number, until: string): RestaurantEvent => ({
  type: 'RushModeSet',
  data: { restaurantId: 'r1', extraMinutes, until },
});

function refusedWith(kind: DomainErrorKind, message: string) {
  return (error: Error) => {
    expect(error).toBeInstanceOf(DomainError);
    expect({ kind: (error as DomainError).kind, message: error.message }).toEqual({
      kind,
      message,
    });
  };
}

const pause = (length: 15 | 30 | 60 | 'closing', actor = owner, now = NOW, reason?: string) => ({
  type: 'PauseOrdering' as const,
  actor,
  restaurantId: 'r1',
  length,
  now,
  ...(reason !== undefined ? { reason } : {}),
});

describe('pausing online ordering', () => {
  it('the owner pauses for 30 minutes: the expiry is in the event', () => {
    spec
      .given([created])
      .when(pause(30, owner, NOW, ' Oven broke '))
      .then([paused(at(30), 'Oven broke')]);
  });

  it('an admin pauses until closing: closing is resolved to its instant now', () => {
    spec
      .given([created])
      .when(pause('closing', admin))
      .then([paused('2030-01-16T03:00:00.000Z')]);
  });

  it('a restaurant with no hours pauses "until closing" to the end of its local day', () => {
    spec
      .given([{ type: 'RestaurantCreated', data: { ...restaurant, hours: null } }])
      .when(pause('closing'))
      .then([paused('2030-01-16T05:00:00.000Z')]);
  });

  it('refuses "until closing" while closed', () => {
    // 04:00 UTC is 23:00 in New York, after closing.
    spec
      .given([created])
      .when(pause('closing', owner, '2030-01-16T04:00:00.000Z'))
      .thenThrows(refusedWith('conflict', CLOSED_ALREADY));
  });

  it('refuses another owner and a customer', () => {
    spec
      .given([created])
      .when(pause(15, otherOwner))
      .thenThrows(refusedWith('forbidden', NOT_YOUR_RESTAURANT));
    spec
      .given([created])
      .when(pause(15, customer))
      .thenThrows(refusedWith('forbidden', NOT_YOUR_RESTAURANT));
  });

  it('resumes early while paused', () => {
    spec
      .given([created, paused(at(30))])
      .when({ type: 'ResumeOrdering', actor: owner, restaurantId: 'r1', now: at(10) })
      .then([{ type: 'OrderingResumed', data: { restaurantId: 'r1' } }]);
  });

  it('refuses to resume once the pause has run out by itself', () => {
    spec
      .given([created, paused(at(30))])
      .when({ type: 'ResumeOrdering', actor: owner, restaurantId: 'r1', now: at(30) })
      .thenThrows(refusedWith('conflict', NOT_PAUSED));
  });
});

describe('rush mode', () => {
  it('adds minutes for a while', () => {
    spec
      .given([created])
      .when({
        type: 'SetRushMode',
        actor: owner,
        restaurantId: 'r1',
        extraMinutes: 10,
        forMinutes: 60,
        now: NOW,
      })
      .then([rush(10, at(60))]);
  });

  it('refuses minutes out of range', () => {
    spec
      .given([created])
      .when({
        type: 'SetRushMode',
        actor: owner,
        restaurantId: 'r1',
        extraMinutes: 0,
        forMinutes: 60,
        now: NOW,
      })
      .thenThrows(refusedWith('validation', 'Extra minutes must be a whole number from 1 to 120'));
  });

  it('ends early, and refuses to end what has already expired', () => {
    spec
      .given([created, rush(10, at(60))])
      .when({ type: 'EndRushMode', actor: owner, restaurantId: 'r1', now: at(59) })
      .then([{ type: 'RushModeEnded', data: { restaurantId: 'r1' } }]);
    spec
      .given([created, rush(10, at(60))])
      .when({ type: 'EndRushMode', actor: owner, restaurantId: 'r1', now: at(60) })
      .thenThrows(refusedWith('conflict', NO_RUSH));
  });
});

describe('serviceStatusAt: expiry judged at the moment asked', () => {
  const state = ([paused(at(30), 'Busy'), rush(10, at(60))] as ServiceEvent[]).reduce(
    evolveService,
    NO_SERVICE_CONTROLS,
  );

  it('holds before the expiry and is over at it, with no event in between', () => {
    expect(serviceStatusAt(state, new Date(at(29)))).toEqual({
      paused: true,
      pausedUntil: at(30),
      pauseReason: 'Busy',
      rushMinutes: 10,
      rushUntil: at(60),
    });
    expect(serviceStatusAt(state, new Date(at(30)))).toMatchObject({
      paused: false,
      pausedUntil: null,
      rushMinutes: 10,
    });
    expect(serviceStatusAt(state, new Date(at(60)))).toMatchObject({ rushMinutes: 0 });
  });

  it('says when ordering is back on the restaurant clock', () => {
    expect(pausedMessage(at(30), 'America/New_York')).toBe(
      'Not taking orders right now, back at 7:00 PM',
    );
  });
});
