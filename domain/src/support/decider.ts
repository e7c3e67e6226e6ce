import type { Decider } from '../commands/decider';
import { conflict } from '../shared/errors';
import type { MessageCommand } from './commands';
import type { MessageEvent } from './events';

export type MessageState = { status: 'None' } | { status: 'Received'; kind: 'support' | 'contact' };

export const MESSAGE_ALREADY_RECEIVED = 'This message was already received';

export function decideMessage(command: MessageCommand, state: MessageState): MessageEvent[] {
  if (state.status === 'Received') throw conflict(MESSAGE_ALREADY_RECEIVED);
  const { type: _type, ...data } = command;
  return [{ type: 'MessageReceived', data }];
}

export function evolveMessage(_state: MessageState, event: MessageEvent): MessageState {
  return { status: 'Received', kind: event.data.kind };
}

export const messageDecider: Decider<MessageCommand, MessageState, MessageEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: evolveMessage,
  decide: decideMessage,
};
