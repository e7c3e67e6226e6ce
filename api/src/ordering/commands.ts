import { systemNow } from '../clock';
import { randomUUID } from 'node:crypto';
import { createRateLimiter } from '../security/rate-limit';
import { changeStatusHandler } from './change-status';
import { checkInHandler } from './check-in';
import type { OrderingDeps } from './deps';
import { takeTurns } from './order-limits';
import { pickupTiming } from './pickup';
import { placeOrderHandler } from './place-order';
import type { OrderingPorts } from './ports';
import { remindHandler } from './remind';
import { recordTurnedAway, type TurnedAwayLog } from './turned-away';

/**
 * The ordering commands built from the ports they are given (./ports.ts), as the composition
 * root (../composition/ordering.ts) builds them.
 */

export type { OrderOutcome, PlaceOptions } from './place-order';
export { KEY_REUSED } from './place-order';

/** Where no logger is given (scripts, tests): standard error. */
const stderrLog: TurnedAwayLog = { warn: (meta, msg) => console.warn(msg, meta) };

export function orderCommands(deps: OrderingDeps, ports: OrderingPorts) {
  const now = deps.now ?? systemNow;
  const newId = deps.newId ?? randomUUID;
  const common = { store: deps.store, bus: deps.bus, slots: ports.slots, now, newId };
  const { placeOrder } = placeOrderHandler({
    ...common,
    pool: deps.pool,
    waitFor: deps.waitFor,
    facts: ports.facts,
    timing: pickupTiming(ports.signals),
    stock: ports.stock,
    limits: ports.limits,
    turns: takeTurns(),
    turnedAway: recordTurnedAway({
      store: deps.store,
      catalog: ports.facts.catalog,
      newId,
      log: deps.log ?? stderrLog,
    }),
  });
  const { changeStatus } = changeStatusHandler({
    ...common,
    codeTries: createRateLimiter(deps.pool, { now: deps.limitsNow ?? now }),
  });
  const { checkIn } = checkInHandler(common);
  const { remind } = remindHandler(common);
  return { placeOrder, changeStatus, checkIn, remind };
}

export type OrderCommands = ReturnType<typeof orderCommands>;
