import type { MenuEvent, MenuState } from '@pickup/domain/catalog/menu-types';
import type { RestaurantEvent, RestaurantState } from '@pickup/domain/catalog/restaurant';
import type { FavoritesEvent } from '@pickup/domain/favorites/favorites';
import type { UserEvent } from '@pickup/domain/identity/events';
import type { OrderEvent } from '@pickup/domain/ordering/order';
import type { MessageEvent } from '@pickup/domain/support/events';
import type { EntryNames } from './entry-names';
import { summarizeMenu, summarizeRestaurant } from './summary-catalog';
import {
  summarizeFavorites,
  summarizeMessage,
  summarizeOrder,
  summarizeUser,
} from './summary-people';
import { humanizeType, parseStream } from './streams';

/** The stream's state just before the event, when the caller folded it (adds old values). */
export type StateBefore =
  { kind: 'restaurant'; state: RestaurantState } | { kind: 'menu'; state: MenuState };

const KNOWN: Record<string, readonly string[]> = {
  order: ['OrderPlaced', 'OrderStatusChanged'],
  restaurant: [
    'RestaurantCreated',
    'RestaurantUpdated',
    'RestaurantImageChanged',
    'RestaurantDeleted',
  ],
  favorites: ['FavoriteAdded', 'FavoriteRemoved'],
  message: ['MessageReceived', 'MessageErased'],
};

/**
 * One line saying what an event did, without who did it. Events of a type this code does
 * not know (newer code wrote them) get their type in words rather than failing.
 */
export function summarize(
  event: { stream: string; type: string; data: unknown },
  before?: StateBefore,
  names?: EntryNames,
): string {
  const { kind } = parseStream(event.stream);
  const known = KNOWN[kind];
  if (known && !known.includes(event.type)) return humanizeType(event.type);
  const typed = { type: event.type, data: event.data };
  try {
    switch (kind) {
      case 'order':
        return summarizeOrder(typed as OrderEvent);
      case 'restaurant':
        return summarizeRestaurant(
          typed as RestaurantEvent,
          before?.kind === 'restaurant' ? before.state : undefined,
        );
      case 'menu':
        return summarizeMenu(
          typed as MenuEvent,
          before?.kind === 'menu' ? before.state : undefined,
          names,
        );
      case 'user':
        return summarizeUser(typed as UserEvent);
      case 'favorites':
        return summarizeFavorites(typed as FavoritesEvent);
      case 'message':
        return summarizeMessage(typed as MessageEvent);
      case 'other':
        return humanizeType(event.type);
      default: {
        const _never: never = kind;
        return humanizeType(_never);
      }
    }
  } catch {
    // Old events may miss fields today's types require; the audit must still show them.
    return humanizeType(event.type);
  }
}
