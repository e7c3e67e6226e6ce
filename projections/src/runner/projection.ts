import type pg from 'pg';
import type { RecordedEvent, SubscriptionFilter } from '@pickup/domain/eventstore/types';

/**
 * A read model fed by the event store. Each projection owns one Postgres schema
 * (`schemaOf(name)`); `ddl` and `apply` run with that schema first on the search_path, so
 * they use unqualified table names, while query functions read `rm_<name>.<table>`.
 */
export interface Projection {
  /** Lower-case identifier; also names the schema and the checkpoint row. */
  name: string;
  /** Bump to rebuild the read model from position zero beside the live one, then swap. */
  version: number;
  /** CREATE TABLE ... statements with unqualified table names. */
  ddl: string;
  filter?: SubscriptionFilter;
  /**
   * Names of indexes in `ddl` that only queries use, never `apply`: a rebuild creates them
   * after replaying the log, one sorted build each instead of an entry per inserted row. A
   * primary key may be listed when `apply` relies on it only to skip an event applied twice
   * (ON CONFLICT DO NOTHING without a target, a plain insert without it): a rebuild applies
   * each event once, and adding the key back would fail on a duplicate.
   */
  queryIndexes?: readonly string[];
  /**
   * For a read model no reply waits on (a summary read now and then): after a live batch,
   * let events gather this long before the next, so a busy log is applied in fewer, larger
   * transactions. An event after a quiet spell is still applied at once.
   */
  gatherMs?: number;
  /**
   * The one write path: applies a batch of events, in log order, inside the batch's
   * transaction (a single event is a batch of one). Must be idempotent and leave the same
   * rows however the log is cut into batches. NOTIFY here if screens need it.
   */
  apply(tx: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * For a read model whose batch is a few statements that use no result of one another: those
   * statements, which `apply` runs in order (`applyStatements`). Where the pool pipelines
   * (node-postgres `pipeline: true`), the runner sends them at once with the transaction's
   * opening, the checkpoint move and the commit: one round trip per batch instead of three.
   */
  statements?(events: readonly RecordedEvent[]): pg.QueryConfig[];
}

/** The `apply` of a projection whose batch is its `statements`, run one after another. */
export function applyStatements(
  statements: (events: readonly RecordedEvent[]) => pg.QueryConfig[],
): Projection['apply'] {
  return async (tx, events) => {
    for (const statement of statements(events)) await tx.query(statement);
  };
}

/** The batch form of a handler written per event, for read models with no faster way. */
export function oneAtATime(
  applyOne: (tx: pg.PoolClient, event: RecordedEvent) => Promise<void>,
): Projection['apply'] {
  return async (tx, events) => {
    for (const event of events) await applyOne(tx, event);
  };
}

/** Same shape as the api's migrate() input; projections may not import the api. */
export interface Migration {
  id: string;
  sql: string;
}

export interface RunnerLog {
  info(msg: string, meta?: object): void;
  warn(msg: string, meta?: object): void;
  error(msg: string, meta?: object): void;
}

/** Channel on which every committed batch announces `<name>:<checkpoint>`. */
export const PROJECTION_CHANNEL = 'pickup_projection';

// Names end up inside SQL identifiers, so they are restricted rather than quoted; `__` is
// reserved for the rebuild and retired schemas.
const NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

export function assertProjectionName(name: string): void {
  if (!NAME.test(name) || name.length > 40) {
    throw new Error(`invalid projection name ${JSON.stringify(name)}: use lower_snake_case`);
  }
}

/** Schema holding the live tables of a projection. */
export function schemaOf(name: string): string {
  assertProjectionName(name);
  return `rm_${name}`;
}

export function rebuildSchemaOf(name: string): string {
  return `${schemaOf(name)}__rebuild`;
}

export function retiredSchemaOf(name: string): string {
  return `${schemaOf(name)}__old`;
}

/** Checkpoint row used by a rebuild in progress, beside the live row. */
export function rebuildRowOf(name: string): string {
  return `${name}__rebuild`;
}

/** `after` for subscribeToAll: the empty checkpoint means nothing applied yet. */
export function subscribeAfter(checkpoint: string): string {
  return checkpoint === '' ? 'start' : checkpoint;
}
