import type { Challenge } from 'altcha-lib/types';
import type { Role } from '@pickup/domain/identity/constants';
import { ensureAccount } from '../identity/accounts';
import { SYSTEM_ACTOR } from '../identity/service';
import { solve } from './captcha';
import type { RunningServer } from './running-server';

export interface Reply<T> {
  status: number;
  text: string;
  body: T;
}

/** One HTTP call to a running server, as a browser or script outside would make it. */
export async function call<T = { message?: string }>(
  server: RunningServer,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Reply<T>> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : {}) as T };
}

export interface SignedIn {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** An account of `role` (created directly, verified), signed in over HTTP. */
export async function signedIn(
  server: RunningServer,
  role: Role,
  who: { email: string; firstName: string; lastName: string },
): Promise<SignedIn> {
  const password = `${who.firstName.toLowerCase()}-password-1`;
  const id = await ensureAccount(server.handle.services.identity, SYSTEM_ACTOR, {
    ...who,
    password,
    phone: '+15555550100',
    role,
    emailVerified: true,
    phoneVerified: true,
  });
  const res = await call<{ tokens: { accessToken: string } }>(server, 'POST', '/api/auth/login', {
    body: { email: who.email, password },
  });
  if (res.status !== 200) throw new Error(`login of ${who.email} answered ${res.status}`);
  return { id, email: who.email, password, token: res.body.tokens.accessToken };
}

/** A solved captcha for one form submission. */
export async function captchaFor(server: RunningServer): Promise<string> {
  return solve((await call<Challenge>(server, 'GET', '/api/captcha/challenge')).body);
}
