import { systemNow } from '../clock';
import { randomUUID } from 'node:crypto';
import { aggregateLoader } from '../commands/load-aggregate';
import { createRateLimiter } from '../security/rate-limit';
import { changeStatusHandler } from './change-status';
import { checkInHandler } from './check-in';
import type { OrderingDeps } from './deps';
import { streamCatalog, type FactSources } from './order-facts';
import { DEFAULT_ORDER_LIMITS, plainLimitCheck, takeTurns, type LimitCheck } from './order-limits';
import { pickupTiming, readKitchenSignals, type KitchenSignals } from './pickup';
import { atOnce, plainStock, type StockLoad, type StockTurns } from './item-stock';
import { placeOrderHandler } from './place-order';
import { remindHandler } from './remind';
import { plainSlotBook, type SlotBook } from './slot-book';
import { batchedLimitCheck } from './speed/batched-limits';
import { keptCatalog } from './speed/kept-catalog';
import { keptKitchenSignals } from './speed/kept-kitchen';
import { keptStock } from './speed/kept-stock';
import { stockTurns } from './speed/stock-turns';
import { slotGroupCommit } from './speed/slot-group-commit';
import { recordTurnedAway, type TurnedAwayLog } from './turned-away';

/**
 * The ordering commands assembled from their ports: plain (`speed: 'plain'`, each port
 * reads and writes for every call) or with the speed decorators of ./speed/ around them
 * (the default). The handlers are the same either way.
 */

export type { OrderOutcome, PlaceOptions } from './place-order';
export { KEY_REUSED } from './place-order';

export type OrderingSpeed = 'plain' | 'decorated';

export interface OrderingPorts {
  facts: FactSources;
  signals: KitchenSignals;
  slots: SlotBook;
  stock: StockLoad;
  stockTurns: StockTurns;
  limits: LimitCheck;
}

/** The kitchen's history and load, as the pickup promise reads them. */
export function kitchenSignals(deps: OrderingDeps): KitchenSignals {
  const now = deps.now ?? systemNow;
  const signals = readKitchenSignals(deps.pool, now);
  return deps.speed === 'plain' ? signals : keptKitchenSignals(signals, now);
}

export function orderingPorts(deps: OrderingDeps): OrderingPorts {
  const now = deps.now ?? systemNow;
  const load = aggregateLoader(deps.store);
  const limits = deps.limits ?? DEFAULT_ORDER_LIMITS;
  const signals = kitchenSignals(deps);
  if (deps.speed === 'plain')
    return {
      facts: { catalog: streamCatalog(deps.pool, load), load },
      signals,
      slots: plainSlotBook(deps.store),
      stock: plainStock(load),
      stockTurns: atOnce,
      limits: plainLimitCheck(deps.pool, limits, deps.limitsNow ?? now),
    };
  return {
    facts: { catalog: keptCatalog(deps.pool, load), load },
    signals,
    slots: slotGroupCommit(deps.store),
    stock: keptStock(load),
    stockTurns: stockTurns(),
    limits: batchedLimitCheck(deps.pool, limits, deps.limitsNow ?? now),
  };
}

/** Where no logger is given (scripts, tests): standard error. */
const stderrLog: TurnedAwayLog = { warn: (meta, msg) => console.warn(msg, meta) };

export function orderCommands(deps: OrderingDeps, ports: OrderingPorts = orderingPorts(deps)) {
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
    stockTurns: ports.stockTurns,
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
