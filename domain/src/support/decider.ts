import type { Decider } from '../commands/decider';
import { conflict, notFound } from '../shared/errors';
import type { MessageCommand } from './commands';
import type { MessageEvent } from './events';

export type MessageState =
  { status: 'None' } | { status: 'Received'; kind: 'support' | 'contact' } | { status: 'Erased' };

export const MESSAGE_ALREADY_RECEIVED = 'This message was already received';
export const MESSAGE_NOT_FOUND = 'Message not found';

export function decideMessage(command: MessageCommand, state: MessageState): MessageEvent[] {
  switch (command.type) {
    case 'ReceiveMessage': {
      if (state.status !== 'None') throw conflict(MESSAGE_ALREADY_RECEIVED);
      const { type: _type, ...data } = command;
      return [{ type: 'MessageReceived', data }];
    }
    case 'EraseMessage':
      if (state.status === 'None') throw notFound(MESSAGE_NOT_FOUND);
      // Erasing twice changes nothing: a retry after a failure is safe.
      if (state.status === 'Erased') return [];
      return [
        {
          type: 'MessageErased',
          data: { messageId: command.messageId, erasedAt: command.erasedAt },
        },
      ];
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export function evolveMessage(_state: MessageState, event: MessageEvent): MessageState {
  switch (event.type) {
    case 'MessageReceived':
      return { status: 'Received', kind: event.data.kind };
    case 'MessageErased':
      return { status: 'Erased' };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

export const messageDecider: Decider<MessageCommand, MessageState, MessageEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: evolveMessage,
  decide: decideMessage,
};
