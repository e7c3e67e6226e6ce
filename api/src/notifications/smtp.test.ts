import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createSmtpNotifier } from './smtp';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let url: string;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) callback(new Error('no such mailbox here'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP email', () => {
  it('delivers the message to a real SMTP server', async () => {
    const notifier = createSmtpNotifier({ url, from: 'Pickup <no-reply@pickup.example>' });
    await notifier.send({
      channel: 'email',
      to: 'ann@example.com',
      subject: 'Your verification code',
      body: 'Your code is 123456. It is valid for 10 minutes.',
      key: 'verify-u1-1',
    });
    notifier.close();
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.from).toBe('no-reply@pickup.example');
    expect(mail?.to).toEqual(['ann@example.com']);
    expect(mail?.raw).toMatch(/^Subject: Your verification code\r?$/m);
    expect(mail?.raw).toMatch(/^Message-ID: <verify-u1-1@pickup>\r?$/im);
    expect(mail?.raw).toContain('Your code is 123456. It is valid for 10 minutes.');
  });

  it('reports a refused recipient as a clear error', async () => {
    const notifier = createSmtpNotifier({ url, from: 'no-reply@pickup.example' });
    await expect(
      notifier.send({ channel: 'email', to: 'x@refused.example', subject: 's', body: 'b' }),
    ).rejects.toThrow(/Email to x@refused.example failed: .*no such mailbox/);
    notifier.close();
  });
});
