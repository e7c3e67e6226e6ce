import type { Actor } from '../catalog/permissions';
import type { DomainEvent } from '../commands/decider';
import { conflict, forbidden } from '../shared/errors';
import type { OrderActorRole } from './machine';
import { assertOrderPart } from './order-access';
import type { OrderStatus } from './status';

/**
 * Reminders (issue 31): a ready order left waiting is re-announced to its customer (the
 * ready text again, with its link and pickup code), at most twice. Pure: the time, the
 * restaurant's owner and its wait setting are passed in.
 */

export const MAX_REMINDERS = 2;
/** Minutes a ready order waits before "Remind"; a restaurant may set its own. */
export const DEFAULT_REMIND_AFTER_MINUTES = 10;

export const REMIND_STAFF_ONLY = 'Only the restaurant can send a reminder';
export const REMIND_ONLY_WHEN_READY = 'Only an order that is ready can be reminded';
export const REMINDERS_USED_UP = `The customer has already been reminded ${MAX_REMINDERS} times`;
export const remindTooSoon = (minutes: number) =>
  `A reminder can be sent once the order has waited ${minutes} minutes`;

export type ReadyReminderSent = DomainEvent<
  'ReadyReminderSent',
  {
    orderId: string;
    at: string;
    by: { id: string; role: OrderActorRole };
    /** 1 for the first reminder, 2 for the second. */
    reminder: number;
  }
>;

export interface RemindCustomer {
  type: 'RemindCustomer';
  orderId: string;
  actor: Actor;
  /** The owner of the order's restaurant now (looked up by the handler). */
  restaurantOwnerId: string | null;
  /** The restaurant's setting as the handler read it. */
  remindAfterMinutes: number;
  at: string;
}

/** What the order decider knows of an order when staff remind its customer. */
export interface ReminderFacts {
  orderId: string;
  customerId: string;
  status: OrderStatus;
  /** The last time it became ready. */
  readyAt?: string;
  reminders: { count: number; lastAt?: string };
}

/** An order's ready time and reminders, as the decider or a read model holds them. */
interface ReminderTimes {
  readyAt?: string | null;
  reminders: { count: number; lastAt?: string | null };
}

/**
 * Since when the order has been waiting: its becoming ready, then its last reminder (the
 * no-show counts from it too), so two reminders are never sent back to back.
 */
export const waitingSince = (order: ReminderTimes) =>
  order.reminders.lastAt ?? order.readyAt ?? undefined;

/** When the next reminder may go (epoch ms); null once both were sent. */
export function nextReminderAt(order: ReminderTimes, remindAfterMinutes: number): number | null {
  if (order.reminders.count >= MAX_REMINDERS) return null;
  const since = waitingSince(order);
  return since ? Date.parse(since) + remindAfterMinutes * 60_000 : 0;
}

export function decideReminder(command: RemindCustomer, order: ReminderFacts): [ReadyReminderSent] {
  const part = assertOrderPart(command.actor, {
    customerId: order.customerId,
    restaurantOwnerId: command.restaurantOwnerId,
  });
  if (part === 'customer') throw forbidden(REMIND_STAFF_ONLY);
  if (order.status !== 'ready') throw conflict(REMIND_ONLY_WHEN_READY);
  const dueAt = nextReminderAt(order, command.remindAfterMinutes);
  if (dueAt === null) throw conflict(REMINDERS_USED_UP);
  if (Date.parse(command.at) < dueAt) throw conflict(remindTooSoon(command.remindAfterMinutes));
  return [
    {
      type: 'ReadyReminderSent',
      data: {
        orderId: order.orderId,
        at: command.at,
        by: { id: command.actor.id, role: part },
        reminder: order.reminders.count + 1,
      },
    },
  ];
}
