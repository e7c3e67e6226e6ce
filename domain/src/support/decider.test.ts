import { describe, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import type { ReceiveMessage } from './commands';
import { messageDecider } from './decider';
import type { MessageReceived } from './events';

const spec = deciderSpec(messageDecider);
const receivedAt = '2030-01-01T12:00:00.000Z';

const support: ReceiveMessage = {
  type: 'ReceiveMessage',
  messageId: 'm-1',
  senderId: null,
  kind: 'support',
  name: 'Ana Silva',
  email: 'ana@example.com',
  subject: 'Order question',
  category: 'billing',
  message: 'Where is my receipt, please?',
  receivedAt,
};

const contact: ReceiveMessage = {
  type: 'ReceiveMessage',
  messageId: 'm-2',
  senderId: 'u-1',
  kind: 'contact',
  name: 'Olu Ade',
  email: 'olu@example.com',
  subject: 'Partnership',
  category: 'partnership',
  company: 'Tasty Co',
  message: 'We would like to join the marketplace.',
  receivedAt,
};

const { type: _t, ...supportData } = support;
const received: MessageReceived = { type: 'MessageReceived', data: supportData };

describe('a new message', () => {
  it('a support message is received with everything the sender wrote', () => {
    spec.given([]).when(support).then([received]);
  });

  it('a contact message keeps its company and the signed-in sender', () => {
    const { type: _type, ...data } = contact;
    spec
      .given([])
      .when(contact)
      .then([{ type: 'MessageReceived', data }]);
  });
});

describe('a received message', () => {
  it('cannot be received again', () => {
    spec
      .given([received])
      .when(support)
      .thenThrows(
        (error) =>
          error instanceof DomainError &&
          error.kind === 'conflict' &&
          error.message === 'This message was already received',
      );
  });
});

describe('erasing a message', () => {
  const erase = { type: 'EraseMessage', messageId: 'm-1', erasedAt: receivedAt } as const;
  const erased = {
    type: 'MessageErased',
    data: { messageId: 'm-1', erasedAt: receivedAt },
  } as const;

  it('erases a received message once; again changes nothing', () => {
    spec.given([received]).when(erase).then([erased]);
    spec.given([received, erased]).when(erase).then([]);
  });

  it('cannot erase a message that was never received', () => {
    spec
      .given([])
      .when(erase)
      .thenThrows((error) => error instanceof DomainError && error.kind === 'not_found');
  });
});
