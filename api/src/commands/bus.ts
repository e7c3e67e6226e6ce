import { randomUUID } from 'node:crypto';
import type { Decider, DomainEvent } from '@pickup/domain/commands/decider';
import { handle, onStream, type Decide, type Handled } from './handle';
import type { EventStore } from '@pickup/domain/eventstore/types';
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

/** How a command is named, recorded and answered. */
export interface Run<T> {
  /** Name for metrics and logs, e.g. 'PlaceOrder'. */
  name: string;
  actor: Actor | null;
  /** The role recorded when no one is signed in (the holder of an order's link). */
  anonymousRole?: string;
  /** When the command was handled, for its events' metadata; now by default. */
  at?: Date;
  correlationId?: string;
  /** Read models the caller reads next (or, given the answer, which): the reply waits for them. */
  readModels?: readonly string[] | ((answer: T) => readonly string[]);
}

export interface Execute<Command, State, Event extends DomainEvent> extends Run<State> {
  stream: string;
  decider: Decider<Command, State, Event>;
  /** The command, or a function of the current state (when the command needs it). */
  command: Command | ((state: State) => Command);
}

export interface Ran<T> extends Handled<T> {
  /** false when the read models did not catch up in time: answer 202 with the checkpoint. */
  caughtUp: boolean;
}

export interface Executed<State> extends Ran<State> {
  /** The stream's state after the new events. */
  state: State;
}

/** Runs commands through the command helper and waits for the read models read next. */
export function createCommandBus(deps: CommandBusDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;

  /** A decision over any streams it reads (../commands/handle.ts), recorded and waited for. */
  async function run<T>(x: Run<T>, decide: Decide<T>): Promise<Ran<T>> {
    let handled: Handled<T>;
    try {
      handled = await handle(deps.store, decide, {
        newId,
        metadata: {
          actorId: x.actor?.userId ?? null,
          actorRole: x.actor?.role ?? x.anonymousRole ?? null,
          correlationId: x.correlationId ?? newId(),
          causationId: null,
          at: (x.at ?? now()).toISOString(),
        },
      });
    } catch (err) {
      deps.onOutcome?.(x.name, outcomeOf(err));
      throw err;
    }
    deps.onOutcome?.(x.name, 'accepted');
    const readModels =
      typeof x.readModels === 'function' ? x.readModels(handled.answer) : (x.readModels ?? []);
    const caughtUp =
      handled.events.length === 0 || readModels.length === 0
        ? true
        : await deps.waitFor(handled.checkpoint, readModels);
    return { ...handled, caughtUp };
  }

  return {
    run,

    /** A command of one stream's decider. */
    async execute<Command, State, Event extends DomainEvent>(
      x: Execute<Command, State, Event>,
    ): Promise<Executed<State>> {
      const ran = await run(x, onStream(x.stream, x.decider, x.command));
      return { ...ran, state: ran.answer };
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
