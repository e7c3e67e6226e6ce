import type { DomainEvent } from '../commands/decider';
import { conflict, validation } from '../shared/errors';
import { closingInstant } from './hours';
import type { WeeklyHours } from './hours-types';
import type { SpecialDay } from './special-days';
import { assertCanManageRestaurant, type Actor } from './permissions';
import { restaurantTime } from './zoned-time';

/**
 * Kitchen controls on the restaurant stream (issue 15, DESIGN "Service controls and time"):
 * pause online ordering, rush mode. Each carries its expiry instant; whether it still holds
 * is judged with the `now` of the decision that needs it, never by a timer.
 */

export interface ServiceState {
  pausedUntil: string | null;
  pauseReason: string | null;
  rush: { extraMinutes: number; until: string } | null;
}

export const NO_SERVICE_CONTROLS: ServiceState = {
  pausedUntil: null,
  pauseReason: null,
  rush: null,
};

export type ServiceEvent =
  | DomainEvent<'OrderingPaused', { restaurantId: string; until: string; reason: string | null }>
  | DomainEvent<'OrderingResumed', { restaurantId: string }>
  | DomainEvent<'RushModeSet', { restaurantId: string; extraMinutes: number; until: string }>
  | DomainEvent<'RushModeEnded', { restaurantId: string }>;

/** How long a pause lasts: minutes, or until the current opening ends. */
export const PAUSE_LENGTHS = [15, 30, 60, 'closing'] as const;
export type PauseLength = (typeof PAUSE_LENGTHS)[number];

export type ServiceCommand =
  | {
      type: 'PauseOrdering';
      actor: Actor;
      restaurantId: string;
      length: PauseLength;
      reason?: string;
      now: string;
    }
  | { type: 'ResumeOrdering'; actor: Actor; restaurantId: string; now: string }
  | {
      type: 'SetRushMode';
      actor: Actor;
      restaurantId: string;
      extraMinutes: number;
      /** How long rush mode lasts. */
      forMinutes: number;
      now: string;
    }
  | { type: 'EndRushMode'; actor: Actor; restaurantId: string; now: string };

export const NOT_PAUSED = 'Online ordering is not paused';
export const NO_RUSH = 'Rush mode is not on';
export const CLOSED_ALREADY = 'The restaurant is closed now: there is no service to pause';

export function evolveService(state: ServiceState, event: ServiceEvent): ServiceState {
  switch (event.type) {
    case 'OrderingPaused':
      return { ...state, pausedUntil: event.data.until, pauseReason: event.data.reason };
    case 'OrderingResumed':
      return { ...state, pausedUntil: null, pauseReason: null };
    case 'RushModeSet':
      return { ...state, rush: { extraMinutes: event.data.extraMinutes, until: event.data.until } };
    case 'RushModeEnded':
      return { ...state, rush: null };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

export interface ServiceStatus {
  paused: boolean;
  /** ISO instant while paused, else null. */
  pausedUntil: string | null;
  pauseReason: string | null;
  /** Minutes rush mode adds to every promise now; 0 when off or expired. */
  rushMinutes: number;
  rushUntil: string | null;
}

/** What the controls mean at `now`: an expired pause or rush is simply over. */
export function serviceStatusAt(state: ServiceState, now: Date): ServiceStatus {
  const t = now.getTime();
  const paused = state.pausedUntil !== null && Date.parse(state.pausedUntil) > t;
  const rushing = state.rush !== null && Date.parse(state.rush.until) > t;
  return {
    paused,
    pausedUntil: paused ? state.pausedUntil : null,
    pauseReason: paused ? state.pauseReason : null,
    rushMinutes: rushing ? (state.rush?.extraMinutes ?? 0) : 0,
    rushUntil: rushing ? (state.rush?.until ?? null) : null,
  };
}

/** The words customers see, and the server's refusal, while ordering is paused. */
export function pausedMessage(pausedUntil: string, timezone: string): string {
  const at = restaurantTime(timezone, new Date(pausedUntil), { zone: false });
  return `Not taking orders right now, back at ${at}`;
}

type Managed = {
  id: string;
  ownerId: string;
  hours: WeeklyHours | null;
  timezone: string;
  specialDays?: readonly SpecialDay[];
};

export function decideService(
  command: ServiceCommand,
  restaurant: Managed,
  state: ServiceState,
): ServiceEvent[] {
  assertCanManageRestaurant(command.actor, restaurant.ownerId);
  const now = new Date(command.now);
  const status = serviceStatusAt(state, now);
  const restaurantId = restaurant.id;
  switch (command.type) {
    case 'PauseOrdering': {
      const until =
        command.length === 'closing'
          ? closingInstant(restaurant.hours, restaurant.timezone, now, restaurant.specialDays)
          : new Date(now.getTime() + command.length * 60_000);
      if (until === null) throw conflict(CLOSED_ALREADY);
      const reason = command.reason?.trim() || null;
      return [
        { type: 'OrderingPaused', data: { restaurantId, until: until.toISOString(), reason } },
      ];
    }
    case 'ResumeOrdering':
      if (!status.paused) throw conflict(NOT_PAUSED);
      return [{ type: 'OrderingResumed', data: { restaurantId } }];
    case 'SetRushMode': {
      assertWhole(command.extraMinutes, 1, 120, '/extraMinutes', 'Extra minutes');
      assertWhole(command.forMinutes, 5, 480, '/forMinutes', 'Rush length');
      const until = new Date(now.getTime() + command.forMinutes * 60_000).toISOString();
      return [
        {
          type: 'RushModeSet',
          data: { restaurantId, extraMinutes: command.extraMinutes, until },
        },
      ];
    }
    case 'EndRushMode':
      if (status.rushMinutes === 0) throw conflict(NO_RUSH);
      return [{ type: 'RushModeEnded', data: { restaurantId } }];
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

function assertWhole(value: number, min: number, max: number, pointer: string, name: string) {
  if (Number.isInteger(value) && value >= min && value <= max) return;
  const detail = `${name} must be a whole number from ${min} to ${max}`;
  throw validation(detail, [{ pointer, detail }]);
}
