import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
} from '@pickup/domain/identity/schemas';
import type { ActiveUser } from '@pickup/domain/identity/state';
import { toUserView } from '@pickup/domain/identity/user-view';
import { acknowledgementSchema } from '@pickup/domain/shared/answers';
import { unauthenticated, validation } from '@pickup/domain/shared/errors';
import { getUser } from '@pickup/projections/identity/user-queries';
import { CATCHING_UP, route, type RouteDeps } from '../http/route';
import { needsRehash, hashPassword, verifyPassword } from '../security/passwords';
import type { RateLimit } from '../security/rate-limit';
import { registerAccount } from './accounts';
import {
  changePassword,
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  requestPasswordReset,
  resetPasswordWithToken,
} from './passwords';
import { clientIp } from './rate-limits';
import { requireActor, statusAfter, type IdentityService } from './service';
import {
  passwordChangedSchema,
  signedInSchema,
  userViewSchema,
} from '@pickup/projections/identity/contract';

export const INVALID_LOGIN = 'Invalid email or password';
export const CAPTCHA_REQUIRED = 'Please complete the verification to sign in.';
export const CAPTCHA_FAILED = 'Verification failed, please try again.';

/**
 * After several failed logins for an email (from anywhere) or from an address, a login needs
 * a solved proof-of-work captcha: guessing gets slow and costly, while the real user, whose
 * browser solves it in a moment, is never locked out by someone else's failures.
 */
