import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHttpProviderNotifier } from '../notifications/http-provider';
import type { Message } from '../notifications/notifier';
import { createSmsCatcher, type CaughtMessage } from './sms-catcher';

/** Stands in for the mail catcher's inbox. */
const inbox: Message[] = [];
const catcher = createSmsCatcher({
  relay: { send: async (m) => void inbox.push(m) },
  now: () => new Date('2030-01-01T00:00:00Z'),
});
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => catcher.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(catcher.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => catcher.close(resolve)));

it('catches what the SMS adapter sends in either shape and relays it to the inbox', async () => {
  const json = createHttpProviderNotifier({ url: `${base}/send`, token: 't' });
  const form = createHttpProviderNotifier({
    url: base,
    format: 'form',
    user: 'u',
    password: 'p',
    from: '+15550000000',
  });
  await json.send({ channel: 'sms', to: '+1 555 010 0004', body: 'Your code is 123456' });
  await form.send({ channel: 'call', to: '+15550100005', body: 'Your code is 1 2 3 <4 5 6>' });

  const listed = (await (await fetch(base)).json()) as CaughtMessage[];
  expect(listed).toEqual([
    {
      channel: 'call',
      to: '+15550100005',
      from: '+15550000000',
      body: 'Your code is 1 2 3 <4 5 6>',
      at: '2030-01-01T00:00:00.000Z',
    },
    {
      channel: 'sms',
      to: '+1 555 010 0004',
      from: null,
      body: 'Your code is 123456',
      at: '2030-01-01T00:00:00.000Z',
    },
  ]);
  expect(inbox).toEqual([
    {
      channel: 'email',
      to: '15550100004@sms.invalid',
      subject: 'SMS to +1 555 010 0004',
      body: 'Your code is 123456',
    },
    {
      channel: 'email',
      to: '15550100005@sms.invalid',
      subject: 'Call to +15550100005',
      body: 'Your code is 1 2 3 <4 5 6>',
    },
  ]);
});

it('answers 400 to a POST that is not a message', async () => {
  const response = await fetch(base, { method: 'POST', body: 'hello' });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: 'Expected a POST of { to, body } or To and Body',
  });
});
