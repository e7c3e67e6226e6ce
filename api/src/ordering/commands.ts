import { systemNow } from '../clock';
import { randomUUID } from 'node:crypto';
import { createRateLimiter } from '../security/rate-limit';
import { changeStatusHandler } from './change-status';
import { checkInHandler } from './check-in';
import type { OrderingDeps } from './deps';
import { idempotencyGuard } from './idempotency';
import { orderLimitsGuard } from './order-limits';
import { placeOrderHandler } from './place-order';
import type { OrderingPorts } from './ports';
import { remindHandler } from './remind';
import { recordingRefusals, recordTurnedAway, type TurnedAwayLog } from './turned-away';

/**
 * The ordering commands built from the ports they are given (./ports.ts), as the composition
 * root (../composition/ordering.ts) builds them.
 */

export type { OrderOutcome } from './outcome';

/** Where no logger is given (scripts, tests): standard error. */
const stderrLog: TurnedAwayLog = { warn: (meta, msg) => console.warn(msg, meta) };

export function orderCommands(deps: OrderingDeps, ports: OrderingPorts) {
  const now = deps.now ?? systemNow;
  const newId = deps.newId ?? randomUUID;
  const common = { store: deps.store, bus: deps.bus, slots: ports.slots, now, newId };
  const { placeOrder } = placeOrderHandler({
    ...common,
    pool: deps.pool,
    facts: ports.facts,
    signals: ports.signals,
    stock: ports.stock,
  });
  const turnedAway = recordTurnedAway({
    store: deps.store,
    catalog: ports.facts.catalog,
    newId,
    log: deps.log ?? stderrLog,
  });
  /** What the route puts around placing an order (./routes.ts). */
  const placingGuards = {
    withinLimits: orderLimitsGuard(ports.limits),
    once: idempotencyGuard({ pool: deps.pool, store: deps.store, waitFor: deps.waitFor, newId }),
    refusalsRecorded: recordingRefusals(async (refused) => {
      deps.bus.refused('PlaceOrder', refused.error);
      await turnedAway(refused);
    }, now),
  };
  const { changeStatus } = changeStatusHandler({
    ...common,
    codeTries: createRateLimiter(deps.pool, { now: deps.limitsNow ?? now }),
  });
  const { checkIn } = checkInHandler(common);
  const { remind } = remindHandler(common);
  return { placeOrder, placingGuards, changeStatus, checkIn, remind };
}

export type OrderCommands = ReturnType<typeof orderCommands>;
