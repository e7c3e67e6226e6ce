import { randomUUID } from 'node:crypto';
import type { Decider, DomainEvent } from '@pickup/domain/commands/decider';
import { handle, type HandleResult } from './handle';
import type { EventStore, StreamRead } from '@pickup/domain/eventstore/types';
import { DomainError } from '@pickup/domain/shared/errors';
import type { Actor } from '../http/actor';

/** Waits until the named read models have reached a checkpoint; false on timeout. */
export type WaitForProjections = (
  checkpoint: string,
  names?: readonly string[],
  timeoutMs?: number,
) => Promise<boolean>;

export type CommandOutcome = 'accepted' | 'rejected' | 'conflict' | 'failed';

export interface CommandBusDeps {
  store: EventStore;
  waitFor: WaitForProjections;
  now?: () => Date;
  newId?: () => string;
  onOutcome?: (command: string, outcome: CommandOutcome) => void;
}

export interface Execute<Command, State, Event extends DomainEvent> {
  /** Name for metrics and logs, e.g. 'PlaceOrder'. */
  name: string;
  stream: string;
  decider: Decider<Command, State, Event>;
  /** The command, or a function of the current state (when the command needs it). */
  command: Command | ((state: State) => Command);
  actor: Actor | null;
  correlationId?: string;
  /** Read models the caller reads next: the reply waits for them (read-your-writes). */
  readModels?: readonly string[];
  /** The stream as the caller already read it; saves the first attempt a read. */
  firstRead?: StreamRead;
}

export interface Executed<State> extends HandleResult<State> {
  /** false when the read models did not catch up in time: answer 202 with the checkpoint. */
  caughtUp: boolean;
}

/** Runs a command through its decider and waits for the read models its caller reads next. */
export function createCommandBus(deps: CommandBusDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;
  return {
    async execute<Command, State, Event extends DomainEvent>(
      x: Execute<Command, State, Event>,
    ): Promise<Executed<State>> {
      let result: HandleResult<State>;
      try {
        result = await handle(deps.store, x.stream, x.decider, x.command, {
          firstRead: x.firstRead,
          newId,
          metadata: {
            actorId: x.actor?.userId ?? null,
            actorRole: x.actor?.role ?? null,
            correlationId: x.correlationId ?? newId(),
            causationId: null,
            at: now().toISOString(),
          },
        });
      } catch (err) {
        deps.onOutcome?.(x.name, outcomeOf(err));
        throw err;
      }
      deps.onOutcome?.(x.name, 'accepted');
      const caughtUp =
        result.events.length === 0 || !x.readModels || x.readModels.length === 0
          ? true
          : await deps.waitFor(result.checkpoint, x.readModels);
      return { ...result, caughtUp };
    },

    /**
     * A command whose events its caller appended together with other streams' (one
     * transaction): counted, and its read models waited for, as `execute` would.
     */
    async appended(name: string, checkpoint: string, readModels?: readonly string[]) {
      deps.onOutcome?.(name, 'accepted');
      return !readModels || readModels.length === 0 ? true : deps.waitFor(checkpoint, readModels);
    },

    /** A command its caller decided and appended itself that was refused or failed: counted. */
    refused(name: string, err: unknown) {
      deps.onOutcome?.(name, outcomeOf(err));
    },
  };
}

export type CommandBus = ReturnType<typeof createCommandBus>;

function outcomeOf(err: unknown): CommandOutcome {
  if (err instanceof DomainError) return err.kind === 'conflict' ? 'conflict' : 'rejected';
  if (err instanceof Error && err.name === 'ConcurrencyError') return 'conflict';
  return 'failed';
}
