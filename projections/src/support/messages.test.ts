import { describe, it } from 'vitest';
import { DELETED_USER_LABEL } from '@pickup/domain/identity/constants';
import { projectionSpec } from '../testing/projection-spec';
import { messagesProjection, REMOVED_MESSAGE_TEXT } from './messages';

const spec = projectionSpec(messagesProjection);

const received = (messageId: string, senderId: string | null) => ({
  stream: `message-${messageId}`,
  type: 'MessageReceived',
  data: {
    messageId,
    kind: 'support',
    category: 'order',
    name: 'Ana Silva',
    email: 'ana@example.com',
    subject: 'Late order',
    message: 'Where is it?',
    senderId,
    receivedAt: '2030-01-01T12:00:00.000Z',
  },
});
const erased = (messageId: string) => ({
  stream: `message-${messageId}`,
  type: 'MessageErased',
  data: { messageId, erasedAt: '2030-01-02T12:00:00.000Z' },
});
const userDeleted = (userId: string) => ({
  stream: `user-${userId}`,
  type: 'UserDeleted',
  data: { userId, by: { id: userId, role: 'customer' }, at: '2030-01-02T12:00:00.000Z' },
});

const kept = { name: 'Ana Silva', email: 'ana@example.com', subject: 'Late order' };
const removed = { name: DELETED_USER_LABEL, email: null, subject: REMOVED_MESSAGE_TEXT };
const messagesLike = (prefix: string) =>
  `SELECT id, name, email, subject FROM rm_support_messages.messages
   WHERE id LIKE '${prefix}-%' ORDER BY id`;

describe('support messages', () => {
  it('removes what was written before a deletion or an erasure, in one batch or event by event', async () => {
    // A sender's account deleted between two of their messages (the later is kept), and an
    // anonymous message erased while another stays.
    const story = (p: string) => [
      received(`${p}-1`, `${p}-u`),
      userDeleted(`${p}-u`),
      received(`${p}-2`, `${p}-u`),
      received(`${p}-3`, null),
      received(`${p}-4`, null),
      erased(`${p}-3`),
    ];
    const rows = (p: string) => [
      { id: `${p}-1`, ...removed },
      { id: `${p}-2`, ...kept },
      { id: `${p}-3`, ...removed },
      { id: `${p}-4`, ...kept },
    ];
    await spec.given(story('a')).then(messagesLike('a'), rows('a'));
    await spec.given(story('b')).oneEventPerBatch().then(messagesLike('b'), rows('b'));
  });

  it('removes what a deleted sender wrote in an earlier batch', async () => {
    await spec
      .given([received('c-1', 'c-u'), received('c-2', null)], [userDeleted('c-u')])
      .then(messagesLike('c'), [
        { id: 'c-1', ...removed },
        { id: 'c-2', ...kept },
      ]);
  });
});
