import { describe, expect, it } from 'vitest';
import type { Decider } from '../commands/decider';
import { conflict, validation } from '../shared/errors';
import { deciderSpec } from './given-when-then';

type Event = { type: 'Opened'; data: { name: string } };
type Command = { name: string };

/** Opens once, with a name; refuses a blank name and a second opening. */
const door: Decider<Command, { open: boolean }, Event> = {
  initialState: () => ({ open: false }),
  evolve: () => ({ open: true }),
  decide: (command, state) => {
    if (command.name.trim() === '') {
      throw validation('Name is required', [{ pointer: '/name', detail: 'Name is required' }]);
    }
    if (state.open) throw conflict('Already open');
    return [{ type: 'Opened', data: { name: command.name } }];
  },
};
const spec = deciderSpec(door);
const opened: Event = { type: 'Opened', data: { name: 'a' } };

describe('deciderSpec thenRefuses', () => {
  it('passes for the refusal the decider makes: its kind, message and field errors', () => {
    spec.given([opened]).when({ name: 'b' }).thenRefuses('conflict');
    spec.given([opened]).when({ name: 'b' }).thenRefuses('conflict', 'Already open');
    spec
      .given([])
      .when({ name: ' ' })
      .thenRefuses('validation', 'Name is required', [
        { pointer: '/name', detail: 'Name is required' },
      ]);
  });

  it('fails on another kind, another message, other field errors, or no refusal at all', () => {
    const when = (events: Event[], name: string) => spec.given(events).when({ name });
    expect(() => when([opened], 'b').thenRefuses('validation')).toThrow(/Expected the refusal/);
    expect(() => when([opened], 'b').thenRefuses('conflict', 'Closed')).toThrow(/"Closed"/);
    expect(() => when([], '').thenRefuses('validation', 'Name is required', [])).toThrow(
      /Expected the refusal/,
    );
    expect(() => when([], 'b').thenRefuses('conflict')).toThrow(/Expected an error/);
  });
});
