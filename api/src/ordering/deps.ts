import type pg from 'pg';
import type { OrderLimits } from './order-limits';
import type { TurnedAwayLog } from './turned-away';
import type { EventStore } from '@pickup/domain/eventstore/types';
import type { CommandBus, WaitForProjections } from '../commands/bus';

/** What the ordering calls are built from; main.ts passes its services. */
export interface OrderingDeps {
  pool: pg.Pool;
  /** The decrypting store (user streams carry encrypted personal data). */
  store: EventStore;
  bus: CommandBus;
  /** The projection runner's waitFor, for replayed submissions (read-your-writes). */
  waitFor: WaitForProjections;
  now?: () => Date;
  /** The clock the order limits' fixed windows read; unset, `now`. */
  limitsNow?: () => Date;
  newId?: () => string;
  /** Unset: DEFAULT_ORDER_LIMITS. */
  limits?: OrderLimits;
  /** Where a refusal that could not be recorded as demand turned away is told; unset: stderr. */
  log?: TurnedAwayLog;
}
