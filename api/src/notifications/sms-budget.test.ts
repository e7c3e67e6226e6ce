import { afterEach, expect, it } from 'vitest';
import { startRunningServer, type RunningServer } from '../testing/running-server';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

let accounts = 0;
/** A new account with `phone` (numbers are not unique), signed up over HTTP. */
async function signUp(running: RunningServer, phone: string): Promise<string> {
  accounts += 1;
  const res = await fetch(`${running.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `texted-${accounts}@example.com`,
      password: 'texted-password-1',
      firstName: 'Tex',
      lastName: `Ted ${accounts}`,
      phone,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

async function textMeACode(running: RunningServer, token: string) {
  const res = await fetch(`${running.url}/api/verification/send-sms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

async function textsTo(running: RunningServer, phone?: string): Promise<number> {
  const { rows } = await running.db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM dev_outbox WHERE channel = 'sms' AND ($1::text IS NULL OR to_address = $1)`,
    [phone ?? null],
  );
  return rows[0]?.n ?? -1;
}

it('caps the texts sent to one phone number, however many accounts share it', async () => {
  server = await startRunningServer();
  const phone = '+15555550199';
  const answers = [];
  for (let n = 0; n < 7; n++) answers.push(await textMeACode(server, await signUp(server, phone)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  expect(answers[5]?.body.message).toMatch(
    /^Too many messages to this phone number\. Please try again in \d+ minutes?\.$/,
  );
  expect(await textsTo(server, phone)).toBe(5);
});

it('stops verification texts once their hourly budget is spent', async () => {
  server = await startRunningServer({ SMS_PER_HOUR: '3' });
  const answers = [];
  for (let n = 0; n < 5; n++) {
    answers.push(await textMeACode(server, await signUp(server, `+1555555020${n}`)));
  }
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
  expect(answers[3]?.body.message).toMatch(
    /^Text messages are paused for a while\. Please try again in \d+ minutes?\.$/,
  );
  expect(await textsTo(server)).toBe(3);
});

it('keeps verification codes going when order notifications have spent their budget', async () => {
  server = await startRunningServer({ SMS_PER_HOUR: '2', SMS_NOTIFICATIONS_PER_HOUR: '2' });
  const { notifier } = server.handle.services;
  // A busy evening: restaurants' new-order texts (what the reactors send) use up theirs.
  const notify = (n: number) =>
    notifier.send({ channel: 'sms', to: '+15555550300', body: `New order ${n}`, key: `n-${n}` });
  await notify(1);
  await notify(2);
  await expect(notify(3)).rejects.toThrow(/Text messages are paused/);

  const answers = [];
  for (let n = 0; n < 3; n++) {
    answers.push(await textMeACode(server, await signUp(server, `+1555555031${n}`)));
  }
  expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
  expect(await textsTo(server)).toBe(4);
});
