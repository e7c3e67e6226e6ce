import { evolveMenu } from '@pickup/domain/catalog/menu-evolve';
import { menuStream, type MenuEvent, type MenuState } from '@pickup/domain/catalog/menu-types';
import {
  evolveRestaurant,
  restaurantStream,
  type RestaurantEvent,
  type RestaurantState,
} from '@pickup/domain/catalog/restaurant';
import { userStream, type UserEvent } from '@pickup/domain/identity/events';
import { evolveUser, initialUserState, type UserState } from '@pickup/domain/identity/state';
import { orderDecider, orderStream, type OrderEvent } from '@pickup/domain/ordering/order';
import type { StateBefore } from '@pickup/projections/audit/summarize';
import { AUDIT_KINDS } from '@pickup/projections/audit/contract';

/** The streams whose history an admin can audit. */
export { AUDIT_KINDS };
export type AuditKind = (typeof AUDIT_KINDS)[number];

type Loose = { type: string; data: unknown };

/** How to name a stream and fold it with its domain's own `evolve`. */
interface StreamModel {
  stream(id: string): string;
  initial(): unknown;
  evolve(state: unknown, event: Loose): unknown;
  /** The folded state, as the summaries take it (old values in "12.00 → 13.50"). */
  before(state: unknown): StateBefore | undefined;
}

function model<S>(
  stream: (id: string) => string,
  initial: () => S,
  evolve: (state: S, event: Loose) => S,
  before: (state: S) => StateBefore | undefined = () => undefined,
): StreamModel {
  return {
    stream,
    initial,
    evolve: (state, event) => evolve(state as S, event),
    before: (state) => before(state as S),
  };
}

export const STREAM_MODELS: Record<AuditKind, StreamModel> = {
  order: model(orderStream, orderDecider.initialState, (s, e) =>
    orderDecider.evolve(s, e as OrderEvent),
  ),
  restaurant: model<RestaurantState>(
    restaurantStream,
    () => ({ status: 'absent' }),
    (s, e) => evolveRestaurant(s, e as RestaurantEvent),
    (state) => ({ kind: 'restaurant', state }),
  ),
  menu: model<MenuState>(
    menuStream,
    () => ({ status: 'absent' }),
    (s, e) => evolveMenu(s, e as MenuEvent),
    (state) => ({ kind: 'menu', state }),
  ),
  // After crypto-shredding `pii` reads as null; evolveUser spreads it, leaving names unset.
  user: model<UserState>(userStream, initialUserState, (s, e) => evolveUser(s, e as UserEvent)),
};
