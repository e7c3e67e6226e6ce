import type { OrderActorRole } from '@pickup/domain/ordering/machine';
import { ORDERS_PROJECTION } from '@pickup/projections/orders/columns';
import type { OrderDetailView } from '@pickup/projections/orders/views';

/** What an ordering command left behind: the order, and whether its read model has caught up. */
export interface OrderOutcome {
  orderId: string;
  /** false for a replayed submission that returns the first order. */
  created: boolean;
  checkpoint: string;
  caughtUp: boolean;
  /** A new order's receipt, from its own event, once its read model has caught up. */
  placed?: OrderDetailView;
  /** The part the actor played, when the command established it (their buttons follow). */
  part?: OrderActorRole;
}

/** The read models an ordering command waits for before it answers. */
export const READ_MODELS = [ORDERS_PROJECTION];
