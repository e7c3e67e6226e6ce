import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpProviderNotifier } from './http-provider';

interface Call {
  path?: string;
  auth: string | undefined;
  key: string | undefined;
  body: unknown;
}

const calls: Call[] = [];
const forms: Call[] = [];
let server: Server;
let base: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const text = await readBody(req);
    if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
    if (req.url === '/broken') {
      res.writeHead(502).end('upstream carrier unavailable');
      return;
    }
    if (req.headers['content-type'] === 'application/x-www-form-urlencoded') {
      forms.push({
        path: req.url,
        auth: req.headers.authorization,
        key: req.headers['idempotency-key'] as string | undefined,
        body: Object.fromEntries(new URLSearchParams(text)),
      });
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
      return;
    }
    calls.push({
      auth: req.headers.authorization,
      key: req.headers['idempotency-key'] as string | undefined,
      body: JSON.parse(text),
    });
    res.writeHead(202).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMS and call provider over HTTP', () => {
  it('posts the message as JSON with the token', async () => {
    const notifier = createHttpProviderNotifier({ url: `${base}/send`, token: 'tok' });
    await notifier.send({ channel: 'sms', to: '+15551234567', body: 'Code 123456', key: 'k1' });
    await notifier.send({ channel: 'call', to: '+15551234567', body: 'Your code is 1 2 3' });
    expect(calls).toEqual([
      {
        auth: 'Bearer tok',
        key: 'k1',
        body: { to: '+15551234567', body: 'Code 123456', channel: 'sms' },
      },
      {
        auth: 'Bearer tok',
        key: undefined,
        body: { to: '+15551234567', body: 'Your code is 1 2 3', channel: 'call' },
      },
    ]);
  });

  it('says what the provider answered when it refuses', async () => {
    const notifier = createHttpProviderNotifier({ url: `${base}/broken` });
    await expect(notifier.send({ channel: 'sms', to: '+1555', body: 'x' })).rejects.toThrow(
      'The sms provider refused the message (502): upstream carrier unavailable',
    );
  });

  it('gives up after the timeout', async () => {
    const notifier = createHttpProviderNotifier({ url: `${base}/slow`, timeoutMs: 100 });
    await expect(notifier.send({ channel: 'call', to: '+1555', body: 'x' })).rejects.toThrow(
      'The call provider did not answer within 100 ms',
    );
  });

  it('says so when the provider cannot be reached', async () => {
    const notifier = createHttpProviderNotifier({ url: 'http://127.0.0.1:1/send' });
    await expect(notifier.send({ channel: 'sms', to: '+1555', body: 'x' })).rejects.toThrow(
      'The sms provider could not be reached',
    );
  });

  it('posts Twilio-shaped forms with basic auth, a call reading the text out', async () => {
    const notifier = createHttpProviderNotifier({
      url: `${base}/2010-04-01/Accounts/AC1/Messages.json`,
      callUrl: `${base}/2010-04-01/Accounts/AC1/Calls.json`,
      format: 'form',
      user: 'AC1',
      password: 'auth-token',
      from: '+15550000000',
    });
    await notifier.send({ channel: 'sms', to: '+15551234567', body: 'Code 123456', key: 'k2' });
    await notifier.send({ channel: 'call', to: '+15551234567', body: 'Code 1 2 3 <4>' });
    const basic = `Basic ${Buffer.from('AC1:auth-token').toString('base64')}`;
    expect(forms).toEqual([
      {
        path: '/2010-04-01/Accounts/AC1/Messages.json',
        auth: basic,
        key: 'k2',
        body: { To: '+15551234567', From: '+15550000000', Body: 'Code 123456' },
      },
      {
        path: '/2010-04-01/Accounts/AC1/Calls.json',
        auth: basic,
        key: undefined,
        body: {
          To: '+15551234567',
          From: '+15550000000',
          Twiml: '<Response><Say>Code 1 2 3 &#60;4&#62;</Say></Response>',
        },
      },
    ]);
  });
});
