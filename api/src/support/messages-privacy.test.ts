import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRestaurant } from '../ordering/testing/catalog';
import { captchaFor, call, signedIn, type SignedIn } from '../testing/outsider';
import { startRunningServer, type RunningServer } from '../testing/running-server';
import { REMOVED_MESSAGE_TEXT, type MessageView } from '@pickup/projections/support/messages';
import { MESSAGE_ERASED, MESSAGE_OF_AN_ACCOUNT } from './routes';

/** Issue 17 item 7: a sender's messages follow them into their export and out at deletion. */
let server: RunningServer;
let owner: SignedIn;
let admin: SignedIn;

const question = (name: string, email: string, message: string) => ({
  name,
  email,
  subject: 'Opening hours on holidays',
  category: 'general',
  message,
});

async function send(body: object, token?: string) {
  const sent = await call<{ id: string }>(server, 'POST', '/api/contact/support', {
    token,
    body: { ...body, captcha: await captchaFor(server) },
  });
  expect(sent.status).toBe(201);
  return sent.body.id;
}

type Export = { data: { messages: MessageView[]; restaurants: { id: string; name: string }[] } };

beforeAll(async () => {
  server = await startRunningServer();
  owner = await signedIn(server, 'restaurant_owner', {
    email: 'olga.owner@example.com',
    firstName: 'Olga',
    lastName: 'Owner',
  });
  admin = await signedIn(server, 'admin', {
    email: 'ada.admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
  });
});
afterAll(() => server.close());

it("exports the owner's own messages and restaurants, and nobody else's", async () => {
  const { bus } = server.handle.services;
  const restaurantId = await createRestaurant(bus, {
    ownerId: owner.id,
    name: "Olga's Pierogi",
    hours: null,
  });
  await createRestaurant(bus, { ownerId: admin.id, name: 'Not Olga’s Diner', hours: null });
  const mine = await send(
    question('Olga Owner', owner.email, 'Can I close on Easter?'),
    owner.token,
  );
  await send(question('Ada Admin', admin.email, 'Someone else asking'), admin.token);
  await send(question('Anon Ymous', 'anon@example.com', 'Sent without an account'));

  const res = await call<Export>(server, 'POST', '/api/user/data-export', {
    token: owner.token,
    body: { currentPassword: owner.password },
  });
  expect(res.status).toBe(200);
  expect(res.body.data.messages).toEqual([
    expect.objectContaining({
      id: mine,
      name: 'Olga Owner',
      email: owner.email,
      message: 'Can I close on Easter?',
      senderId: owner.id,
    }),
  ]);
  expect(res.body.data.restaurants).toEqual([
    expect.objectContaining({ id: restaurantId, name: "Olga's Pierogi" }),
  ]);
});

it("makes a deleted sender's messages unreadable, in the admin list and in the event store", async () => {
  const leaver = await signedIn(server, 'customer', {
    email: 'lee.leaver@example.com',
    firstName: 'Lee',
    lastName: 'Leaver',
  });
  const id = await send(
    question('Lee Leaver', leaver.email, 'Please call me on 07700 900123'),
    leaver.token,
  );
  const anonymousId = await send(question('Sam Stranger', 'sam@example.com', 'No account here'));
  const listed = async () =>
    (await call<MessageView[]>(server, 'GET', '/api/admin/messages', { token: admin.token })).body;
  expect((await listed()).find((m) => m.id === id)?.message).toBe('Please call me on 07700 900123');

  const deleted = await call(server, 'DELETE', '/api/user/delete-account', {
    token: leaver.token,
    body: { confirmDeletion: true, currentPassword: leaver.password },
  });
  expect(deleted.status).toBe(200);

  const after = await listed();
  expect(after.find((m) => m.id === id)).toMatchObject({
    name: 'Deleted user',
    email: null,
    subject: REMOVED_MESSAGE_TEXT,
    message: REMOVED_MESSAGE_TEXT,
  });
  expect(JSON.stringify(after)).not.toContain('07700 900123');
  // Someone without an account is not touched by another's deletion.
  expect(after.find((m) => m.id === anonymousId)?.message).toBe('No account here');

  // A replay (what a rebuild reads) finds nothing left to decrypt.
  const replayed = await server.handle.services.store.readStream(`message-${id}`);
  expect(replayed.events[0]?.data).toMatchObject({
    name: null,
    email: null,
    subject: null,
    message: null,
  });
});

it('erases a message sent without an account, for good; only admins may', async () => {
  const id = await send(
    question('Rae Request', 'rae@example.com', 'Please forget me: 07700 900456'),
  );
  const byAccount = await send(
    question('Olga Owner', owner.email, 'Kept with my account'),
    owner.token,
  );
  const erase = (messageId: string, token?: string) =>
    call(server, 'DELETE', `/api/admin/messages/${messageId}`, { token });

  expect((await erase(id, owner.token)).status).toBe(403);
  expect((await erase(id)).status).toBe(401);
  expect((await erase('not-an-id', admin.token)).status).toBe(400);
  expect((await erase('00000000-0000-4000-8000-000000000000', admin.token)).status).toBe(404);
  const refused = await erase(byAccount, admin.token);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe(MESSAGE_OF_AN_ACCOUNT);

  const erased = await erase(id, admin.token);
  expect(erased.status).toBe(200);
  expect(erased.body.message).toBe(MESSAGE_ERASED);
  expect((await erase(id, admin.token)).status).toBe(200);

  const list = (
    await call<MessageView[]>(server, 'GET', '/api/admin/messages', { token: admin.token })
  ).body;
  expect(list.find((m) => m.id === id)).toMatchObject({
    email: null,
    message: REMOVED_MESSAGE_TEXT,
  });
  expect(JSON.stringify(list)).not.toContain('07700 900456');
  expect(list.find((m) => m.id === byAccount)?.message).toBe('Kept with my account');
  const replayed = await server.handle.services.store.readStream(`message-${id}`);
  expect(replayed.events[0]?.data).toMatchObject({ name: null, email: null, message: null });
  const { rows } = await server.db.pool.query('SELECT key FROM user_keys WHERE user_id = $1', [
    `message-${id}`,
  ]);
  expect(rows).toEqual([{ key: null }]);
});
