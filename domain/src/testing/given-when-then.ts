import type { Decider, DomainEvent } from '../commands/decider';
import { DomainError, type DomainErrorKind, type FieldError } from '../shared/errors';

/**
 * given([events]).when(command).then([events]) / .thenRefuses(kind, message) /
 * .thenThrows(check) for decider tests, in the style of Emmett's DeciderSpecification. Framework-neutral: it throws on mismatch
 * with a message showing both sides, so any test runner reports it.
 */
export function deciderSpec<Command, State, Event extends DomainEvent>(
  decider: Decider<Command, State, Event>,
) {
  return {
    given(events: readonly Event[] = []) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: readonly Event[]) {
              const actual = run();
              const a = stringify(actual);
              const e = stringify(expected);
              if (a !== e) throw new Error(`Expected events\n${e}\nbut got\n${a}`);
            },
            /**
             * The decider refuses with a domain error of `kind` (the HTTP status a caller
             * gets), and, when given, the message the user reads and the field errors.
             */
            thenRefuses(kind: DomainErrorKind, message?: string, errors?: readonly FieldError[]) {
              this.thenThrows((error) => {
                const refusal = {
                  kind: error instanceof DomainError ? error.kind : error.name,
                  message: error.message,
                  errors: error instanceof DomainError ? error.errors : [],
                };
                const wanted = {
                  kind,
                  message: message ?? refusal.message,
                  errors: errors ?? refusal.errors,
                };
                if (stringify(refusal) !== stringify(wanted)) {
                  throw new SpecFailure(
                    `Expected the refusal\n${stringify(wanted)}\nbut got\n${stringify(refusal)}`,
                  );
                }
              });
            },
            thenThrows(check?: (error: Error) => boolean | void) {
              let thrown: unknown;
              try {
                const actual = run();
                thrown = undefined;
                throw new SpecFailure(`Expected an error but got events\n${stringify(actual)}`);
              } catch (err) {
                if (err instanceof SpecFailure) throw err;
                thrown = err;
              }
              if (!(thrown instanceof Error))
                throw new Error(`Expected an Error, got ${String(thrown)}`);
              if (check && check(thrown) === false)
                throw new Error(`The error did not match: ${thrown.message}`);
            },
          };
        },
      };
    },
  };
}

class SpecFailure extends Error {}

function stringify(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v), 2);
}