async function requireCaptchaAfterFailures(
  svc: IdentityService,
  failures: { key: string; limit: RateLimit }[],
  captcha: string | undefined,
): Promise<void> {
  let needed = false;
  for (const { key, limit } of failures) {
    if ((await svc.limiter.count(key, limit.windowMs)) >= limit.limit) needed = true;
  }
  if (!needed) return;
  if (captcha === undefined) {
    throw validation(CAPTCHA_REQUIRED, [{ pointer: '/captcha', detail: CAPTCHA_REQUIRED }]);
  }
  if (!(await svc.captcha.verify(captcha))) {
    throw validation(CAPTCHA_FAILED, [{ pointer: '/captcha', detail: CAPTCHA_FAILED }]);
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const LOGGED_OUT = 'You have been logged out successfully.';

const tags = ['auth'];

/** customer-area §7 "Auth and account": the calls under /api/auth. */
export function authRoutes(r: RouteDeps, svc: IdentityService): void {
  route(r, {
    method: 'post',
    path: '/api/auth/register',
    summary: 'Sign up as a customer; answers { tokens, user }',
    tags,
    access: 'public',
    body: registerSchema,
    responses: { 201: 'Signed up', 409: 'Email already used', 429: 'Too many sign-ups' },
    response: signedInSchema,
    handler: async ({ body, req, res }) => {
      await svc.limit(
        `register:ip:${clientIp(req)}`,
        'registerPerIp',
        'Too many sign-ups from this address',
        res,
      );
      const executed = await registerAccount(svc, body);
      return {
        status: statusAfter(executed, 201),
        body: await svc.signedIn(executed.state as ActiveUser),
      };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in; answers { tokens, user }',
    tags,
    access: 'public',
    body: loginSchema,
    responses: {
      400: 'A solved captcha is needed after several failed logins',
      401: INVALID_LOGIN,
      429: 'Too many attempts from this address',
    },
    response: signedInSchema,
    handler: async ({ body, req, res }) => {
      const ip = clientIp(req);
      await svc.limit(`login:ip:${ip}`, 'loginPerIp', 'Too many login attempts', res);
      const failures = {
        email: { key: `login-failed:email:${body.email}`, limit: svc.limits.loginFailuresPerEmail },
        ip: { key: `login-failed:ip:${ip}`, limit: svc.limits.loginFailuresPerIp },
      };
      await requireCaptchaAfterFailures(svc, Object.values(failures), body.captcha);
      const userId = await svc.reservations.findUserId(body.email);
      const stored = userId ? await svc.credentials.getPasswordHash(userId) : null;
      // Unknown email and wrong password take the same time and get the same answer.
      if (!(await verifyPassword(stored, body.password)) || !userId || !stored) {
        for (const { key, limit } of Object.values(failures)) await svc.limiter.hit(key, limit);
        throw unauthenticated(INVALID_LOGIN);
      }
      const user = await svc.loadUser(userId);
      if (user.status !== 'Active') throw unauthenticated(INVALID_LOGIN);
      await svc.limiter.reset(failures.email.key);
      if (needsRehash(stored, svc.passwordCost)) {
        await svc.credentials.setPasswordHash(
          userId,
          await hashPassword(body.password, svc.passwordCost),
        );
      }
      return { body: await svc.signedIn(user) };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/auth/refresh',
    summary: 'Exchange a refresh token for a new pair; reusing one ends the whole session',
    tags,
    access: 'public',
    body: refreshSchema,
    responses: { 401: SESSION_EXPIRED },
    response: signedInSchema,
    handler: async ({ body }) => {
      const tokens = await svc.sessions.refresh(body.refreshToken);
      if (!tokens) throw unauthenticated(SESSION_EXPIRED);
      const payload = await svc.access.verify(tokens.accessToken);
      const user = payload && (await svc.loadUser(payload.userId));
      if (!user || user.status !== 'Active') throw unauthenticated(SESSION_EXPIRED);
      return { body: await svc.signedIn(user, tokens) };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/auth/logout',
    summary:
      "End the session of the refresh token sent, if any; the caller's access tokens stop working",
    tags,
    access: 'optional',
    body: z.object({ refreshToken: z.string().optional() }),
    response: acknowledgementSchema,
    handler: async ({ body, actor }) => {
      if (body.refreshToken) await svc.refresh.revokeFamilyOf(body.refreshToken);
      // Other devices' access tokens go too; their refresh tokens get them new ones.
      if (actor) await svc.cutoffs.cutOff(actor.userId);
      return { body: { success: true, message: LOGGED_OUT } };
    },
  });

  route(r, {
    method: 'get',
    path: '/api/auth/user',
    summary: 'The signed-in user',
    tags,
    access: 'user',
    allowWhilePasswordChangeRequired: true,
    response: userViewSchema,
    handler: async ({ actor }) => {
      const user = actor && (await getUser(svc.pool, actor.userId));
      if (!user) throw unauthenticated();
      return { body: user };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Email a password-reset link (the answer never says whether the account exists)',
    tags,
    access: 'public',
    body: forgotPasswordSchema,
    response: acknowledgementSchema,
    handler: async ({ body, req, res }) => {
      await svc.limit(
        `reset-request:ip:${clientIp(req)}`,
        'resetRequestsPerIp',
        'Too many password reset requests',
        res,
      );
      await svc.limit(
        `reset-request:email:${body.email}`,
        'resetRequestsPerEmail',
        'Too many password reset requests',
        res,
      );
      await requestPasswordReset(svc, body.email);
      return { body: { success: true, message: FORGOT_PASSWORD_MESSAGE } };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with an emailed reset link; ends every session',
    tags,
    access: 'public',
    body: resetPasswordSchema,
    responses: { 200: 'Password set', 202: CATCHING_UP, 422: 'Link invalid, expired or used' },
    response: acknowledgementSchema,
    handler: async ({ body, req, res }) => {
      await svc.limit(
        `reset:ip:${clientIp(req)}`,
        'resetAttemptsPerIp',
        'Too many password reset attempts',
        res,
      );
      const executed = await resetPasswordWithToken(svc, body.token, body.password);
      return {
        status: statusAfter(executed),
        body: { success: true, message: PASSWORD_RESET_MESSAGE },
      };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/auth/change-password',
    summary: 'Change the password; answers fresh { tokens, user } (other sessions end)',
    tags,
    access: 'user',
    allowWhilePasswordChangeRequired: true,
    body: changePasswordSchema,
    responses: { 200: 'Changed', 202: CATCHING_UP },
    response: passwordChangedSchema,
    handler: async ({ body, actor }) => {
      const { executed, ...signedIn } = await changePassword(
        svc,
        requireActor(actor),
        body.currentPassword,
        body.newPassword,
      );
      return {
        status: statusAfter(executed),
        body: { success: true, message: PASSWORD_CHANGED_MESSAGE, ...signedIn },
      };
    },
  });

  route(r, {
    method: 'put',
    path: '/api/auth/profile',
    summary: 'Update first name, last name and phone (a new phone must be verified again)',
    tags,
    access: 'user',
    body: profileSchema,
    responses: { 200: 'Updated', 202: CATCHING_UP },
    response: userViewSchema,
    handler: async ({ body, actor }) => {
      const executed = await svc.ownCommand(actor, 'UpdateProfile', body);
      return { status: statusAfter(executed), body: toUserView(executed.state) };
    },
  });
}
